import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lotteryGames } from '../../db/schema-lottery.js';
import { lotteryLimits, lotteryOddsTables } from '../../db/schema-lottery-bets.js';

export type LotteryOddsTableRow = typeof lotteryOddsTables.$inferSelect;
export type LimitColumns = Pick<
  typeof lotteryLimits.$inferInsert,
  'unitStakeMin' | 'unitStakeMax' | 'unitsMax' | 'numeroStakeMax' | 'numeroPayoutMax'
>;

/** The SQL of a game's settings on the lottery desk: limits rows and published odds tables. */
export function createLotteryDeskSettingsRepo(db: Db) {
  return {
    /**
     * Locks the game's row until the transaction ends: changes of its limits or tables are checked against the
     * rows as they stand, one change at a time (a '*' row and a play's row set at once could cross min and max).
     */
    async lockGame(gameId: number, tx: Db) {
      await tx.select({ id: lotteryGames.id }).from(lotteryGames).where(eq(lotteryGames.id, gameId)).for('update');
    },

    /** Replaces the game's ('*') or a play's limits row, every column as given (null = inherit). */
    async setLimits(gameId: number, playCode: string, values: LimitColumns, now: Date, tx: Db) {
      const row = { ...values, updatedAt: now };
      await tx
        .insert(lotteryLimits)
        .values({ gameId, playCode, ...row })
        .onConflictDoUpdate({ target: [lotteryLimits.gameId, lotteryLimits.playCode], set: row });
    },

    async deleteLimits(gameId: number, playCode: string, tx: Db) {
      await tx.delete(lotteryLimits).where(and(eq(lotteryLimits.gameId, gameId), eq(lotteryLimits.playCode, playCode)));
    },

    async oddsTables(gameId: number, tx: Db = db): Promise<LotteryOddsTableRow[]> {
      return tx.select().from(lotteryOddsTables).where(eq(lotteryOddsTables.gameId, gameId));
    },

    async setOddsTable(row: LotteryOddsTableRow, tx: Db) {
      const { gameId, playCode, ...rest } = row;
      await tx
        .insert(lotteryOddsTables)
        .values(row)
        .onConflictDoUpdate({ target: [lotteryOddsTables.gameId, lotteryOddsTables.playCode], set: rest });
    },

    async deleteOddsTable(gameId: number, playCode: string, tx: Db) {
      await tx
        .delete(lotteryOddsTables)
        .where(and(eq(lotteryOddsTables.gameId, gameId), eq(lotteryOddsTables.playCode, playCode)));
    },
  };
}
