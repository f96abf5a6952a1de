import { describe, expect, it, vi } from 'vitest';
import { createLiveEventBus } from './live-events';
import { readLiveFrame } from './live-frame';
import { deliverFrame, liveUrl } from './live-socket';

describe('live socket', () => {
  it('connects to the same host, over wss on https, with the token', () => {
    expect(liveUrl({ protocol: 'https:', host: 'aurora.example' }, 'a b')).toBe('wss://aurora.example/ws?token=a%20b');
    expect(liveUrl({ protocol: 'http:', host: 'localhost:8080' }, 't')).toBe('ws://localhost:8080/ws?token=t');
  });

  it('publishes the frames the contract reads, ignores the others and stops on a refused token', () => {
    const bus = createLiveEventBus();
    const balance = vi.fn();
    bus.subscribe('balance', balance);
    expect(
      deliverFrame(readLiveFrame, bus, JSON.stringify({ type: 'balance', balance: 12.5, currencySymbol: '$' })),
    ).toBe(true);
    expect(balance).toHaveBeenCalledWith({ type: 'balance', balance: 12.5, currencySymbol: '$' });
    expect(deliverFrame(readLiveFrame, bus, 'not json')).toBe(true);
    expect(deliverFrame(readLiveFrame, bus, JSON.stringify({ type: 'balance', balance: 'lots' }))).toBe(true);
    expect(deliverFrame(readLiveFrame, bus, JSON.stringify({ type: 'jackpot', amount: 1 }))).toBe(true);
    expect(balance).toHaveBeenCalledTimes(1);
    expect(deliverFrame(readLiveFrame, bus, JSON.stringify({ type: 'error', code: 'not_logged_in' }))).toBe(false);
  });
});
