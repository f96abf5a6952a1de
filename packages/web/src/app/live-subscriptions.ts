import { cashierLiveUpdates } from '../features/cashier/live-updates';
import { lotteryLiveUpdates } from '../features/lottery/live-updates';
import { messagesLiveUpdates } from '../features/messages/live-updates';
import { walletLiveUpdates } from '../features/wallet/live-updates';
import type { LiveSubscription } from '../lib/live-events';

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
