import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands } from './schema.js';
import { operators } from './schema-operators.js';

/**
 * The lottery's games and numeros (design.md "Lottery"). Families and their draw shapes are the rules package's
 * (`@wl/rules/lottery/families`); bets and settlement come in a later slice.
 */

/** Spec 4 "Prize modes seen: LOTT, ZY, ELOTT, SEA". */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ELOTT', 'SEA', 'ZY'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

/** In-house games are drawn by our provably fair draw; official ones take the result of an outside lottery. */
export const LOTTERY_SOURCES = ['in_house', 'official'] as const;
export type LotterySource = (typeof LOTTERY_SOURCES)[number];

/**
 * Where an official game's results come from: `offline` is the built-in stand-in for an outside feed (results derived
 * by the rules package's draw from the game's `feed_secret`, for demos and installs without a feed); `manual` means
 * an operator enters each result and a second one confirms it (lottery-results-service.ts); `http` means the
 * results provider pushes each result to `POST /feeds/lottery/results`, signed with the game's `feed_secret`
 * (lottery-feed-service.ts, migration 0026).
 */
export const LOTTERY_RESULT_FEEDS = ['offline', 'manual', 'http'] as const;
export type LotteryResultFeed = (typeof LOTTERY_RESULT_FEEDS)[number];

/**
 * When a game draws, in its time zone (lottery-schedule.ts): `interval` every N minutes from `draw_time` to the end
 * of each local day; `daily` at `draw_time`; `weekly` at `draw_time` on `week_days` (0 = Sunday .. 6 = Saturday).
 */
export const LOTTERY_SCHEDULE_KINDS = ['interval', 'daily', 'weekly'] as const;
export type LotteryScheduleKind = (typeof LOTTERY_SCHEDULE_KINDS)[number];

/** A numero's life: upcoming until it opens, open for bets, closed before its draw, then drawn or cancelled. */
export const NUMERO_STATES = ['upcoming', 'open', 'closed', 'drawn', 'cancelled'] as const;
export type NumeroState = (typeof NUMERO_STATES)[number];

/** How a drawn numero got its result. */
export const NUMERO_RESULT_SOURCES = ['in_house', 'feed', 'operators'] as const;
export type NumeroResultSource = (typeof NUMERO_RESULT_SOURCES)[number];

export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** Upper-case letters, digits and `_`: it is part of the draw's HMAC message (`${gameCode}:${numero}:${round}`). */
    gameCode: text('game_code').notNull(),
    /** In English; the web translates by game code. */
    name: text('name').notNull(),
    family: text('family').notNull(),
    prizeMode: text('prize_mode').$type<LotteryPrizeMode>().notNull(),
    source: text('source').$type<LotterySource>().notNull(),
    /** Official games only. */
    resultsFeed: text('results_feed').$type<LotteryResultFeed>(),
    /** The feed's key (official games with `results_feed` 'offline' or 'http'): never in an answer or a log. */
    feedSecret: text('feed_secret'),
    scheduleKind: text('schedule_kind').$type<LotteryScheduleKind>().notNull(),
    intervalMinutes: integer('interval_minutes'),
    /** 'HH:MM' local time: the day's first draw (interval) or the draw (daily, weekly). */
    drawTime: text('draw_time').notNull(),
    weekDays: integer('week_days').array(),
    /** An IANA zone name (`Asia/Ho_Chi_Minh`). */
    timeZone: text('time_zone').notNull(),
    /** Betting closes this many seconds before each draw. */
    closeSeconds: integer('close_seconds').notNull().default(60),
    /** An official numero without a result this long after its draw is cancelled (and its bets refunded). */
    resultDeadlineMinutes: integer('result_deadline_minutes').notNull().default(360),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_games_brand_code').on(t.brandId, t.gameCode),
    check('lottery_games_code', sql`${t.gameCode} ~ '^[A-Z0-9_]{1,32}$'`),
    check(
      'lottery_games_family',
      sql`${t.family} in ('SSC', '11X5', 'PK10', 'K3', 'PC28', 'LHC', 'LF3D', 'VN_NORTH', 'VN_SOUTH', 'SEA4D')`,
    ),
    check('lottery_games_prize_mode', sql`${t.prizeMode} in ('LOTT', 'ELOTT', 'SEA', 'ZY')`),
    check(
      'lottery_games_source',
      sql`(${t.source} = 'in_house' and ${t.resultsFeed} is null) or (${t.source} = 'official' and ${t.resultsFeed} in ('offline', 'manual', 'http'))`,
    ),
    check(
      'lottery_games_feed_secret',
      sql`coalesce(${t.resultsFeed}, '') not in ('offline', 'http') or ${t.feedSecret} is not null`,
    ),
    check(
      'lottery_games_schedule',
      sql`(${t.scheduleKind} = 'interval' and ${t.intervalMinutes} between 1 and 1440) or (${t.scheduleKind} = 'daily') or (${t.scheduleKind} = 'weekly' and cardinality(${t.weekDays}) > 0)`,
    ),
    check('lottery_games_draw_time', sql`${t.drawTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('lottery_games_close_seconds', sql`${t.closeSeconds} >= 0`),
    check('lottery_games_deadline', sql`${t.resultDeadlineMinutes} > 0`),
  ],
);

/**
 * One draw of a game (glossary "numero"). `seed` (in-house) is the server seed, secret until the numero is drawn;
 * `seed_hash` is published from the start. A drawn result never changes: the trigger of the migration refuses it.
 * An official result is entered by one operator (`entered_*`) and confirmed by another (`confirmed_by`).
 */
export const lotteryNumeros = pgTable(
  'lottery_numeros',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    /** `20261123-0931` for games drawn several times a day, `20261123` for the others (local date and time). */
    numero: text('numero').notNull(),
    openAt: timestamp('open_at', { withTimezone: true }).notNull(),
    closeAt: timestamp('close_at', { withTimezone: true }).notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** Official numeros only: cancelled when still without a result at this time. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    state: text('state').$type<NumeroState>().notNull().default('upcoming'),
    seed: text('seed'),
    seedHash: text('seed_hash'),
    result: jsonb('result').$type<string[]>(),
    resultSource: text('result_source').$type<NumeroResultSource>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    enteredResult: jsonb('entered_result').$type<string[]>(),
    enteredBy: integer('entered_by').references(() => operators.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => operators.id),
    /**
     * The last confirmed correction of its official result (schema-lottery-corrections.ts): a drawn numero's
     * `result` changes only together with this id, to that correction's new draw (the trigger of migration 0026).
     */
    correctionId: bigint('correction_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('lottery_numeros_game_numero').on(t.gameId, t.numero),
    index('lottery_numeros_game_draw').on(t.gameId, t.drawAt),
    index('lottery_numeros_pending').on(t.drawAt).where(sql`${t.state} in ('upcoming', 'open', 'closed')`),
    check('lottery_numeros_state', sql`${t.state} in ('upcoming', 'open', 'closed', 'drawn', 'cancelled')`),
    check('lottery_numeros_times', sql`${t.openAt} <= ${t.closeAt} and ${t.closeAt} <= ${t.drawAt}`),
    check(
      'lottery_numeros_drawn',
      sql`(${t.state} = 'drawn') = (${t.result} is not null and ${t.drawnAt} is not null and ${t.resultSource} is not null)`,
    ),
    check('lottery_numeros_two_operators', sql`${t.confirmedBy} is null or ${t.confirmedBy} <> ${t.enteredBy}`),
  ],
);
