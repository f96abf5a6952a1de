import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { lotteryBetsKey } from '../features/lottery/api/lottery-bets';
import { unreadCountKey } from '../features/messages/api/unread-count';
import { balanceKey } from '../features/wallet/api/balance';
import { walletLiveUpdates } from '../features/wallet/live-updates';
import { createLiveEventBus, type LiveChannel, type LiveEventBus } from '../lib/live-events';
import { liveSubscriptions } from './live-subscriptions';

function subscribedBus(queryClient: QueryClient): LiveEventBus {
  const bus = createLiveEventBus();
  for (const subscribe of liveSubscriptions) subscribe({ bus, queryClient, token: 'tok' });
  return bus;
}

const stale = (client: QueryClient, queryKey: readonly unknown[]) => client.getQueryState(queryKey)?.isInvalidated;

describe('live subscriptions', () => {
  it('writes a pushed balance into the cache of the session', () => {
    const client = new QueryClient();
    subscribedBus(client).publish({ type: 'balance', balance: 12.5, currencySymbol: '$' });
    expect(client.getQueryData(balanceKey('tok'))).toEqual({ balance: 12.5, currencySymbol: '$' });
  });

  it('the wallet listens to its balance only: it no longer routes the other features events', () => {
    const channels: LiveChannel[] = [];
    walletLiveUpdates({
      bus: {
        subscribe: (channel) => {
          channels.push(channel);
          return () => {};
        },
      },
      queryClient: new QueryClient(),
      token: 'tok',
    });
    expect(channels).toEqual(['balance']);
  });

  it('marks the inbox and its unread badge stale when a message event arrives, not the balance', () => {
    const client = new QueryClient();
    client.setQueryData(unreadCountKey('tok'), { unreadMessage: 1 });
    client.setQueryData(['messages', 'list', 'tok', 'all', 1], { content: [] });
    client.setQueryData(balanceKey('tok'), { balance: 1, currencySymbol: '$' });
    client.setQueryData([...lotteryBetsKey, 'SSC_1'], []);
    subscribedBus(client).publish({ type: 'message', kind: 'broadcast' });
    expect(stale(client, unreadCountKey('tok'))).toBe(true);
    expect(stale(client, ['messages', 'list', 'tok', 'all', 1])).toBe(true);
    expect(stale(client, balanceKey('tok'))).toBe(false);
    expect(stale(client, [...lotteryBetsKey, 'SSC_1'])).toBe(false);
  });

  it('marks the cashier lists stale too: a P2P payer said they paid, a deposit was approved', () => {
    const client = new QueryClient();
    client.setQueryData(['p2pPayments', 'open'], { content: [] });
    client.setQueryData(['cashierOrders', { type: 'deposit' }], { content: [] });
    client.setQueryData(['cashierWithdrawInfo'], { balance: 1 });
    subscribedBus(client).publish({ type: 'message', kind: 'system' });
    expect(stale(client, ['p2pPayments', 'open'])).toBe(true);
    expect(stale(client, ['cashierOrders', { type: 'deposit' }])).toBe(true);
    expect(stale(client, ['cashierWithdrawInfo'])).toBe(true);
  });

  it("refreshes the member's lottery bets on a lotteryBet event, and nothing of the inbox", () => {
    const client = new QueryClient();
    client.setQueryData([...lotteryBetsKey, 'SSC_1'], []);
    client.setQueryData(unreadCountKey('tok'), 1);
    subscribedBus(client).publish({ type: 'lotteryBet', gameCode: 'SSC_1', numero: '1' });
    expect(stale(client, [...lotteryBetsKey, 'SSC_1'])).toBe(true);
    expect(stale(client, unreadCountKey('tok'))).toBe(false);
  });
});
