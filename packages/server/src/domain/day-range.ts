import { DomainError } from '../lib/errors.js';
import { addDays, zonedMidnight } from '../lib/zoned-days.js';
import type { Brand } from './brand.js';

/** A window of time [start, end): `start` counted in, `end` not. */
export interface DayWindow {
  start: Date;
  end: Date;
}

/** The same, either end open (null) when the request leaves that day out. */
export interface OpenDayWindow {
  start: Date | null;
  end: Date | null;
}

type Days = { from?: string | null | undefined; to?: string | null | undefined };

/**
 * A request's days `from` to `to` ('YYYY-MM-DD', both included) as the window [start, end) they cover in the brand's
 * time zone: from the local midnight that starts `from` to the local midnight after `to`, daylight saving included.
 * Every list and report of a brand counts its days this way, as the brand's limits, its dashboard and its periods do
 * (agent-rules.md: "all periods are in the brand's time zone"). A day the request leaves out leaves that end open; a text
 * that is not a calendar day is refused `invalid_input` under its field's name (`fields`).
 */
export function dayRange(zone: Pick<Brand, 'timeZone'>, days: { from: string; to: string }, fields?: Fields): DayWindow;
export function dayRange(zone: Pick<Brand, 'timeZone'>, days: Days, fields?: Fields): OpenDayWindow;
export function dayRange(zone: Pick<Brand, 'timeZone'>, days: Days, fields: Fields = {}): OpenDayWindow {
  const from = days.from ? calendarDay(days.from, fields.from ?? 'from') : null;
  const to = days.to ? calendarDay(days.to, fields.to ?? 'to') : null;
  return {
    start: from === null ? null : zonedMidnight(from, zone.timeZone),
    end: to === null ? null : zonedMidnight(addDays(to, 1), zone.timeZone),
  };
}

interface Fields {
  from?: string;
  to?: string;
}

function calendarDay(text: string, field: string): string {
  const at = Date.parse(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== text) {
    throw new DomainError('invalid_input', { details: [{ path: field, message: 'YYYY-MM-DD' }] });
  }
  return text;
}
