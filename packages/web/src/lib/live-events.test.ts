import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createLiveEventBus, type LiveChannel } from './live-events';

describe('live event bus', () => {
  it('hands a typed event only to the subscribers of its channel', () => {
    const bus = createLiveEventBus();
    const balance = vi.fn();
    const message = vi.fn();
    bus.subscribe('balance', balance);
    bus.subscribe('message', message);
    bus.publish({ type: 'balance', balance: 3, currencySymbol: '$' });
    expect(balance).toHaveBeenCalledWith({ type: 'balance', balance: 3, currencySymbol: '$' });
    expect(message).not.toHaveBeenCalled();
  });

  it('stops calling a handler once it unsubscribed, and keeps the others', () => {
    const bus = createLiveEventBus();
    const first = vi.fn();
    const second = vi.fn();
    const stop = bus.subscribe('lotteryBet', first);
    bus.subscribe('lotteryBet', second);
    stop();
    bus.publish({ type: 'lotteryBet', gameCode: 'SSC_1', numero: '1' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("types each handler by its channel's payload from the contract", () => {
    const bus = createLiveEventBus();
    bus.subscribe('lotteryDraw', (event) => {
      expectTypeOf(event.result).toEqualTypeOf<string[]>();
      expectTypeOf(event.type).toEqualTypeOf<'lotteryDraw'>();
    });
    bus.subscribe('balance', (event) => {
      expectTypeOf(event.balance).toEqualTypeOf<number>();
    });
    expectTypeOf<LiveChannel>().toEqualTypeOf<'balance' | 'message' | 'lotteryDraw' | 'lotteryBet'>();
    // @ts-expect-error: a channel the contract does not declare
    bus.subscribe('jackpot', () => {});
    // @ts-expect-error: the refused-token frame is the socket's business, not a channel
    bus.subscribe('error', () => {});
    // @ts-expect-error: a payload that is not the channel's
    bus.publish({ type: 'balance', balance: '3' });
  });
});
