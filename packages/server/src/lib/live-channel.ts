import type { LiveEvent } from '@wl/contract/events';
import type { z } from 'zod';

/** Who a live event goes to: some members' tabs, or every tab of a brand (only agents' or only players', if said). */
export type LiveAudience = { members: readonly number[] } | { brandId: number; agents?: boolean | undefined };

/** The tab an event is written for (an event may differ per member: their own balance). */
export interface LiveTab {
  memberId: number;
  brandId: number;
  currencySymbol: string;
}

/**
 * A channel of live events (design.md "Background work and scale"): the module that changes something NOTIFYs its
 * channel at commit with a payload of this schema; every instance LISTENs (http/live-events.ts) and sends the event
 * to the audience's open `/ws` tabs. Declared beside the module that notifies; a new kind of event (the agent
 * centre's contract offers) is one more channel, listed in http/live-channels.ts.
 */
export interface LiveChannel<P = unknown> {
  /** The PostgreSQL NOTIFY channel. */
  name: string;
  payload: z.ZodType<P>;
  audience(payload: P): LiveAudience;
  event(payload: P, tab: LiveTab): LiveEvent | Promise<LiveEvent>;
}

export function defineLiveChannel<P>(channel: LiveChannel<P>): LiveChannel<P> {
  return channel;
}
