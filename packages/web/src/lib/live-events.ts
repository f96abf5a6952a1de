import type { QueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '@wl/contract/events';
import { useEffect, useRef } from 'react';

/**
 * The live events of the member's socket (lib/live-socket.ts) as one typed bus: the socket publishes each frame the
 * contract's `liveEvent` schema reads, and each feature subscribes to the channels whose data it shows (the wallet to
 * `balance`, the inbox to `message`, the lottery to `lotteryDraw` and `lotteryBet`). A channel is the event's `type`;
 * its payload type comes from the contract (`@wl/contract/events`), never written again here.
 */
export type LiveChannel = Exclude<LiveEvent['type'], 'error'>;
export type LiveEventOf<C extends LiveChannel> = Extract<LiveEvent, { type: C }>;
export type LiveHandler<C extends LiveChannel> = (event: LiveEventOf<C>) => void;

export interface LiveEventBus {
  /** Calls the handler with each event of the channel until the answered function is called. */
  subscribe<C extends LiveChannel>(channel: C, handler: LiveHandler<C>): () => void;
  publish(event: LiveEventOf<LiveChannel>): void;
}

export function createLiveEventBus(): LiveEventBus {
  type AnyHandler = (event: LiveEventOf<LiveChannel>) => void;
  const handlers = new Map<LiveChannel, Set<AnyHandler>>();
  return {
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      const entry = handler as AnyHandler;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    publish(event) {
      for (const handler of handlers.get(event.type) ?? []) handler(event);
    },
  };
}

/** The site's one bus, fed by the one socket. */
export const liveEvents: LiveEventBus = createLiveEventBus();

/**
 * What a feature subscribes while a member is logged in (its cached queries to refresh), listed in
 * app/live-subscriptions.ts. Answers the function that unsubscribes it.
 */
export type LiveSubscription = (context: {
  bus: Pick<LiveEventBus, 'subscribe'>;
  queryClient: QueryClient;
  token: string;
}) => () => void;

/** Subscribes a component to a channel while it is mounted (the latest handler is called). */
export function useLiveEvent<C extends LiveChannel>(channel: C, handler: LiveHandler<C>, bus = liveEvents): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.subscribe(channel, (event) => latest.current(event)), [bus, channel]);
}
