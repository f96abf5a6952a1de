import type { LiveSubscription } from '../../lib/live-events';
import { CASHIER_LIVE_KEYS } from './api/refresh';

/**
 * The cashier's lists are fetched again on a `message` event: every cashier decision (deposit approved, withdrawal
 * paid, a P2P payer says they paid, a dispute decided) sends the member a system message in the same transaction.
 */
export const cashierLiveUpdates: LiveSubscription = ({ bus, queryClient }) =>
  bus.subscribe('message', () => {
    for (const queryKey of CASHIER_LIVE_KEYS) void queryClient.invalidateQueries({ queryKey });
  });
