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
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, ledgerTransfers, members } from './schema.js';
import { lotteryGames, lotteryNumeros } from './schema-lottery.js';

/**
 * Lottery betting (design.md "Lottery"): prize groups (series), limits, bets, chases. Amounts in ledger units (0.0001).
 * Every bet also has its row in `bets` (source kind `lottery_bet`).
 */

/**
 * A brand's prize-group range (design.md "Lottery": "the brand sets the range, e.g. 1700 to 1980, and the default
 * for direct members"). A brand without a row has the range of `lottery-series.ts` (1700..1980, default 1950).
 */
export const lotterySeriesRanges = pgTable(
  'lottery_series_ranges',
  {
    brandId: integer('brand_id')
      .primaryKey()
      .references(() => brands.id),
    seriesMin: integer('series_min').notNull(),
    seriesMax: integer('series_max').notNull(),
    seriesDefault: integer('series_default').notNull(),
  },
  (t) => [
    check(
      'lottery_series_ranges_order',
      sql`1 <= ${t.seriesMin} and ${t.seriesMin} <= ${t.seriesDefault} and ${t.seriesDefault} <= ${t.seriesMax} and ${t.seriesMax} <= 2000`,
    ),
  ],
);

/**
 * A member's own series, when one was set (by the agent centre or the console); a member without a row plays at
 * the brand's default, never above the upline's series (lottery-series.ts).
 */
export const lotteryMemberSeries = pgTable(
  'lottery_member_series',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    series: integer('series').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('lottery_member_series_range', sql`${t.series} between 1 and 2000`)],
);

/**
 * Limits of a game (`play_code` '*') or of one play of it (docs/lottery.md "Plays, units and odds"): a null column
 * falls back to the game's row, then to the defaults of `lottery-limits.ts`. The console's lottery desk edits them.
 */
export const lotteryLimits = pgTable(
  'lottery_limits',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    playCode: text('play_code').notNull().default('*'),
    unitStakeMin: bigint('unit_stake_min', { mode: 'number' }),
    unitStakeMax: bigint('unit_stake_max', { mode: 'number' }),
    unitsMax: integer('units_max'),
    /** What one member may stake on one numero in this play (or, on the '*' row, in each play). */
    numeroStakeMax: bigint('numero_stake_max', { mode: 'number' }),
    /** The worst-case payout of one member's bets of this play on one numero. */
    numeroPayoutMax: bigint('numero_payout_max', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_limits_game_play').on(t.gameId, t.playCode),
    check(
      'lottery_limits_positive',
      sql`coalesce(${t.unitStakeMin}, 1) > 0 and coalesce(${t.unitStakeMax}, 1) > 0 and coalesce(${t.unitsMax}, 1) > 0 and coalesce(${t.numeroStakeMax}, 1) > 0 and coalesce(${t.numeroPayoutMax}, 1) > 0`,
    ),
  ],
);

/**
 * A game's published odds table for one of its table plays (lottery-plays.md: "Plays marked *table* have odds set by
 * the operator in a published table per game"): odds4 (1/10000) by the play's keys, `XIEN2` for VN_XIEN2, the tiers
 * for SEA4D_BIG and SEA4D_SMALL. A play without a row pays the rules package's `defaultTable`. A row per play rather
 * than a column of the game: each table is set, audited and cleared on its own, and a game without table plays has
 * none. Bets freeze their odds when placed, so a change here never reaches a placed bet.
 */
export const lotteryOddsTables = pgTable(
  'lottery_odds_tables',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    playCode: text('play_code').notNull(),
    odds4: jsonb('odds4').$type<Record<string, number>>().notNull(),
    /** Who set it, as the audit log names them (an operator's account, or cli:<user>). */
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.playCode] })],
);

/** A chase: the same items on the next numeros, with a multiple per numero, maybe stopping after a win. */
export const CHASE_STATES = ['running', 'won', 'done'] as const;
export type ChaseState = (typeof CHASE_STATES)[number];

export const lotteryChases = pgTable(
  'lottery_chases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    /** The slip's items as placed (play, selection, unit stake, multiple, units, odds, series...). */
    items: jsonb('items').$type<unknown[]>().notNull(),
    stopOnWin: boolean('stop_on_win').notNull(),
    state: text('state').$type<ChaseState>().notNull().default('running'),
    /** The stake of every later numero, held apart from the main wallet when the chase was placed. */
    held: bigint('held', { mode: 'number' }).notNull(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lottery_chases_member').on(t.memberId, t.createdAt),
    check('lottery_chases_state', sql`${t.state} in ('running', 'won', 'done')`),
    check('lottery_chases_held', sql`${t.held} > 0`),
  ],
);

/**
 * One later numero of a chase: pending (its stake held) until its numero opens, then placed (its bets made from the
 * hold) or released (its stake back to the wallet: the chase stopped after a win, or the numero was cancelled or
 * closed before the bets could be placed).
 */
export const CHASE_STEP_STATES = ['pending', 'placed', 'released'] as const;
export type ChaseStepState = (typeof CHASE_STEP_STATES)[number];

export const lotteryChaseSteps = pgTable(
  'lottery_chase_steps',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chaseId: bigint('chase_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryChases.id),
    numeroId: bigint('numero_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryNumeros.id),
    /** 1 for the first later numero. */
    seq: integer('seq').notNull(),
    /** Times every item's own multiple on this numero. */
    multiple: integer('multiple').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    state: text('state').$type<ChaseStepState>().notNull().default('pending'),
    /** The release of its stake (released steps). */
    releaseTransferId: bigint('release_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_chase_steps_seq').on(t.chaseId, t.seq),
    index('lottery_chase_steps_pending').on(t.numeroId).where(sql`${t.state} = 'pending'`),
    check('lottery_chase_steps_state', sql`${t.state} in ('pending', 'placed', 'released')`),
    check('lottery_chase_steps_amounts', sql`${t.multiple} > 0 and ${t.stake} > 0`),
  ],
);

/** A lottery bet's life: open, then won, lost, cancelled or refunded. */
export const LOTTERY_BET_STATES = ['open', 'won', 'lost', 'cancelled', 'refunded'] as const;
export type LotteryBetState = (typeof LOTTERY_BET_STATES)[number];

/**
 * One item of a slip on one numero. `odds` are the odds4 (lottery odds in 1/10000) at the member's series when the
 * bet was placed: settlement pays with them. `upline_series` is the series of each upline from the direct one up
 * (`[{ memberId, series }]`), for the agent centre's rebates (design.md "Lottery").
 */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    numeroId: bigint('numero_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryNumeros.id),
    playCode: text('play_code').notNull(),
    selection: jsonb('selection').$type<string[][]>().notNull(),
    units: integer('units').notNull(),
    unitStake: bigint('unit_stake', { mode: 'number' }).notNull(),
    multiple: integer('multiple').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    odds: jsonb('odds').$type<number | Record<string, number>>().notNull(),
    /** The worst-case payout of the item (lottery-exposure.ts), what the payout limit counts. */
    maxPayout: bigint('max_payout', { mode: 'number' }).notNull(),
    series: integer('series').notNull(),
    uplineSeries: jsonb('upline_series').$type<{ memberId: number; series: number }[]>().notNull(),
    status: text('status').$type<LotteryBetState>().notNull().default('open'),
    winningUnits: integer('winning_units').notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    chaseId: bigint('chase_id', { mode: 'number' }).references(() => lotteryChases.id),
    /** The transfer that took its stake (shared by the items of one slip, or of one chase step). */
    stakeTransferId: bigint('stake_transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    /** Its payout (won) or refund (cancelled, refunded); none for a loss. */
    closeTransferId: bigint('close_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('lottery_bets_numero_open').on(t.numeroId, t.id).where(sql`${t.status} = 'open'`),
    /** Every bet of a numero, whatever its status: the desk's counts and the settlement view. */
    index('lottery_bets_numero').on(t.numeroId),
    index('lottery_bets_member_numero').on(t.memberId, t.numeroId),
    index('lottery_bets_member_placed').on(t.memberId, t.placedAt),
    check('lottery_bets_status', sql`${t.status} in ('open', 'won', 'lost', 'cancelled', 'refunded')`),
    check(
      'lottery_bets_amounts',
      sql`${t.units} > 0 and ${t.unitStake} > 0 and ${t.multiple} > 0 and ${t.stake} = ${t.units} * ${t.unitStake} * ${t.multiple} and ${t.payout} >= 0`,
    ),
    // Its close transfer is written after the guarded close of its status; `ledger check` reconciles the two.
    check('lottery_bets_closed', sql`(${t.status} = 'open') = (${t.settledAt} is null)`),
  ],
);
