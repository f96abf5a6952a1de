import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../lib/api-client';

/** What the member may withdraw now: balance, limits, today's use, fee, turnover, accounts, payment password. */
export function useWithdrawInfo() {
  return useQuery({
    queryKey: ['cashierWithdrawInfo'] as const,
    queryFn: ({ signal }) => call('cashierWithdrawInfo', {}, { signal }),
  });
}

export function useWithdrawalOrders(pageSize: number) {
  const query = { type: 'withdrawal', pageNo: 1, pageSize } as const;
  return useQuery({
    queryKey: ['cashierOrders', query] as const,
    queryFn: ({ signal }) => call('cashierOrders', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** After a request or a cancel both the figures and the list change. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['cashierOrders'] }),
      queryClient.invalidateQueries({ queryKey: ['cashierWithdrawInfo'] }),
    ]);
}

export function useWithdraw() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CallInput<'cashierWithdraw'>) => call('cashierWithdraw', input),
    onSuccess: refresh,
  });
}

export function useCancelWithdrawal() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (orderId: number) => call('cashierWithdrawCancel', { orderId }),
    onSuccess: refresh,
  });
}

/** The payment password checked where it is typed, before the confirm step (wrong ones count toward the lock). */
export function useCheckPaymentPassword() {
  return useMutation({
    mutationFn: (paymentPassword: string) => call('checkPaymentPassword', { paymentPassword }),
  });
}
