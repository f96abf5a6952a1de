import { DAY_MS } from '../lib/clock.js';
import { zoneOf } from '../lib/zones.js';

/**
 * The periods the rule books count in, each in the brand's time zone (agent-rules.md AG-PERIOD, rewards-rules.md
 * "Periods"): a window [start, end) and its key.
 *
 * | cadence      | window                         | key                                   |
 * |--------------|--------------------------------|---------------------------------------|
 * | five-minutes | 5 minutes (AG-RT)              | `R:2026-07-01T10:05` (the window end) |
 * | hourly       | a local hour (AG-HOUR)         | `H:2026-07-01T10`                     |
 * | daily        | a local day (AG-DAY)           | `D:2026-07-01`                        |
 * | weekly       | Monday to Sunday               | `W:2026-W27` (ISO week)               |
 * | half-monthly | the 1st-15th, the 16th-end     | `H:2026-07-1`, `H:2026-07-2`          |
 * | monthly      | a calendar month               | `M:2026-07`                           |
 *
 * Windows follow the wall clock: where daylight saving repeats an hour, the window of that hour is two hours long;
 * where it skips one, that hour's window is empty. Consecutive windows always meet, so nothing is counted twice or
 * lost.
 */
export const CADENCES = ['five-minutes', 'hourly', 'daily', 'weekly', 'half-monthly', 'monthly'] as const;
export type Cadence = (typeof CADENCES)[number];

export interface BrandWindow {
  cadence: Cadence;
  key: string;
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ymd = (wall: number) => new Date(wall).toISOString().slice(0, 10);

/** The wall-clock start of the window holding the wall time, and the next one's start. */
function wallBounds(cadence: Cadence, wall: number): [number, number] {
  const d = new Date(wall);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (cadence) {
    case 'five-minutes': {
      const start = Math.floor(wall / (5 * MINUTE)) * 5 * MINUTE;
      return [start, start + 5 * MINUTE];
    }
    case 'hourly': {
      const start = Math.floor(wall / HOUR) * HOUR;
      return [start, start + HOUR];
    }
    case 'daily': {
      const start = Math.floor(wall / DAY_MS) * DAY_MS;
      return [start, start + DAY_MS];
    }
    case 'weekly': {
      const day = Math.floor(wall / DAY_MS) * DAY_MS;
      const start = day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
      return [start, start + 7 * DAY_MS];
    }
    case 'half-monthly':
      return d.getUTCDate() <= 15
        ? [Date.UTC(y, m, 1), Date.UTC(y, m, 16)]
        : [Date.UTC(y, m, 16), Date.UTC(y, m + 1, 1)];
    case 'monthly':
      return [Date.UTC(y, m, 1), Date.UTC(y, m + 1, 1)];
  }
}

/** ISO 8601 week of a Monday (wall time): its year and number. */
function isoWeek(monday: number): { year: number; week: number } {
  const thursday = new Date(monday + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return { year, week };
}

function keyOf(cadence: Cadence, start: number, end: number): string {
  const d = new Date(start);
  switch (cadence) {
    case 'five-minutes':
      return `R:${new Date(end).toISOString().slice(0, 16)}`;
    case 'hourly':
      return `H:${new Date(start).toISOString().slice(0, 13)}`;
    case 'daily':
      return `D:${ymd(start)}`;
    case 'weekly': {
      const { year, week } = isoWeek(start);
      return `W:${year}-W${pad(week)}`;
    }
    case 'half-monthly':
      return `H:${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${d.getUTCDate() === 1 ? 1 : 2}`;
    case 'monthly':
      return `M:${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
  }
}

function windowOfWall(cadence: Cadence, timeZone: string, wall: number): BrandWindow {
  const zone = zoneOf(timeZone);
  const [start, end] = wallBounds(cadence, wall);
  return {
    cadence,
    key: keyOf(cadence, start, end),
    start: new Date(zone.instantOf(start)),
    end: new Date(zone.instantOf(end)),
  };
}

/** The window of this cadence that holds the instant, in the zone. */
export function windowAt(cadence: Cadence, timeZone: string, at: Date): BrandWindow {
  const t = at.getTime();
  const zone = zoneOf(timeZone);
  const window = windowOfWall(cadence, timeZone, t + zone.offsetAt(t));
  // Where a repeated hour made the wall clock step back, the instant belongs to the window that began first.
  return t < window.start.getTime() ? windowAt(cadence, timeZone, new Date(window.start.getTime() - 1)) : window;
}

/** The window just before this one. */
export function previousWindow(timeZone: string, window: BrandWindow): BrandWindow {
  let at = window.start.getTime() - 1;
  // An empty window (a skipped hour) has the same start as the next: step over it.
  for (;;) {
    const before = windowAt(window.cadence, timeZone, new Date(at));
    if (before.key !== window.key) return before;
    at = before.start.getTime() - 1;
  }
}

/** Each cadence's key pattern and the wall-clock start its parts name. */
const KEY_PARSERS: Record<Cadence, [RegExp, (parts: string[]) => number]> = {
  'five-minutes': [/^R:(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/, ([end]) => Date.parse(`${end}:00Z`) - 5 * MINUTE],
  hourly: [/^H:(\d{4}-\d{2}-\d{2}T\d{2})$/, ([hour]) => Date.parse(`${hour}:00:00Z`)],
  daily: [/^D:(\d{4}-\d{2}-\d{2})$/, ([day]) => Date.parse(`${day}T00:00:00Z`)],
  weekly: [
    /^W:(\d{4})-W(\d{2})$/,
    ([year, week]) => {
      // ISO week 1 holds 4 January: its Monday, then whole weeks on.
      const jan4 = Date.UTC(Number(year), 0, 4);
      return jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * DAY_MS + (Number(week) - 1) * 7 * DAY_MS;
    },
  ],
  'half-monthly': [
    /^H:(\d{4})-(\d{2})-([12])$/,
    ([year, month, half]) => Date.UTC(Number(year), Number(month) - 1, half === '1' ? 1 : 16),
  ],
  monthly: [/^M:(\d{4})-(\d{2})$/, ([year, month]) => Date.UTC(Number(year), Number(month) - 1, 1)],
};

/** The window a key names in the zone, or null when the key is not one of this cadence's. */
export function windowOfKey(cadence: Cadence, timeZone: string, key: string): BrandWindow | null {
  const [pattern, wallOf] = KEY_PARSERS[cadence];
  const match = pattern.exec(key);
  if (!match) return null;
  const wall = wallOf(match.slice(1));
  if (Number.isNaN(wall)) return null;
  const window = windowOfWall(cadence, timeZone, wall);
  return window.key === key ? window : null;
}
