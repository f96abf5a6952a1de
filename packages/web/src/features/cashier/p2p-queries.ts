import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, type CallOutput, call } from '../../lib/api-client';
import { cashierOrdersKey, p2pPaymentsKey, withdrawInfoKey } from './cashier-keys';

export type P2pPayment = CallOutput<'p2pPayments'>['content'][number];

const key = p2pPaymentsKey;

/**
 * The member's peer-to-peer payments still under way (spec 4 "Withdrawal confirmation"), as payer and as payee.
 * While any is under way it is asked again every 10 seconds: the other member's step (paid, confirmed) shows up
 * without a reload.
 */
export function useOpenP2pPayments() {
  return useQuery({
    queryKey: [...key, 'open'] as const,
    queryFn: ({ signal }) => call('p2pPayments', { scope: 'open', pageNo: 1, pageSize: 50 }, { signal }),
    refetchInterval: (q) => ((q.state.data?.content.length ?? 0) > 0 ? 10_000 : false),
  });
}

/** After any step: the payments, the orders, the withdrawal figures and the balance may all have changed. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: cashierOrdersKey }),
      queryClient.invalidateQueries({ queryKey: withdrawInfoKey }),
      queryClient.invalidateQueries({ queryKey: ['cashierDepositChannels'] }),
    ]);
}

export function useP2pPaid() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (input: CallInput<'p2pPaid'>) => call('p2pPaid', input), onSuccess: refresh });
}

export function useP2pCancel() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => call('p2pCancel', { id }), onSuccess: refresh });
}

export function useP2pConfirm() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CallInput<'p2pConfirm'>) => call('p2pConfirm', input),
    onSuccess: refresh,
  });
}

export function useP2pConfirmAll() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (withdrawalId: number) => call('p2pConfirmAll', { withdrawalId }),
    onSuccess: refresh,
  });
}

/** The deposit call, for the P2P channel: refreshes the payments too, so the new one shows where to pay. */
export function useP2pRefresh() {
  return useRefresh();
}
