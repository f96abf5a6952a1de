import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lotteryNumeros } from '../../db/schema-lottery.js';
import { type LotteryBetState, lotteryBets } from '../../db/schema-lottery-bets.js';
import { lotteryCorrectionBets, lotteryCorrections } from '../../db/schema-lottery-corrections.js';
import { operators } from '../../db/schema-operators.js';
import { LOTTERY_DRAW_CHANNEL, type LotteryDrawNotice } from './lottery-repo.js';

export type CorrectionRow = typeof lotteryCorrections.$inferSelect;
export type CorrectionBetRow = typeof lotteryCorrectionBets.$inferSelect;

const account = (column: 'proposed_by' | 'confirmed_by') =>
  sql<
    string | null
  >`(select o.account from ${operators} o where o.id = "lottery_corrections".${sql.raw(`"${column}"`)})`;

/** The SQL of result corrections (schema-lottery-corrections.ts). Writes take the caller's transaction. */
export function createLotteryCorrectionRepo(db: Db) {
  return {
    /** A numero's corrections, newest first, with both operators' accounts. */
    async ofNumero(numeroId: number, tx: Db = db) {
      return tx
        .select({
          correction: lotteryCorrections,
          proposedBy: account('proposed_by'),
          confirmedBy: account('confirmed_by'),
        })
        .from(lotteryCorrections)
        .where(eq(lotteryCorrections.numeroId, numeroId))
        .orderBy(desc(lotteryCorrections.id));
    },

    async byId(id: number, tx: Db = db) {
      const [row] = await tx
        .select({
          correction: lotteryCorrections,
          proposedBy: account('proposed_by'),
          confirmedBy: account('confirmed_by'),
        })
        .from(lotteryCorrections)
        .where(eq(lotteryCorrections.id, id));
      return row ?? null;
    },

    async proposedOf(numeroId: number, tx: Db = db): Promise<CorrectionRow | null> {
      const [row] = await tx
        .select()
        .from(lotteryCorrections)
        .where(and(eq(lotteryCorrections.numeroId, numeroId), eq(lotteryCorrections.state, 'proposed')));
      return row ?? null;
    },

    /** A new proposal; null when the numero already has one waiting (its unique index closes the race). */
    async insertProposal(values: typeof lotteryCorrections.$inferInsert, tx: Db): Promise<CorrectionRow | null> {
      const [row] = await tx.insert(lotteryCorrections).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The proposer's replacement of their own waiting proposal; null when it is no longer waiting or not theirs. */
    async replaceProposal(
      id: number,
      values: { newDraw: string[]; reason: string; operatorId: number; now: Date },
      tx: Db,
    ): Promise<CorrectionRow | null> {
      const [row] = await tx
        .update(lotteryCorrections)
        .set({ newDraw: values.newDraw, reason: values.reason, proposedAt: values.now })
        .where(
          and(
            eq(lotteryCorrections.id, id),
            eq(lotteryCorrections.state, 'proposed'),
            eq(lotteryCorrections.proposedBy, values.operatorId),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Withdraws a waiting proposal (its proposer only); null when refused. */
    async withdraw(id: number, operatorId: number, now: Date, tx: Db): Promise<CorrectionRow | null> {
      const [row] = await tx
        .update(lotteryCorrections)
        .set({ state: 'withdrawn', withdrawnAt: now })
        .where(
          and(
            eq(lotteryCorrections.id, id),
            eq(lotteryCorrections.state, 'proposed'),
            eq(lotteryCorrections.proposedBy, operatorId),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * The guarded confirmation: still waiting, proposed by someone else, and that very draw. Null when refused (a
     * second confirmation racing the first finds it confirmed already).
     */
    async confirm(id: number, values: { operatorId: number; draw: string[]; now: Date }, tx: Db) {
      const [row] = await tx
        .update(lotteryCorrections)
        .set({ state: 'confirmed', confirmedBy: values.operatorId, confirmedAt: values.now })
        .where(
          and(
            eq(lotteryCorrections.id, id),
            eq(lotteryCorrections.state, 'proposed'),
            ne(lotteryCorrections.proposedBy, values.operatorId),
            sql`${lotteryCorrections.newDraw} = ${JSON.stringify(values.draw)}::jsonb`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Gives the numero the confirmed correction's new draw, together with its id (the only change of a drawn result
     * the trigger of 0026 lets through), guarded by the old draw; announces the result at commit. False when the
     * numero's result is no longer the correction's old draw.
     */
    async applyToNumero(
      correction: CorrectionRow,
      notice: Omit<LotteryDrawNotice, 'result' | 'drawnAt'>,
      tx: Db,
    ): Promise<boolean> {
      const rows = await tx
        .update(lotteryNumeros)
        .set({ result: correction.newDraw, correctionId: correction.id })
        .where(
          and(
            eq(lotteryNumeros.id, correction.numeroId),
            eq(lotteryNumeros.state, 'drawn'),
            sql`${lotteryNumeros.result} = ${JSON.stringify(correction.oldDraw)}::jsonb`,
          ),
        )
        .returning({ drawnAt: lotteryNumeros.drawnAt });
      const drawnAt = rows[0]?.drawnAt;
      if (!drawnAt) return false;
      const event: LotteryDrawNotice = { ...notice, result: correction.newDraw, drawnAt: drawnAt.toISOString() };
      await tx.execute(sql`select pg_notify(${LOTTERY_DRAW_CHANNEL}, ${JSON.stringify(event)})`);
      return true;
    },

    /**
     * Settled bets (won or lost) of a numero after a bet id that this correction has not re-judged yet, locked
     * FOR UPDATE, in id order.
     */
    async settledBetsToJudge(numeroId: number, correctionId: number, afterId: number, limit: number, tx: Db) {
      return tx
        .select()
        .from(lotteryBets)
        .where(
          and(
            eq(lotteryBets.numeroId, numeroId),
            inArray(lotteryBets.status, ['won', 'lost']),
            gt(lotteryBets.id, afterId),
            sql`not exists (select 1 from ${lotteryCorrectionBets} cb
              where cb.correction_id = ${correctionId} and cb.bet_id = ${lotteryBets.id})`,
          ),
        )
        .orderBy(asc(lotteryBets.id))
        .limit(limit)
        .for('update');
    },

    /** The bet's corrected outcome (guarded by the outcome it had); false when it had changed. */
    async rejudgeBet(
      bet: { id: number; status: LotteryBetState; payout: number },
      next: { status: 'won' | 'lost'; winningUnits: number; payout: number },
      tx: Db,
    ): Promise<boolean> {
      const rows = await tx
        .update(lotteryBets)
        .set(next)
        .where(and(eq(lotteryBets.id, bet.id), eq(lotteryBets.status, bet.status), eq(lotteryBets.payout, bet.payout)))
        .returning({ id: lotteryBets.id });
      return rows.length > 0;
    },

    async insertCorrectionBet(values: typeof lotteryCorrectionBets.$inferInsert, tx: Db): Promise<void> {
      await tx.insert(lotteryCorrectionBets).values(values);
    },

    /** The correction's totals from its bets' rows. */
    async writeTotals(correctionId: number, tx: Db): Promise<CorrectionRow | null> {
      const [row] = await tx
        .update(lotteryCorrections)
        .set({
          betsChanged: sql`(select count(*)::int from ${lotteryCorrectionBets} cb where cb.correction_id = ${correctionId})`,
          paidMore: sql`(select coalesce(sum(greatest(cb.moved, 0)), 0) from ${lotteryCorrectionBets} cb
            where cb.correction_id = ${correctionId})`,
          takenBack: sql`(select coalesce(sum(greatest(-cb.moved, 0)), 0) from ${lotteryCorrectionBets} cb
            where cb.correction_id = ${correctionId})`,
          unrecovered: sql`(select coalesce(sum(cb.unrecovered), 0) from ${lotteryCorrectionBets} cb
            where cb.correction_id = ${correctionId})`,
        })
        .where(eq(lotteryCorrections.id, correctionId))
        .returning();
      return row ?? null;
    },

    /** The bets a correction changed, in bet order. */
    async betsOf(correctionId: number, tx: Db = db): Promise<CorrectionBetRow[]> {
      return tx
        .select()
        .from(lotteryCorrectionBets)
        .where(eq(lotteryCorrectionBets.correctionId, correctionId))
        .orderBy(asc(lotteryCorrectionBets.betId));
    },
  };
}

/**
 * The numero's current result, read FOR SHARE inside a settlement batch's transaction: a correction's UPDATE of the
 * result waits for the batch, and a batch that started after it sees the corrected result (lottery-settlement.ts).
 */
export async function lockedResult(numeroId: number, tx: Db): Promise<string[] | null> {
  const [row] = await tx
    .select({ result: lotteryNumeros.result })
    .from(lotteryNumeros)
    .where(eq(lotteryNumeros.id, numeroId))
    .for('share');
  return row?.result ?? null;
}

export type LotteryCorrectionRepo = ReturnType<typeof createLotteryCorrectionRepo>;
