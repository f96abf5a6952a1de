import { lotteryLiveUpdates } from '../features/lottery/live-updates';
import { messagesLiveUpdates } from '../features/messages/live-updates';
import { walletLiveUpdates } from '../features/wallet/live-updates';
import { CASHIER_LIVE_KEYS } from '../lib/cashier-keys';
import type { LiveSubscription } from '../lib/live-events';

/**
 * The cashier's lists are fetched again on a `message` event: every cashier decision (deposit approved, withdrawal
 * paid, a P2P payer says they paid, a dispute decided) sends the member a system message in the same transaction.
 * Here until features/cashier declares its own subscription beside its api files.
 */
const cashierLiveUpdates: LiveSubscription = ({ bus, queryClient }) =>
  bus.subscribe('message', () => {
    for (const queryKey of CASHIER_LIVE_KEYS) void queryClient.invalidateQueries({ queryKey });
  });

/**
 * Every feature's subscription to the live events (lib/live-events.ts) while a member is logged in: one line per
 * feature, each refreshing only its own queries.
 */
export const liveSubscriptions: readonly LiveSubscription[] = [
  walletLiveUpdates,
  messagesLiveUpdates,
  cashierLiveUpdates,
  lotteryLiveUpdates,
];
