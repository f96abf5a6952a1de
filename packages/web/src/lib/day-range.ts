/** A range of calendar days 'YYYY-MM-DD' (UTC, both ends included), as the records calls take them. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The `days` days ending today. */
export function lastDays(days: number, now: Date = new Date()): DayRange {
  const today = dayMs(now.toISOString().slice(0, 10));
  return { from: dayText(today - (days - 1) * DAY_MS), to: dayText(today) };
}

/** How many days the range covers. */
export function rangeLength(range: DayRange): number {
  return Math.round((dayMs(range.to) - dayMs(range.from)) / DAY_MS) + 1;
}

/** Spec 9 "Date presets: next/previous 7 and 30 days": the range moved by its own length, back or forward. */
export function shiftRange(range: DayRange, direction: -1 | 1): DayRange {
  const by = rangeLength(range) * DAY_MS * direction;
  return { from: dayText(dayMs(range.from) + by), to: dayText(dayMs(range.to) + by) };
}

/** True when the range ends today or later (nothing newer to move forward to). */
export function reachesToday(range: DayRange, now: Date = new Date()): boolean {
  return range.to >= now.toISOString().slice(0, 10);
}

/** The one date format of the records pages (spec 9 "year-month-day"; spec 5 pattern kind "date yyyy-MM-dd"). */
export const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * A day as typed, read leniently (`2026-6-1`, `2026/06/01`, `2026.06.01`, `20260601`: year first always), as the
 * canonical 'YYYY-MM-DD', or null when it is not a day of the calendar (`2026-02-30`).
 */
export function parseDay(text: string): string | null {
  const parts = /^\s*(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\s*$/.exec(text) ?? /^\s*(\d{4})(\d{2})(\d{2})\s*$/.exec(text);
  if (!parts) return null;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return dayText(date.getTime());
}

/** The day `days` after (or before) `day`. */
export function addDays(day: string, days: number): string {
  return dayText(dayMs(day) + days * DAY_MS);
}

/** The same day of the month `months` later (or earlier), kept inside that month (31 January + 1 = 28 February). */
export function addMonths(day: string, months: number): string {
  const date = new Date(dayMs(day));
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), last));
  return dayText(target.getTime());
}

/** Day of the week, 0 Sunday to 6 Saturday. */
export function weekday(day: string): number {
  return new Date(dayMs(day)).getUTCDay();
}

/**
 * The weeks of the month that holds `day`, each seven days starting on `firstDay` (0 Sunday, 1 Monday...); the
 * days of the months before and after that fill the first and last weeks are included.
 */
export function monthWeeks(day: string, firstDay: number): string[][] {
  const first = `${day.slice(0, 8)}01`;
  let cursor = addDays(first, -((weekday(first) - firstDay + 7) % 7));
  const month = day.slice(0, 7);
  const weeks: string[][] = [];
  while (weeks.length === 0 || cursor.slice(0, 7) === month) {
    const week = Array.from({ length: 7 }, (_, i) => addDays(cursor, i));
    weeks.push(week);
    cursor = addDays(cursor, 7);
  }
  return weeks;
}
