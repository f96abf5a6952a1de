import { type LiveEvent, liveEvent, parseEvent } from '@wl/contract/events';

/**
 * One frame of the live socket read with the contract's schema, or null when the schema does not read it (malformed,
 * or a type this web does not know). Its own module so zod loads with the first socket, not with the first page.
 */
export function readLiveFrame(raw: string): LiveEvent | null {
  return parseEvent(liveEvent, raw);
}
