import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOutput, call } from '../../../lib/api-client';

export type P2pPayment = CallOutput<'p2pPayments'>['content'][number];

export const p2pPaymentsKey = ['p2pPayments'] as const;

export const openP2pPaymentsQuery = () =>
  queryOptions({
    queryKey: [...p2pPaymentsKey, 'open'] as const,
    queryFn: ({ signal }) => call('p2pPayments', { scope: 'open', pageNo: 1, pageSize: 50 }, { signal }),
  });

/**
 * The member's peer-to-peer payments still under way (spec 4 "Withdrawal confirmation"), as payer and as payee.
 * While any is under way it is asked again every 10 seconds: the other member's step (paid, confirmed) shows up
 * without a reload.
 */
export function useOpenP2pPayments() {
  return useQuery({
    ...openP2pPaymentsQuery(),
    refetchInterval: (q) => ((q.state.data?.content.length ?? 0) > 0 ? 10_000 : false),
  });
}
