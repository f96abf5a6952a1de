import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../lib/api-client';

/** The brand's deposit channels (limits, fee, hours, presets, the receiving account). */
export function useDepositChannels() {
  return useQuery({
    queryKey: ['cashierDepositChannels'] as const,
    queryFn: ({ signal }) => call('cashierDepositChannels', {}, { signal }),
  });
}

/**
 * The member's deposit orders; while one is pending at a gateway, asked again every few seconds so the page shows
 * the payment as soon as the gateway confirms it.
 */
export function useCashierOrders(query: CallInput<'cashierOrders'>) {
  return useQuery({
    queryKey: ['cashierOrders', query] as const,
    queryFn: ({ signal }) => call('cashierOrders', query, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) =>
      q.state.data?.content.some((o) => o.status === 'pending' && o.payUrl !== null) ? 4000 : false,
  });
}

export function useDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'cashierDeposit'>) => call('cashierDeposit', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cashierOrders'] }),
  });
}

export function useCancelDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('cashierDepositCancel', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cashierOrders'] }),
  });
}
