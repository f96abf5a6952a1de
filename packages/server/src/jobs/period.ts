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
}

const DAY_MS = 86_400_000;
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

export function describeSchedule(s: Schedule): string {
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

interface Zone {
  /** Local time minus UTC at instant `t`, in ms. */
  offsetAt(t: number): number;
  /** The instant whose local wall-clock time is `wall` (wall time written as if it were UTC). */
  instantOf(wall: number): number;
}

const zones = new Map<string, Zone>();

function zoneOf(name: string): Zone {
  const cached = zones.get(name);
  if (cached) return cached;
  const zone = fixedZone(name) ?? ianaZone(name);
  zones.set(name, zone);
  return zone;
}

/** 'UTC', 'GMT', 'Z', '+06:00', '-0330', 'UTC+05:45': no DST ever. Node 20's Intl does not take offsets. */
function fixedZone(name: string): Zone | null {
  if (/^(UTC|GMT|Z)$/i.test(name)) return constantZone(0);
  const m = /^(?:UTC|GMT)?([+-])(\d{2}):?(\d{2})$/i.exec(name);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  if (Number(m[2]) > 14 || Number(m[3]) > 59) throw new Error(`time zone ${name}: offset out of range`);
  return constantZone((m[1] === '-' ? -minutes : minutes) * 60_000);
}

function constantZone(offset: number): Zone {
  return { offsetAt: () => offset, instantOf: (wall) => wall - offset };
}

function ianaZone(name: string): Zone {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    throw new Error(`unknown time zone ${name}: an IANA name (Asia/Dhaka) or a fixed offset (+06:00)`);
  }
  const offsetAt = (t: number): number => {
    const part: Record<string, number> = {};
    for (const p of format.formatToParts(new Date(t))) part[p.type] = Number(p.value);
    const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
    return wall - Math.floor(t / 1000) * 1000;
  };
  return {
    offsetAt,
    instantOf(wall) {
      // At most one offset change lies within a day of any wall time: try the offsets on either side.
      const candidates = [wall - offsetAt(wall - DAY_MS), wall - offsetAt(wall + DAY_MS)];
      const exact = candidates.filter((t) => t + offsetAt(t) === wall);
      // Twice (clocks went back): the first. Never (clocks went forward): shifted by the jump.
      return exact.length > 0 ? Math.min(...exact) : Math.max(...candidates);
    },
  };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
