import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fairSeeds, gameRounds, gameSessions } from '../../db/schema.js';

/** SQL of in-house rounds; writes take the round's transaction. */
export function createInHouseRepo() {
  return {
    /** A member's rounds with their seed pairs, newest first, and how many there are. */
    async roundsOf(db: Db, memberId: number, limit: number, offset: number) {
      const rows = await db
        .select({ round: gameRounds, seed: fairSeeds })
        .from(gameRounds)
        .innerJoin(fairSeeds, eq(fairSeeds.id, gameRounds.seedId))
        .where(eq(gameRounds.memberId, memberId))
        .orderBy(desc(gameRounds.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.memberId, memberId));
      return { rows, total: total?.n ?? 0 };
    },

    async demoBalance(db: Db, sessionId: number): Promise<number> {
      const [row] = await db
        .select({ balance: gameSessions.demoBalance })
        .from(gameSessions)
        .where(eq(gameSessions.id, sessionId));
      return row?.balance ?? 0;
    },

    async insertRound(values: typeof gameRounds.$inferInsert, tx: Db): Promise<number> {
      const [round] = await tx.insert(gameRounds).values(values).returning({ id: gameRounds.id });
      if (!round) throw new Error('round not stored');
      return round.id;
    },

    /**
     * Settles a demo round on the launch session's play money in one statement; answers the balance after, or
     * null when the play money does not cover the stake.
     */
    async settleDemo(sessionId: number, stake: number, payout: number, tx: Db): Promise<number | null> {
      const [row] = await tx
        .update(gameSessions)
        .set({ demoBalance: sql`${gameSessions.demoBalance} - ${stake} + ${payout}` })
        .where(and(eq(gameSessions.id, sessionId), gte(gameSessions.demoBalance, stake)))
        .returning({ balance: gameSessions.demoBalance });
      return row ? row.balance : null;
    },
  };
}
