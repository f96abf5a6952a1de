import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, ledgerTransfers, members } from './schema.js';
import { lotteryGames, lotteryNumeros } from './schema-lottery.js';
import { lotteryBets } from './schema-lottery-bets.js';
import { operators } from './schema-operators.js';

/**
 * Corrections of official lottery results (docs/lottery.md "Result corrections": a wrong official result is corrected
 * only by a documented reversal posting with both operators recorded; migration 0026). Amounts in ledger units
 * (0.0001).
 *
 * A correction is proposed by one operator with a reason, then confirmed by a different one entering the same draw
 * (or withdrawn by its proposer). Confirmed, it is the only way a drawn numero's result changes: the numero's
 * `result` moves from `old_draw` to `new_draw` together with its `correction_id` (the trigger of 0026 refuses any
 * other change), so a numero's history is the chain of its confirmed corrections from the first result on.
 */
export const CORRECTION_STATES = ['proposed', 'withdrawn', 'confirmed'] as const;
export type CorrectionState = (typeof CORRECTION_STATES)[number];

export const lotteryCorrections = pgTable(
  'lottery_corrections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => lotteryGames.id),
    numeroId: bigint('numero_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryNumeros.id),
    state: text('state').$type<CorrectionState>().notNull().default('proposed'),
    /** The numero's result when the correction was proposed; confirming needs it to still be the result. */
    oldDraw: jsonb('old_draw').$type<string[]>().notNull(),
    newDraw: jsonb('new_draw').$type<string[]>().notNull(),
    reason: text('reason').notNull(),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => operators.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    confirmedBy: integer('confirmed_by').references(() => operators.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** Totals of `lottery_correction_bets`, for the finance desk (written in the confirming transaction). */
    betsChanged: integer('bets_changed').notNull().default(0),
    /** Paid to members whose payout grew. */
    paidMore: bigint('paid_more', { mode: 'number' }).notNull().default(0),
    /** Taken back from members paid too much, as far as their wallets held it. */
    takenBack: bigint('taken_back', { mode: 'number' }).notNull().default(0),
    /** What members paid too much did not hold: owed to the house, never created nor destroyed. */
    unrecovered: bigint('unrecovered', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // One correction waits for confirmation per numero at a time (the race of two proposals is closed here).
    uniqueIndex('lottery_corrections_one_proposed').on(t.numeroId).where(sql`${t.state} = 'proposed'`),
    index('lottery_corrections_numero').on(t.numeroId, t.id),
    check('lottery_corrections_state', sql`${t.state} in ('proposed', 'withdrawn', 'confirmed')`),
    check('lottery_corrections_reason', sql`length(trim(${t.reason})) > 0`),
    check('lottery_corrections_two_operators', sql`${t.confirmedBy} is null or ${t.confirmedBy} <> ${t.proposedBy}`),
    check(
      'lottery_corrections_confirmed',
      sql`(${t.state} = 'confirmed') = (${t.confirmedBy} is not null and ${t.confirmedAt} is not null)`,
    ),
    check('lottery_corrections_withdrawn', sql`(${t.state} = 'withdrawn') = (${t.withdrawnAt} is not null)`),
    check(
      'lottery_corrections_totals',
      sql`${t.betsChanged} >= 0 and ${t.paidMore} >= 0 and ${t.takenBack} >= 0 and ${t.unrecovered} >= 0`,
    ),
  ],
);

/**
 * One bet re-judged by a confirmed correction: its outcome before and after (the bet row shows the corrected one,
 * this row keeps the original), and the money: `moved` is what the `lottery_correction` posting moved to the member
 * (negative when taken back), `unrecovered` what a member paid too much did not hold. Always
 * `new_payout - old_payout = moved - unrecovered`. Append-only (trigger of 0026).
 */
export const lotteryCorrectionBets = pgTable(
  'lottery_correction_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    correctionId: bigint('correction_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryCorrections.id),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryBets.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    oldStatus: text('old_status').notNull(),
    newStatus: text('new_status').notNull(),
    oldWinningUnits: integer('old_winning_units').notNull(),
    newWinningUnits: integer('new_winning_units').notNull(),
    oldPayout: bigint('old_payout', { mode: 'number' }).notNull(),
    newPayout: bigint('new_payout', { mode: 'number' }).notNull(),
    moved: bigint('moved', { mode: 'number' }).notNull(),
    unrecovered: bigint('unrecovered', { mode: 'number' }).notNull().default(0),
    /** The `lottery_correction` transfer (key `lottery:bet:<id>:correction:<correctionId>`); none when nothing moved. */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('lottery_correction_bets_bet').on(t.correctionId, t.betId),
    index('lottery_correction_bets_of_bet').on(t.betId, t.id),
    check(
      'lottery_correction_bets_status',
      sql`${t.oldStatus} in ('won', 'lost') and ${t.newStatus} in ('won', 'lost')`,
    ),
    check(
      'lottery_correction_bets_amounts',
      sql`${t.oldPayout} >= 0 and ${t.newPayout} >= 0 and ${t.unrecovered} >= 0 and ${t.newPayout} - ${t.oldPayout} = ${t.moved} - ${t.unrecovered} and (${t.moved} = 0) = (${t.transferId} is null) and (${t.unrecovered} = 0 or ${t.moved} <= 0)`,
    ),
  ],
);
