import type { LotteryScheduleKind } from '../../db/schema-lottery.js';
import { DAY_MS } from '../../lib/clock.js';
import { zoneOffsetMs } from '../../lib/zoned-days.js';

/**
 * When a game draws, and the numeros that follow (design.md "Lottery": draw schedules create numeros ahead of time;
 * betting closes a set number of seconds before each draw). Times are the game's local wall-clock times in its IANA
 * time zone:
 * - `interval`: every `intervalMinutes` from `drawTime` until the end of each local day (from 00:00 every minute is
 *   1440 draws a day; an interval that does not divide the day restarts at `drawTime` the next day);
 * - `daily`: at `drawTime` every day; `weekly`: at `drawTime` on `weekDays` (0 = Sunday .. 6 = Saturday).
 * A numero opens when the one before it closes (so a game always has one numero taking bets), closes
 * `closeSeconds` before its draw, and is named by its local draw date, and time when the game draws more than once
 * a day: `20261123-0931` (interval), `20261123` (daily, weekly).
 * On a daylight-saving day a wall time that does not exist is drawn as much later as the clocks jumped, and one that
 * occurs twice at its first occurrence (as src/jobs/period.ts does).
 */
export interface GameSchedule {
  scheduleKind: LotteryScheduleKind;
  intervalMinutes: number | null;
  drawTime: string;
  weekDays: number[] | null;
  timeZone: string;
  closeSeconds: number;
}

export interface PlannedNumero {
  numero: string;
  openAt: Date;
  closeAt: Date;
  drawAt: Date;
}

const MINUTE_MS = 60_000;

/** Local minutes of the day at which the game draws on a local day (UTC midnight of that calendar date). */
function drawMinutes(s: GameSchedule, day: number): number[] {
  const [h, m] = s.drawTime.split(':').map(Number);
  const first = (h ?? 0) * 60 + (m ?? 0);
  if (s.scheduleKind === 'interval') {
    const step = s.intervalMinutes ?? 0;
    if (!(step >= 1)) throw new Error('interval schedule without intervalMinutes');
    const out: number[] = [];
    for (let t = first; t < 1440; t += step) out.push(t);
    return out;
  }
  if (s.scheduleKind === 'weekly' && !(s.weekDays ?? []).includes(new Date(day).getUTCDay())) return [];
  return [first];
}

/** The instant whose wall-clock time in the zone is `wall` (written as if UTC). */
function instantOf(wall: number, timeZone: string): number {
  const before = wall - zoneOffsetMs(new Date(wall - DAY_MS), timeZone);
  const after = wall - zoneOffsetMs(new Date(wall + DAY_MS), timeZone);
  if (before === after) return before;
  const exact = [before, after].filter((t) => t + zoneOffsetMs(new Date(t), timeZone) === wall);
  return exact.length > 0 ? Math.min(...exact) : Math.max(before, after);
}

/** Draw instants of one local day, ascending. One offset serves the whole day unless the offset changes near it. */
function drawsOfDay(s: GameSchedule, day: number): number[] {
  const minutes = drawMinutes(s, day);
  if (minutes.length === 0) return [];
  const early = zoneOffsetMs(new Date(day - DAY_MS), s.timeZone);
  const late = zoneOffsetMs(new Date(day + 2 * DAY_MS), s.timeZone);
  const draws =
    early === late
      ? minutes.map((t) => day + t * MINUTE_MS - early)
      : minutes.map((t) => instantOf(day + t * MINUTE_MS, s.timeZone));
  return [...new Set(draws)].sort((a, b) => a - b);
}

const localDayOf = (t: number, timeZone: string) => {
  const local = t + zoneOffsetMs(new Date(t), timeZone);
  return local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
};

function nameOf(s: GameSchedule, drawAt: number): string {
  const local = new Date(drawAt + zoneOffsetMs(new Date(drawAt), s.timeZone)).toISOString();
  const date = local.slice(0, 10).replaceAll('-', '');
  return s.scheduleKind === 'interval' ? `${date}-${local.slice(11, 13)}${local.slice(14, 16)}` : date;
}

/** How far back the draw before a window may lie: a day and an interval, or a week and a day. */
function lookBackMs(s: GameSchedule): number {
  if (s.scheduleKind === 'interval') return DAY_MS + (s.intervalMinutes ?? 0) * MINUTE_MS;
  return (s.scheduleKind === 'weekly' ? 8 : 2) * DAY_MS;
}

/** Every numero whose draw lies in (from, to], each with its open, close and draw times, in draw order. */
export function planNumeros(s: GameSchedule, from: Date, to: Date): PlannedNumero[] {
  const start = from.getTime() - lookBackMs(s);
  const draws: number[] = [];
  for (let day = localDayOf(start, s.timeZone); day <= localDayOf(to.getTime(), s.timeZone) + DAY_MS; day += DAY_MS) {
    for (const t of drawsOfDay(s, day)) if (t > start && t <= to.getTime()) draws.push(t);
  }
  const closeMs = s.closeSeconds * 1000;
  const out: PlannedNumero[] = [];
  for (let i = 1; i < draws.length; i++) {
    const drawAt = draws[i] as number;
    if (drawAt <= from.getTime()) continue;
    out.push({
      numero: nameOf(s, drawAt),
      openAt: new Date((draws[i - 1] as number) - closeMs),
      closeAt: new Date(drawAt - closeMs),
      drawAt: new Date(drawAt),
    });
  }
  return out;
}
