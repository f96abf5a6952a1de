import { describe, expect, it } from 'vitest';
import { chatSocketUrl, isOwnMessage, parseServerMessage, reconnectDelay } from './chat-protocol';

describe('chat protocol', () => {
  it('builds the socket URL on the page host, wss on https', () => {
    expect(chatSocketUrl('a b', { protocol: 'https:', host: 'site.test' })).toBe(
      'wss://site.test/ws/chat?ticket=a%20b',
    );
    expect(chatSocketUrl('t', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/ws/chat?ticket=t',
    );
  });

  it('waits longer after each failed reconnect, up to 30 s', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 30_000]);
  });

  it('ignores frames it does not understand', () => {
    expect(parseServerMessage('not json')).toBeNull();
    expect(parseServerMessage(JSON.stringify({ type: 'mystery' }))).toBeNull();
    expect(parseServerMessage(JSON.stringify({ type: 'error', code: 'rate_limited' }))).toEqual({
      type: 'error',
      code: 'rate_limited',
    });
  });

  it('tells the reader their own messages', () => {
    const m = { id: 1, author: 'pl***01', role: 'member' as const, body: 'x', time: '' };
    expect(isOwnMessage(m, 'member', 'pl***01')).toBe(true);
    expect(isOwnMessage(m, 'member', 'pl***02')).toBe(false);
    expect(isOwnMessage(m, 'viewer', 'pl***01')).toBe(false);
    expect(isOwnMessage({ ...m, role: 'model' }, 'model', 'Lily')).toBe(true);
  });
});
