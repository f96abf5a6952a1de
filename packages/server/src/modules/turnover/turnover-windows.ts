import { addDays, zonedHour, zonedMidnight } from '../../lib/zoned-days.js';

/**
 * A window of time, [start, end) (agent-rules.md "window w"). The rollups are by UTC hour: an hour counts in the
 * window when it starts inside it, so a window of whole hours of the brand's zone is exact when the zone is a whole
 * number of hours from UTC (UTC+5:30 or +5:45 counts each rollup hour in the window where it starts).
 */
export interface TurnoverWindow {
  start: Date;
  end: Date;
}

/** A day of the brand's time zone ('YYYY-MM-DD'), local midnight to local midnight, daylight saving included. */
export function dayWindow(day: string, timeZone: string): TurnoverWindow {
  return daysWindow(day, day, timeZone);
}

/** The days `first` to `last` of the zone, both included. */
export function daysWindow(first: string, last: string, timeZone: string): TurnoverWindow {
  return { start: zonedMidnight(first, timeZone), end: zonedMidnight(addDays(last, 1), timeZone) };
}

/** One hour of the zone's clock (0-23) on a day: `hour`:00 to an hour later. */
export function hourWindow(day: string, hour: number, timeZone: string): TurnoverWindow {
  const start = zonedHour(day, hour, timeZone);
  return { start, end: new Date(start.getTime() + 3_600_000) };
}

/** The UTC hour a moment's bets are rolled up in (modules/bets), and a requirement changed at it counts from. */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
