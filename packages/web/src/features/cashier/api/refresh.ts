import { useQueryClient } from '@tanstack/react-query';
import { cashierOrdersKey } from './cashier-orders';
import { depositChannelsKey } from './deposit-channels';
import { p2pPaymentsKey } from './p2p-payments';
import { withdrawInfoKey } from './withdraw-info';

/** The cashier's lists a `message` event refreshes (live-updates.ts): every cashier decision sends one. */
export const CASHIER_LIVE_KEYS = [cashierOrdersKey, withdrawInfoKey, p2pPaymentsKey] as const;

/** After a withdrawal is asked for or cancelled, both the figures and the list change. */
export function useWithdrawalRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: cashierOrdersKey }),
      queryClient.invalidateQueries({ queryKey: withdrawInfoKey }),
    ]);
}

/**
 * After any P2P step (and a P2P deposit, so the new payment shows where to pay): the payments, the orders, the
 * withdrawal figures and the channels may all have changed.
 */
export function useP2pRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: p2pPaymentsKey }),
      queryClient.invalidateQueries({ queryKey: cashierOrdersKey }),
      queryClient.invalidateQueries({ queryKey: withdrawInfoKey }),
      queryClient.invalidateQueries({ queryKey: depositChannelsKey }),
    ]);
}
