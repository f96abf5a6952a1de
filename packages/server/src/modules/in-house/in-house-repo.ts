import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fairSeeds, gameRounds, gameSessions, games } from '../../db/schema.js';

export type Seed = typeof fairSeeds.$inferSelect;
export type GameRow = typeof games.$inferSelect;

/** SQL of in-house rounds and seed pairs; every function takes the database or the transaction it runs in. */
export function createInHouseRepo() {
  return {
    async game(db: Db, gameId: number): Promise<GameRow | null> {
      const [row] = await db.select().from(games).where(eq(games.id, gameId));
      return row ?? null;
    },

    /** The member's live (unrevealed) seed pair; with `lock`, held FOR UPDATE until `tx` ends. */
    async liveSeed(tx: Db, memberId: number, lock: boolean): Promise<Seed | null> {
      const live = tx
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)));
      const [found] = await (lock ? live.for('update') : live);
      return found ?? null;
    },

    /** Inserts a seed pair; null when another live pair won the unique index (`ifNoLivePair`). */
    async insertSeed(tx: Db, values: typeof fairSeeds.$inferInsert, ifNoLivePair: boolean): Promise<Seed | null> {
      const insert = tx.insert(fairSeeds).values(values);
      const [made] = await (ifNoLivePair ? insert.onConflictDoNothing().returning() : insert.returning());
      return made ?? null;
    },

    async setNonce(tx: Db, seedId: number, nonce: number): Promise<void> {
      await tx.update(fairSeeds).set({ nonce }).where(eq(fairSeeds.id, seedId));
    },

    async revealSeed(tx: Db, seedId: number, at: Date): Promise<void> {
      await tx.update(fairSeeds).set({ revealedAt: at }).where(eq(fairSeeds.id, seedId));
    },

    /** The round played here with that seed pair (by its server seed's hash), nonce and game, if any. */
    async recordedRound(db: Db, serverSeedHash: string, nonce: number, gameCode: string) {
      const [recorded] = await db
        .select({ round: gameRounds })
        .from(gameRounds)
        .innerJoin(fairSeeds, eq(fairSeeds.id, gameRounds.seedId))
        .where(
          and(
            eq(fairSeeds.serverSeedHash, serverSeedHash),
            eq(gameRounds.nonce, nonce),
            eq(gameRounds.gameCode, gameCode),
          ),
        );
      return recorded ?? null;
    },

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
