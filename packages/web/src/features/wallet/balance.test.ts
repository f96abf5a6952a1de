import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { unreadMessagesKey } from '../../lib/message-keys';
import { liveUrl } from './balance';
import { balanceKey } from './balance-key';
import { applyLiveMessage } from './live-message';

describe('live balance', () => {
  it('connects to the same host, over wss on https, with the token', () => {
    expect(liveUrl({ protocol: 'https:', host: 'aurora.example' }, 'a b')).toBe('wss://aurora.example/ws?token=a%20b');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:8080' }, 't')).toBe('ws://localhost:8080/ws?token=t');
  });

  it('writes pushed balances into the cache and stops on a refused token', () => {
    const client = new QueryClient();
    expect(
      applyLiveMessage(client, 'tok', JSON.stringify({ type: 'balance', balance: 12.5, currencySymbol: '$' })),
    ).toBe(true);
    expect(client.getQueryData(balanceKey('tok'))).toEqual({ balance: 12.5, currencySymbol: '$' });
    expect(applyLiveMessage(client, 'tok', 'not json')).toBe(true);
    expect(applyLiveMessage(client, 'tok', JSON.stringify({ type: 'error', code: 'not_logged_in' }))).toBe(false);
  });

  it('marks the inbox and its unread badge stale when a message event arrives', () => {
    const client = new QueryClient();
    client.setQueryData(unreadMessagesKey('tok'), { unreadMessage: 1 });
    client.setQueryData(['messages', 'list', 'tok', 'all', 1], { content: [] });
    client.setQueryData(balanceKey('tok'), { balance: 1, currencySymbol: '$' });
    expect(applyLiveMessage(client, 'tok', JSON.stringify({ type: 'message', kind: 'broadcast' }))).toBe(true);
    expect(client.getQueryState(unreadMessagesKey('tok'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(['messages', 'list', 'tok', 'all', 1])?.isInvalidated).toBe(true);
    expect(client.getQueryState(balanceKey('tok'))?.isInvalidated).toBe(false);
  });

  it('marks the cashier lists stale too: a P2P payer said they paid, a deposit was approved', () => {
    const client = new QueryClient();
    client.setQueryData(['p2pPayments', 'open'], { content: [] });
    client.setQueryData(['cashierOrders', { type: 'deposit' }], { content: [] });
    client.setQueryData(['cashierWithdrawInfo'], { balance: 1 });
    applyLiveMessage(client, 'tok', JSON.stringify({ type: 'message', kind: 'system' }));
    expect(client.getQueryState(['p2pPayments', 'open'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['cashierOrders', { type: 'deposit' }])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['cashierWithdrawInfo'])?.isInvalidated).toBe(true);
  });
});
