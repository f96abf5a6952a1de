import type { LiveSubscription } from '../../lib/live-events';
import { type BalanceValue, balanceKey } from './api/balance';

/** A pushed balance is written into the cache, so the header updates without a reload (spec 6). */
export const walletLiveUpdates: LiveSubscription = ({ bus, queryClient, token }) =>
  bus.subscribe('balance', (event) => {
    const value: BalanceValue = { balance: event.balance, currencySymbol: event.currencySymbol };
    queryClient.setQueryData(balanceKey(token), value);
  });
