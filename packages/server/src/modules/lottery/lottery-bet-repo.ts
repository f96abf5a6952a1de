import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerTransfers } from '../../db/schema.js';
import { lotteryGames, lotteryNumeros } from '../../db/schema-lottery.js';
import {
  type LotteryBetState,
  lotteryBets,
  lotteryChaseSteps,
  lotteryChases,
  lotteryLimits,
  lotteryMemberSeries,
  lotteryOddsTables,
  lotterySeriesRanges,
} from '../../db/schema-lottery-bets.js';
import { CHASEABLE } from './lottery-repo.js';

export type LotteryBetRow = typeof lotteryBets.$inferSelect;
export type NewLotteryBet = typeof lotteryBets.$inferInsert;
export type LotteryChaseRow = typeof lotteryChases.$inferSelect;
export type ChaseStepRow = typeof lotteryChaseSteps.$inferSelect;
export type LotteryLimitRow = typeof lotteryLimits.$inferSelect;

/** Channel of settled bets (http/live-events.ts pushes a `lotteryBet` event to the member's tabs). */
export const LOTTERY_BET_CHANNEL = 'wl_lottery_bet';

/** What settlement reads of an open bet (openToSettle): what judging it and moving its money take. */
export type SettlingBet = Pick<
  LotteryBetRow,
  'id' | 'brandId' | 'memberId' | 'playCode' | 'selection' | 'unitStake' | 'multiple' | 'odds' | 'stake' | 'chaseId'
>;

export interface LotteryBetNotice {
  memberIds: number[];
  gameCode: string;
  numero: string;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/** The SQL of lottery betting: series, limits, bets, chases. Writes take the caller's transaction. */
export function createLotteryBetRepo(db: Db) {
  return {
    async seriesRange(brandId: number, tx: Db = db) {
      const [row] = await tx.select().from(lotterySeriesRanges).where(eq(lotterySeriesRanges.brandId, brandId));
      return row ?? null;
    },

    /** The own series, where set, of each of these members (a chain from the team module), in the order given. */
    async seriesOf(memberIds: readonly number[], tx: Db = db): Promise<{ memberId: number; series: number | null }[]> {
      if (memberIds.length === 0) return [];
      const rows = await tx
        .select({ memberId: lotteryMemberSeries.memberId, series: lotteryMemberSeries.series })
        .from(lotteryMemberSeries)
        .where(inArray(lotteryMemberSeries.memberId, [...memberIds]));
      const own = new Map(rows.map((r) => [r.memberId, r.series]));
      return memberIds.map((memberId) => ({ memberId, series: own.get(memberId) ?? null }));
    },

    /** The highest own series among these members (a member's direct downlines), or null. */
    async maxSeriesOf(memberIds: readonly number[], tx: Db = db): Promise<number | null> {
      if (memberIds.length === 0) return null;
      const [row] = await tx
        .select({ series: sql<number | null>`max(${lotteryMemberSeries.series})` })
        .from(lotteryMemberSeries)
        .where(inArray(lotteryMemberSeries.memberId, [...memberIds]));
      return row?.series === null || row?.series === undefined ? null : Number(row.series);
    },

    async setSeries(values: { memberId: number; brandId: number; series: number; at: Date }, tx: Db) {
      await tx
        .insert(lotteryMemberSeries)
        .values({ ...values, updatedAt: values.at })
        .onConflictDoUpdate({
          target: lotteryMemberSeries.memberId,
          set: { series: values.series, updatedAt: values.at },
        });
    },

    /** The limit rows of a game: its own ('*') and those of its plays. */
    async limitsOfGame(gameId: number, tx: Db = db): Promise<LotteryLimitRow[]> {
      return tx.select().from(lotteryLimits).where(eq(lotteryLimits.gameId, gameId));
    },

    /** The odds tables the game publishes, by play (lottery-odds-tables.ts). */
    async oddsTablesOfGame(gameId: number, tx: Db = db): Promise<Map<string, Record<string, number>>> {
      const rows = await tx
        .select({ playCode: lotteryOddsTables.playCode, odds4: lotteryOddsTables.odds4 })
        .from(lotteryOddsTables)
        .where(eq(lotteryOddsTables.gameId, gameId));
      return new Map(rows.map((r) => [r.playCode, r.odds4]));
    },

    async upsertLimit(values: typeof lotteryLimits.$inferInsert, tx: Db = db) {
      const { gameId, playCode, ...rest } = values;
      await tx
        .insert(lotteryLimits)
        .values(values)
        .onConflictDoUpdate({ target: [lotteryLimits.gameId, lotteryLimits.playCode], set: rest });
    },

    /**
     * Locks a chase's later numeros FOR SHARE (a schedule change, lottery-desk-schedule-repo.ts, deletes only
     * upcoming numeros it has locked FOR UPDATE and no step refers to) and answers how many still exist upcoming or
     * open: fewer than asked means a schedule change removed one since they were read.
     */
    async lockChasedNumeros(numeroIds: number[], tx: Db): Promise<number> {
      if (numeroIds.length === 0) return 0;
      const rows = await tx
        .select({ id: lotteryNumeros.id })
        .from(lotteryNumeros)
        .where(and(inArray(lotteryNumeros.id, numeroIds), inArray(lotteryNumeros.state, ['upcoming', 'open'])))
        .for('share');
      return rows.length;
    },

    /**
     * Locks the numero against its draw and its cancellation until the transaction ends (FOR SHARE: bets wait for
     * no one, the UPDATE that draws or cancels it waits for every bet in flight), and answers it.
     */
    async lockNumeroForBets(numeroId: number, tx: Db) {
      const [row] = await tx
        .select({
          id: lotteryNumeros.id,
          numero: lotteryNumeros.numero,
          state: lotteryNumeros.state,
          openAt: lotteryNumeros.openAt,
          closeAt: lotteryNumeros.closeAt,
          drawAt: lotteryNumeros.drawAt,
        })
        .from(lotteryNumeros)
        .where(eq(lotteryNumeros.id, numeroId))
        .for('share');
      return row ?? null;
    },

    /** The next numeros of a game after one, by draw time (a chase's later numeros). */
    async numerosAfter(gameId: number, drawAt: Date, limit: number, tx: Db = db) {
      return tx
        .select({ id: lotteryNumeros.id, numero: lotteryNumeros.numero })
        .from(lotteryNumeros)
        .where(
          and(
            eq(lotteryNumeros.gameId, gameId),
            gt(lotteryNumeros.drawAt, drawAt),
            inArray(lotteryNumeros.state, [...CHASEABLE]),
          ),
        )
        .orderBy(asc(lotteryNumeros.drawAt))
        .limit(limit);
    },

    /** What the member already staked, and could be paid at worst, per play on a numero (open bets). */
    async memberNumeroTotals(memberId: number, numeroId: number, tx: Db) {
      return tx
        .select({
          playCode: lotteryBets.playCode,
          stake: sql<string>`sum(${lotteryBets.stake})`,
          maxPayout: sql<string>`sum(${lotteryBets.maxPayout})`,
        })
        .from(lotteryBets)
        .where(
          and(eq(lotteryBets.memberId, memberId), eq(lotteryBets.numeroId, numeroId), eq(lotteryBets.status, 'open')),
        )
        .groupBy(lotteryBets.playCode);
    },

    async insertBets(rows: NewLotteryBet[], tx: Db): Promise<LotteryBetRow[]> {
      return rows.length === 0 ? [] : tx.insert(lotteryBets).values(rows).returning();
    },

    async betOfMember(memberId: number, betId: number, tx: Db = db) {
      const [row] = await tx
        .select({ bet: lotteryBets, game: lotteryGames })
        .from(lotteryBets)
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryBets.gameId))
        .where(and(eq(lotteryBets.id, betId), eq(lotteryBets.memberId, memberId)));
      return row ?? null;
    },

    /** Of these bets, those still open, locked until the transaction ends (a member's cancel), in id order. */
    async lockOpenBets(ids: number[], tx: Db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const result = await tx.execute(sql`
        select id from ${lotteryBets} where id = any(${`{${ids.join(',')}}`}::bigint[]) and status = 'open'
        order by id for update`);
      return new Set(rowsOf<{ id: string | number }>(result).map((r) => Number(r.id)));
    },

    /**
     * The guarded close of open bets with their outcome and the transfer that moved their money (none for a loss):
     * only rows still open change, so a second settlement (or a cancel racing a refund) changes nothing. One
     * statement, so each row is written once. Answers the ids it closed (a batch of thousands is not read back:
     * the caller has the rest). The `= any` beside the join lets the planner find the batch's rows by their key
     * rather than read the whole table (a settlement closes 100,000 bets in batches).
     */
    async closeBets(
      closes: {
        id: number;
        status: LotteryBetState;
        winningUnits: number;
        payout: number;
        closeTransferId: number | null;
      }[],
      at: Date,
      tx: Db,
    ): Promise<Set<number>> {
      if (closes.length === 0) return new Set();
      const ids = `{${closes.map((c) => c.id).join(',')}}`;
      const result = await tx.execute(sql`
        update ${lotteryBets} b set status = v.status, winning_units = v.winning_units, payout = v.payout,
          close_transfer_id = v.close_transfer_id, settled_at = ${at.toISOString()}::timestamptz
        from unnest(${ids}::bigint[],
          ${`{${closes.map((c) => c.status).join(',')}}`}::text[],
          ${`{${closes.map((c) => c.winningUnits).join(',')}}`}::int[],
          ${`{${closes.map((c) => c.payout).join(',')}}`}::bigint[],
          ${`{${closes.map((c) => c.closeTransferId ?? 'NULL').join(',')}}`}::bigint[])
          as v(id, status, winning_units, payout, close_transfer_id)
        where b.id = v.id and b.id = any(${ids}::bigint[]) and b.status = 'open'
        returning b.id`);
      return new Set(rowsOf<{ id: string | number }>(result).map((r) => Number(r.id)));
    },

    /**
     * Up to `limit` open bets of a numero after a bet id, in id order: settlement's rounds and a cancelled numero's
     * refunds. Only the columns settlement uses, read without the query builder's mapping (100,000 bets a numero).
     */
    async openToSettle(numeroId: number, afterId: number, limit: number, tx: Db = db): Promise<SettlingBet[]> {
      const result = await tx.execute(sql`
        select id, brand_id, member_id, play_code, selection, unit_stake, multiple, odds, stake, chase_id
        from ${lotteryBets}
        where numero_id = ${numeroId} and status = 'open' and id > ${afterId}
        order by id limit ${limit}`);
      return rowsOf<Record<string, unknown>>(result).map((r) => ({
        id: Number(r.id),
        brandId: Number(r.brand_id),
        memberId: Number(r.member_id),
        playCode: r.play_code as string,
        selection: r.selection as string[][],
        unitStake: Number(r.unit_stake),
        multiple: Number(r.multiple),
        odds: r.odds as SettlingBet['odds'],
        stake: Number(r.stake),
        chaseId: r.chase_id === null ? null : Number(r.chase_id),
      }));
    },

    /** Drawn numeros that still have open bets, oldest first, with what settling them needs. */
    async drawnWithOpenBets(limit: number, tx: Db = db) {
      const result = await tx.execute(sql`
        select n.id from ${lotteryNumeros} n
        where n.state = 'drawn' and exists (
          select 1 from ${lotteryBets} b where b.numero_id = n.id and b.status = 'open')
        order by n.draw_at limit ${limit}`);
      return rowsOf<{ id: string | number }>(result).map((r) => Number(r.id));
    },

    async numeroWithGame(numeroId: number, tx: Db = db) {
      const [row] = await tx
        .select({ numero: lotteryNumeros, game: lotteryGames })
        .from(lotteryNumeros)
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryNumeros.gameId))
        .where(eq(lotteryNumeros.id, numeroId));
      return row ?? null;
    },

    /** A member's lottery bets, newest first, optionally of one game and numero. */
    async betsOfMember(
      memberId: number,
      filter: { gameId?: number | undefined; numeroId?: number | undefined },
      page: { limit: number; offset: number },
    ) {
      const where = and(
        eq(lotteryBets.memberId, memberId),
        filter.gameId === undefined ? undefined : eq(lotteryBets.gameId, filter.gameId),
        filter.numeroId === undefined ? undefined : eq(lotteryBets.numeroId, filter.numeroId),
      );
      const rows = await db
        .select({ bet: lotteryBets, gameCode: lotteryGames.gameCode, numero: lotteryNumeros.numero })
        .from(lotteryBets)
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryBets.gameId))
        .innerJoin(lotteryNumeros, eq(lotteryNumeros.id, lotteryBets.numeroId))
        .where(where)
        .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: sql<string>`count(*)` }).from(lotteryBets).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The games the member bet on lately, the latest first (spec 7 "recent"). */
    async recentGames(memberId: number, limit: number) {
      const result = await db.execute(sql`
        select g.game_code as "gameCode", max(b.placed_at) as "lastPlayed" from ${lotteryBets} b
        join ${lotteryGames} g on g.id = b.game_id
        where b.member_id = ${memberId} and g.enabled
        group by g.game_code order by 2 desc limit ${limit}`);
      return rowsOf<{ gameCode: string; lastPlayed: string | Date }>(result);
    },

    async insertChase(values: typeof lotteryChases.$inferInsert, tx: Db): Promise<LotteryChaseRow> {
      const [row] = await tx.insert(lotteryChases).values(values).returning();
      if (!row) throw new Error('chase not inserted');
      return row;
    },

    /**
     * The bets a slip placed with this stake key on a numero, in id order (a slip sent again with its request id):
     * null when the key was never used; none when it was used for another numero.
     */
    async slipOfStakeKey(
      slip: { brandId: number; memberId: number; numeroId: number; key: string },
      tx: Db,
    ): Promise<LotteryBetRow[] | null> {
      const [transfer] = await tx
        .select({ id: ledgerTransfers.id })
        .from(ledgerTransfers)
        .where(and(eq(ledgerTransfers.brandId, slip.brandId), eq(ledgerTransfers.idempotencyKey, slip.key)));
      if (!transfer) return null;
      return tx
        .select()
        .from(lotteryBets)
        .where(
          and(
            eq(lotteryBets.memberId, slip.memberId),
            eq(lotteryBets.numeroId, slip.numeroId),
            eq(lotteryBets.stakeTransferId, transfer.id),
          ),
        )
        .orderBy(asc(lotteryBets.id));
    },

    /** A chase with its later numeros in order (what its slip answered). */
    async chaseWithSteps(chaseId: number, tx: Db) {
      const [chase] = await tx.select().from(lotteryChases).where(eq(lotteryChases.id, chaseId));
      if (!chase) return null;
      const steps = await tx
        .select({ numero: lotteryNumeros.numero, multiple: lotteryChaseSteps.multiple, stake: lotteryChaseSteps.stake })
        .from(lotteryChaseSteps)
        .innerJoin(lotteryNumeros, eq(lotteryNumeros.id, lotteryChaseSteps.numeroId))
        .where(eq(lotteryChaseSteps.chaseId, chaseId))
        .orderBy(asc(lotteryChaseSteps.seq));
      return { chase, steps };
    },

    async setChaseHoldTransfer(chaseId: number, transferId: number, tx: Db) {
      await tx.update(lotteryChases).set({ holdTransferId: transferId }).where(eq(lotteryChases.id, chaseId));
    },

    async insertSteps(rows: (typeof lotteryChaseSteps.$inferInsert)[], tx: Db): Promise<ChaseStepRow[]> {
      return rows.length === 0 ? [] : tx.insert(lotteryChaseSteps).values(rows).returning();
    },

    /** Pending steps whose numero is drawn, cancelled, or past its close (they can no longer be played). */
    async stepsDue(now: Date, limit: number, tx: Db = db) {
      return tx
        .select({ step: lotteryChaseSteps, chase: lotteryChases, numero: lotteryNumeros })
        .from(lotteryChaseSteps)
        .innerJoin(lotteryChases, eq(lotteryChases.id, lotteryChaseSteps.chaseId))
        .innerJoin(lotteryNumeros, eq(lotteryNumeros.id, lotteryChaseSteps.numeroId))
        .where(
          and(
            eq(lotteryChaseSteps.state, 'pending'),
            sql`${lotteryNumeros.openAt} <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(lotteryChaseSteps.id))
        .limit(limit);
    },

    /** Pending steps of a chase. */
    async pendingSteps(chaseId: number, tx: Db) {
      return tx
        .select()
        .from(lotteryChaseSteps)
        .where(and(eq(lotteryChaseSteps.chaseId, chaseId), eq(lotteryChaseSteps.state, 'pending')))
        .orderBy(asc(lotteryChaseSteps.seq));
    },

    /** Pending steps on a numero (its cancellation releases them). */
    async pendingStepsOfNumero(numeroId: number, tx: Db) {
      return tx
        .select({ step: lotteryChaseSteps, chase: lotteryChases })
        .from(lotteryChaseSteps)
        .innerJoin(lotteryChases, eq(lotteryChases.id, lotteryChaseSteps.chaseId))
        .where(and(eq(lotteryChaseSteps.numeroId, numeroId), eq(lotteryChaseSteps.state, 'pending')));
    },

    /** Guarded move of a pending step to placed or released; false when it had moved already. */
    async finishStep(
      stepId: number,
      values: { state: 'placed' | 'released'; at: Date; releaseTransferId?: number },
      tx: Db,
    ): Promise<boolean> {
      const rows = await tx
        .update(lotteryChaseSteps)
        .set({ state: values.state, doneAt: values.at, releaseTransferId: values.releaseTransferId ?? null })
        .where(and(eq(lotteryChaseSteps.id, stepId), eq(lotteryChaseSteps.state, 'pending')))
        .returning({ id: lotteryChaseSteps.id });
      return rows.length > 0;
    },

    async setReleaseTransfer(stepId: number, transferId: number, tx: Db) {
      await tx.update(lotteryChaseSteps).set({ releaseTransferId: transferId }).where(eq(lotteryChaseSteps.id, stepId));
    },

    async lockChase(chaseId: number, tx: Db): Promise<LotteryChaseRow | null> {
      const [row] = await tx.select().from(lotteryChases).where(eq(lotteryChases.id, chaseId)).for('update');
      return row ?? null;
    },

    async setChaseState(chaseId: number, state: 'won' | 'done', tx: Db) {
      await tx.update(lotteryChases).set({ state }).where(eq(lotteryChases.id, chaseId));
    },

    async gameById(gameId: number, tx: Db = db) {
      const [row] = await tx.select().from(lotteryGames).where(eq(lotteryGames.id, gameId));
      return row ?? null;
    },
  };
}

export type LotteryBetRepo = ReturnType<typeof createLotteryBetRepo>;

/** Announces settled bets to their members' tabs at commit. */
export async function notifySettled(notice: LotteryBetNotice, tx: Db): Promise<void> {
  // A notification holds 8,000 bytes: a batch of thousands of members is told in several.
  for (let i = 0; i < notice.memberIds.length; i += NOTICE_MEMBERS) {
    const part = { ...notice, memberIds: notice.memberIds.slice(i, i + NOTICE_MEMBERS) };
    await tx.execute(sql`select pg_notify(${LOTTERY_BET_CHANNEL}, ${JSON.stringify(part)})`);
  }
}

/** Member ids per settlement notice: well under the 8,000 bytes of a notification. */
const NOTICE_MEMBERS = 500;
