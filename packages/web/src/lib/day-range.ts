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
