/** Time comes from an injected clock so expiries and schedules are testable (conventions.md). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(start: Date): Clock & { set(d: Date): void; advance(ms: number): void } {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (d) => {
      current = new Date(d);
    },
    advance: (ms) => {
      current = new Date(current.getTime() + ms);
    },
  };
}

/** One day of 24 hours, in ms. A calendar day in a time zone can be 23 or 25 hours: see lib/zoned-days.ts. */
export const DAY_MS = 86_400_000;
