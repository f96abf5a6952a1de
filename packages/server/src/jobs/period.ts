/**
 * Schedules and their periods. A period is the unit a job runs once for; its key names it in `job_runs`
 * (`2026-11-23T11:05` for a 5-minute job, `2026-11-23` for a daily one), so a run is idempotent by it.
 *
 * - every N seconds or minutes: periods aligned to UTC midnight (N must divide a day); key in UTC,
 *   `YYYY-MM-DDTHH:MM` (`:SS` added when N is not whole minutes).
 * - hourly at minute M: starts at minute M of every UTC hour; key in UTC. Local hours of any zone whose offset
 *   is whole hours plus 0, 30 or 45 minutes start at one fixed UTC minute all year round, DST or not, so a
 *   brand in +05:30 declares `hourly({ minute: 30 })`.
 * - daily at HH:MM in a time zone (IANA name such as `Asia/Dhaka`, or a fixed offset such as `+06:00` or
 *   `UTC`): key is the local date. On a DST day a time that does not exist runs as much later as the clocks
 *   jumped (02:30 becomes 03:30), and a time that occurs twice runs at its first occurrence.
 *
 * A period's run is due at its start; work about the period that just ended uses [start - length, start).
 */

export type Schedule =
  | { kind: 'every'; seconds: number }
  | { kind: 'hourly'; minute: number }
  | { kind: 'daily'; hour: number; minute: number; timeZone: string };

export interface Period {
  key: string;
  start: Date;
  /** The next period's start. */
  end: Date;
  /** A per-brand job's period is one brand's window (job-periods.ts); the key starts with the brand's code. */
  brand?: BrandRef;
}

/** The brand a per-brand period belongs to. */
export interface BrandRef {
  id: number;
  code: string;
  timeZone: string;
}

/**
 * Once per brand and window of the rule books (agent-rules.md AG-PERIOD, rewards-rules.md "Periods"), each window
 * in the brand's own time zone, due `graceMs` after it ends (AG-DAY: "run after midnight plus a grace of 10
 * minutes"). A period's key is `<brand code>/<window key>`: `aurora/D:2026-07-01`.
 */
export interface PerBrand {
  kind: 'per-brand';
  cadence: Cadence;
  graceMs: number;
}

export type JobSchedule = Schedule | PerBrand;

export function perBrand(cadence: Cadence, opts: { graceMinutes?: number } = {}): PerBrand {
  const grace = opts.graceMinutes ?? 0;
  if (!Number.isInteger(grace) || grace < 0 || grace > 24 * 60) throw new Error(`perBrand: grace ${grace} minutes`);
  return { kind: 'per-brand', cadence, graceMs: grace * 60_000 };
}

import type { Cadence } from '../domain/brand-periods.js';
import { DAY_MS } from '../lib/clock.js';
import { type Zone, zoneOf } from '../lib/zones.js';

const HOUR_MS = 3_600_000;

export const every = {
  seconds(n: number): Schedule {
    if (!Number.isInteger(n) || n < 1 || (DAY_MS / 1000) % n !== 0) {
      throw new Error(`every.seconds(${n}): a whole number of seconds that divides a day`);
    }
    return { kind: 'every', seconds: n };
  },
  minutes(n: number): Schedule {
    return every.seconds(n * 60);
  },
};

export function hourly(opts: { minute?: number } = {}): Schedule {
  const minute = opts.minute ?? 0;
  if (!Number.isInteger(minute) || minute < 0 || minute > 59) throw new Error(`hourly: minute ${minute} is 0 to 59`);
  return { kind: 'hourly', minute };
}

/** `daily('04:00', 'Asia/Dhaka')`. */
export function daily(at: string, timeZone: string): Schedule {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(at);
  if (!m) throw new Error(`daily: ${at} is not HH:MM`);
  zoneOf(timeZone); // throws on an unknown zone, at declaration rather than at the first run
  return { kind: 'daily', hour: Number(m[1]), minute: Number(m[2]), timeZone };
}

export function describeSchedule(s: JobSchedule): string {
  if (s.kind === 'per-brand') return `${s.cadence} per brand${s.graceMs ? ` (+${s.graceMs / 60_000} min)` : ''}`;
  if (s.kind === 'every') return s.seconds % 60 === 0 ? `every ${s.seconds / 60} min` : `every ${s.seconds} s`;
  if (s.kind === 'hourly') return `hourly at :${pad(s.minute)}`;
  return `daily at ${pad(s.hour)}:${pad(s.minute)} ${s.timeZone}`;
}

/** The period current at `at`: the latest one that has started. */
export function periodAt(s: Schedule, at: Date): Period {
  const t = at.getTime();
  if (s.kind === 'every') {
    const ms = s.seconds * 1000;
    return fixedPeriod(s, Math.floor(t / ms) * ms, ms);
  }
  if (s.kind === 'hourly') {
    const shift = s.minute * 60_000;
    return fixedPeriod(s, Math.floor((t - shift) / HOUR_MS) * HOUR_MS + shift, HOUR_MS);
  }
  const zone = zoneOf(s.timeZone);
  const local = new Date(t + zone.offsetAt(t));
  let day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  if (t < dailyStart(s, zone, day)) day -= DAY_MS;
  return dailyPeriod(s, zone, day);
}

export function previousPeriod(s: Schedule, p: Period): Period {
  if (s.kind === 'daily') return dailyPeriod(s, zoneOf(s.timeZone), Date.parse(`${p.key}T00:00:00Z`) - DAY_MS);
  const ms = s.kind === 'every' ? s.seconds * 1000 : HOUR_MS;
  return fixedPeriod(s, p.start.getTime() - ms, ms);
}

/** The period a key names, or null when the key is not one of this schedule's (an operator's typo). */
export function periodOfKey(s: Schedule, key: string): Period | null {
  let start: number;
  if (s.kind === 'daily') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return null;
    const day = Date.parse(`${key}T00:00:00Z`);
    if (Number.isNaN(day)) return null;
    start = dailyStart(s, zoneOf(s.timeZone), day);
  } else {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(key)) return null;
    start = Date.parse(`${key}Z`);
    if (Number.isNaN(start)) return null;
  }
  const p = periodAt(s, new Date(start));
  return p.key === key ? p : null;
}

function fixedPeriod(s: Schedule, start: number, ms: number): Period {
  const iso = new Date(start).toISOString();
  const key = s.kind === 'every' && s.seconds % 60 !== 0 ? iso.slice(0, 19) : iso.slice(0, 16);
  return { key, start: new Date(start), end: new Date(start + ms) };
}

/** `day` is the local date as UTC midnight of the same calendar date. */
function dailyPeriod(s: Extract<Schedule, { kind: 'daily' }>, zone: Zone, day: number): Period {
  return {
    key: new Date(day).toISOString().slice(0, 10),
    start: new Date(dailyStart(s, zone, day)),
    end: new Date(dailyStart(s, zone, day + DAY_MS)),
  };
}

function dailyStart(s: Extract<Schedule, { kind: 'daily' }>, zone: Zone, day: number): number {
  return zone.instantOf(day + s.hour * HOUR_MS + s.minute * 60_000);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
