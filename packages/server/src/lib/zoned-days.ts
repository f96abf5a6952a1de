import { DAY_MS } from './clock.js';
import { zoneOf } from './zones.js';

/** Calendar days in a time zone: what reports use to count "today" and "the last 30 days" of a brand. */

/** How far the zone's wall clock is ahead of UTC at that moment, in ms. */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  return zoneOf(timeZone).offsetAt(at.getTime());
}

/** The zone's calendar day of a moment, 'YYYY-MM-DD'. */
export function zonedDay(at: Date, timeZone: string): string {
  return new Date(at.getTime() + zoneOffsetMs(at, timeZone)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The moment the zone's clock shows `hour`:00 (0-23) on the day, daylight saving included. */
export function zonedHour(day: string, hour: number, timeZone: string): Date {
  return new Date(zoneOf(timeZone).instantOf(Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000));
}

/** The moment the day starts in the zone (its local midnight), daylight saving included. */
export function zonedMidnight(day: string, timeZone: string): Date {
  return zonedHour(day, 0, timeZone);
}
