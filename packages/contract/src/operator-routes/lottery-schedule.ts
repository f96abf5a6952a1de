import { z } from 'zod';
import { int, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { brandCode, gameCode, LOTTERY_SCHEDULE_KINDS, lotteryDeskGame } from './lottery.js';

/**
 * A game's schedule and an official game's results feed on the lottery desk (design.md "Lottery": draw schedules;
 * official results from an operator's entry confirmed by a second operator, or a signed feed).
 */

export const LOTTERY_RESULT_FEEDS = ['offline', 'manual', 'http'] as const;

/** True when the runtime knows `zone` as an IANA time zone name (`Asia/Ho_Chi_Minh`, `UTC`). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const ref = { brand: brandCode(), game: gameCode() };

/** A schedule as lottery-schedule.ts reads it: interval minutes, or daily, or weekly days, at a local `HH:MM`. */
export const lotteryScheduleInput = z
  .object({
    ...ref,
    scheduleKind: z.enum(LOTTERY_SCHEDULE_KINDS),
    /** Interval games: minutes between draws, 1..1440 (the day's draws start at `drawTime`). */
    intervalMinutes: int(1).max(1440).nullable().optional(),
    drawTime: text().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'HH:MM'),
    /** Weekly games: 0 = Sunday .. 6 = Saturday, at least one. */
    weekDays: z.array(z.number().int().min(0).max(6)).max(7).nullable().optional(),
    timeZone: text().max(64).refine(isTimeZone, { message: 'an IANA time zone' }),
    /** Official games: a numero without a result this long after its draw is cancelled and refunded. */
    resultDeadlineMinutes: int(1).max(43_200),
  })
  .superRefine((v, ctx) => {
    if (v.scheduleKind === 'interval' && (v.intervalMinutes ?? null) === null) {
      ctx.addIssue({ code: 'custom', path: ['intervalMinutes'], message: 'required for an interval schedule' });
    }
    if (v.scheduleKind === 'weekly' && (v.weekDays ?? []).length === 0) {
      ctx.addIssue({ code: 'custom', path: ['weekDays'], message: 'at least one day' });
    }
  });

const keptNumero = z.object({
  numero: z.string(),
  state: z.enum(['upcoming', 'open', 'closed']),
  closeAt: z.string(),
  drawAt: z.string(),
  /** False when the numero keeps close and draw times the new schedule would not give it. */
  onGrid: z.boolean(),
});

const write = {
  auth: 'operator',
  brandScoped: true,
  area: 'lottery',
  method: 'POST',
  audited: true,
  tier: 'write',
  capability: 'lottery.manage',
} as const;

/** A feed change's answer: `feedKey` only when a new key was made (switch to http, or "new key"), never again. */
const feedAnswer = z.object({ game: lotteryDeskGame, feedKey: z.string().nullable() });

export const operatorLotteryScheduleRoutes = {
  lotteryDeskScheduleSet: operatorRoute({
    ...write,
    path: '/console/api/lottery/schedule/set',
    summary:
      "Changes a game's schedule, time zone and result deadline: its upcoming numeros that no bet or chase step " +
      'refers to are deleted and the new grid is created ahead at once; open, closed, drawn, cancelled and ' +
      'referred numeros keep their times (and their names: a new numero of the same name is not made)',
    request: lotteryScheduleInput,
    response: z.object({
      game: lotteryDeskGame,
      /** Upcoming numeros deleted, and numeros of the new grid created. */
      removed: z.number().int(),
      created: z.number().int(),
      /** Pending numeros kept as they were (open, closed, or upcoming with bets or chase steps), by draw time. */
      kept: z.array(keptNumero),
      /** Numeros of the new grid not made because a kept numero has their name. */
      clashes: z.array(z.string()),
    }),
  }),
  lotteryDeskFeedSet: operatorRoute({
    ...write,
    path: '/console/api/lottery/feed/set',
    summary:
      "Sets an official game's results feed: offline, manual (numeros past their draw wait for operator entry) or " +
      'http (a new feed key, answered once); in-house games have no feed',
    request: z.object({ ...ref, feed: z.enum(LOTTERY_RESULT_FEEDS) }),
    response: feedAnswer,
  }),
  lotteryDeskFeedKey: operatorRoute({
    ...write,
    path: '/console/api/lottery/feed/key',
    summary: "Makes a new key for an http-fed game's signed results feed (the old one stops working), answered once",
    request: z.object(ref),
    response: feedAnswer,
  }),
};
