import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export const cashierOrdersKey = ['cashierOrders'] as const;

export const cashierOrdersQuery = (query: CallInput<'cashierOrders'>) =>
  queryOptions({
    queryKey: [...cashierOrdersKey, query] as const,
    queryFn: ({ signal }) => call('cashierOrders', query, { signal }),
    placeholderData: keepPreviousData,
  });

/**
 * The member's deposit orders; while one is pending at a gateway, asked again every few seconds so the page shows
 * the payment as soon as the gateway confirms it.
 */
export function useCashierOrders(query: CallInput<'cashierOrders'>) {
  return useQuery({
    ...cashierOrdersQuery(query),
    refetchInterval: (q) =>
      q.state.data?.content.some((o) => o.status === 'pending' && o.payUrl !== null) ? 4000 : false,
  });
}

/** The member's latest withdrawal orders. */
export function useWithdrawalOrders(pageSize: number) {
  return useQuery(cashierOrdersQuery({ type: 'withdrawal', pageNo: 1, pageSize }));
}
