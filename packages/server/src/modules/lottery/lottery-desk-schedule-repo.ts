import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type LotteryResultFeed, lotteryGames, lotteryNumeros } from '../../db/schema-lottery.js';
import { lotteryBets, lotteryChaseSteps } from '../../db/schema-lottery-bets.js';
import type { LotteryGameRow } from './lottery-repo.js';

export interface ScheduleColumns {
  scheduleKind: LotteryGameRow['scheduleKind'];
  intervalMinutes: number | null;
  drawTime: string;
  weekDays: number[] | null;
  timeZone: string;
  resultDeadlineMinutes: number;
}

/** The SQL of a game's schedule and results feed changes (lottery-desk-schedule.ts), each in the caller's transaction. */
export function createLotteryDeskScheduleRepo() {
  return {
    /** The game's row, locked until the transaction ends: one schedule or feed change at a time. */
    async lockGame(gameId: number, tx: Db): Promise<LotteryGameRow | null> {
      const [row] = await tx.select().from(lotteryGames).where(eq(lotteryGames.id, gameId)).for('update');
      return row ?? null;
    },

    async setSchedule(gameId: number, values: ScheduleColumns, tx: Db): Promise<LotteryGameRow | null> {
      const [row] = await tx.update(lotteryGames).set(values).where(eq(lotteryGames.id, gameId)).returning();
      return row ?? null;
    },

    async setFeed(
      gameId: number,
      values: { resultsFeed: LotteryResultFeed; feedSecret: string | null },
      tx: Db,
    ): Promise<LotteryGameRow | null> {
      const [row] = await tx.update(lotteryGames).set(values).where(eq(lotteryGames.id, gameId)).returning();
      return row ?? null;
    },

    /**
     * Deletes the game's upcoming numeros that no bet and no chase step refers to; answers how many. The upcoming
     * rows are locked first (FOR UPDATE waits for a chase step being written, whose foreign key holds a share lock
     * on its numero), so the DELETE, a later statement with a fresh snapshot, sees every step committed before it.
     */
    async deleteFreeUpcoming(gameId: number, tx: Db): Promise<number> {
      await tx
        .select({ id: lotteryNumeros.id })
        .from(lotteryNumeros)
        .where(and(eq(lotteryNumeros.gameId, gameId), eq(lotteryNumeros.state, 'upcoming')))
        .for('update');
      const deleted = await tx
        .delete(lotteryNumeros)
        .where(
          and(
            eq(lotteryNumeros.gameId, gameId),
            eq(lotteryNumeros.state, 'upcoming'),
            sql`not exists (select 1 from ${lotteryBets} where ${lotteryBets.numeroId} = ${lotteryNumeros.id})`,
            sql`not exists (select 1 from ${lotteryChaseSteps} where ${lotteryChaseSteps.numeroId} = ${lotteryNumeros.id})`,
          ),
        )
        .returning({ id: lotteryNumeros.id });
      return deleted.length;
    },

    /** The game's numeros still waiting for their result (upcoming, open, closed), by draw time. */
    async pending(gameId: number, tx: Db) {
      return tx
        .select({
          numero: lotteryNumeros.numero,
          state: lotteryNumeros.state,
          closeAt: lotteryNumeros.closeAt,
          drawAt: lotteryNumeros.drawAt,
        })
        .from(lotteryNumeros)
        .where(and(eq(lotteryNumeros.gameId, gameId), inArray(lotteryNumeros.state, ['upcoming', 'open', 'closed'])))
        .orderBy(asc(lotteryNumeros.drawAt));
    },

    /** The game's numeros whose result one operator entered and a second has not confirmed yet, by draw time. */
    async entriesAwaitingConfirmation(gameId: number, tx: Db): Promise<string[]> {
      const rows = await tx
        .select({ numero: lotteryNumeros.numero })
        .from(lotteryNumeros)
        .where(
          and(
            eq(lotteryNumeros.gameId, gameId),
            inArray(lotteryNumeros.state, ['upcoming', 'open', 'closed']),
            isNotNull(lotteryNumeros.enteredResult),
          ),
        )
        .orderBy(asc(lotteryNumeros.drawAt));
      return rows.map((r) => r.numero);
    },

    /** Which of `names` the game already has (any state). */
    async existingNames(gameId: number, names: string[], tx: Db): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await tx
        .select({ numero: lotteryNumeros.numero })
        .from(lotteryNumeros)
        .where(and(eq(lotteryNumeros.gameId, gameId), inArray(lotteryNumeros.numero, names)));
      return new Set(rows.map((r) => r.numero));
    },
  };
}
