import { and, asc, count, desc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type LotterySource, lotteryGames, lotteryNumeros, type NumeroResultSource } from '../../db/schema-lottery.js';

export type LotteryGameRow = typeof lotteryGames.$inferSelect;
export type LotteryNumeroRow = typeof lotteryNumeros.$inferSelect;
export type NewLotteryNumero = typeof lotteryNumeros.$inferInsert;

/** Channel of the draw results (http/live-events.ts pushes each as a `lotteryDraw` event to the brand's tabs). */
export const LOTTERY_DRAW_CHANNEL = 'wl_lottery_draw';
export interface LotteryDrawNotice {
  brandId: number;
  gameCode: string;
  numero: string;
  result: string[];
  drawnAt: string;
}

/** Numeros still waiting for their result. */
const PENDING = ['upcoming', 'open', 'closed'] as const;

/**
 * The numeros a chase may still play after the one bet now: the same list for the chase's placement
 * (lottery-bet-repo.ts `numerosAfter`) and for the upcoming numeros the chase planner names.
 */
export const CHASEABLE = ['upcoming', 'open'] as const;

/** A due numero with what drawing it needs from its game. */
export interface DueNumero {
  id: number;
  numero: string;
  drawAt: Date;
  gameId: number;
  brandId: number;
  gameCode: string;
  family: string;
  seed: string | null;
  feedSecret: string | null;
}

/**
 * The numero columns a player may see. The seed is selected only once the numero is drawn, so no query of this file
 * answers it before (design.md "Lottery": the server seed stays secret until the draw).
 */
const publicNumero = {
  id: lotteryNumeros.id,
  gameId: lotteryNumeros.gameId,
  numero: lotteryNumeros.numero,
  openAt: lotteryNumeros.openAt,
  closeAt: lotteryNumeros.closeAt,
  drawAt: lotteryNumeros.drawAt,
  state: lotteryNumeros.state,
  seedHash: lotteryNumeros.seedHash,
  revealedSeed: sql<string | null>`case when ${lotteryNumeros.state} = 'drawn' then ${lotteryNumeros.seed} end`,
  result: lotteryNumeros.result,
  drawnAt: lotteryNumeros.drawnAt,
};
export type PublicNumero = {
  [K in keyof typeof publicNumero]: K extends 'revealedSeed'
    ? string | null
    : LotteryNumeroRow[Exclude<K, 'revealedSeed'>];
};

/** The lottery's SQL: games, numeros, and the guarded state changes of a numero. */
export function createLotteryRepo(db: Db) {
  return {
    async gamesOfBrand(brandId: number, tx: Db = db): Promise<LotteryGameRow[]> {
      return tx
        .select()
        .from(lotteryGames)
        .where(and(eq(lotteryGames.brandId, brandId), eq(lotteryGames.enabled, true)))
        .orderBy(asc(lotteryGames.sort), asc(lotteryGames.id));
    },

    async gameByCode(brandId: number, gameCode: string, tx: Db = db): Promise<LotteryGameRow | null> {
      const [row] = await tx
        .select()
        .from(lotteryGames)
        .where(and(eq(lotteryGames.brandId, brandId), eq(lotteryGames.gameCode, gameCode)));
      return row ?? null;
    },

    /**
     * The game's row, share-locked until the transaction ends: a results feed switch (which locks it for update,
     * lottery-desk-schedule.ts) waits for a result entry in progress, and the entry waits for a switch.
     */
    async gameShared(gameId: number, tx: Db): Promise<LotteryGameRow | null> {
      const [row] = await tx.select().from(lotteryGames).where(eq(lotteryGames.id, gameId)).for('share');
      return row ?? null;
    },

    async enabledGames(tx: Db = db): Promise<LotteryGameRow[]> {
      return tx.select().from(lotteryGames).where(eq(lotteryGames.enabled, true)).orderBy(asc(lotteryGames.id));
    },

    /** Inserts the numeros a game does not have yet (a numero's seed, once written, never changes); how many. */
    async insertNumeros(rows: NewLotteryNumero[], tx: Db = db): Promise<number> {
      let inserted = 0;
      for (let i = 0; i < rows.length; i += 500) {
        const done = await tx
          .insert(lotteryNumeros)
          .values(rows.slice(i, i + 500))
          .onConflictDoNothing({ target: [lotteryNumeros.gameId, lotteryNumeros.numero] })
          .returning({ id: lotteryNumeros.id });
        inserted += done.length;
      }
      return inserted;
    },

    /** The stored states follow the clock: upcoming to open at open time, to closed at close time. */
    async advanceStates(now: Date, tx: Db = db): Promise<{ opened: number; closed: number }> {
      const closed = await tx
        .update(lotteryNumeros)
        .set({ state: 'closed' })
        .where(and(inArray(lotteryNumeros.state, ['upcoming', 'open']), lte(lotteryNumeros.closeAt, now)))
        .returning({ id: lotteryNumeros.id });
      const opened = await tx
        .update(lotteryNumeros)
        .set({ state: 'open' })
        .where(
          and(eq(lotteryNumeros.state, 'upcoming'), lte(lotteryNumeros.openAt, now), gt(lotteryNumeros.closeAt, now)),
        )
        .returning({ id: lotteryNumeros.id });
      return { opened: opened.length, closed: closed.length };
    },

    /**
     * Numeros of `source` games whose draw time has come and that have no result yet, oldest first; for official
     * games only those of `feed`.
     */
    async due(
      now: Date,
      filter: { source: LotterySource; feed?: string; deadline?: boolean },
      limit: number,
      tx: Db = db,
    ): Promise<DueNumero[]> {
      return tx
        .select({
          id: lotteryNumeros.id,
          numero: lotteryNumeros.numero,
          drawAt: lotteryNumeros.drawAt,
          gameId: lotteryGames.id,
          brandId: lotteryGames.brandId,
          gameCode: lotteryGames.gameCode,
          family: lotteryGames.family,
          seed: lotteryNumeros.seed,
          feedSecret: lotteryGames.feedSecret,
        })
        .from(lotteryNumeros)
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryNumeros.gameId))
        .where(
          and(
            inArray(lotteryNumeros.state, [...PENDING]),
            filter.deadline ? lte(lotteryNumeros.deadlineAt, now) : lte(lotteryNumeros.drawAt, now),
            eq(lotteryGames.source, filter.source),
            filter.feed ? eq(lotteryGames.resultsFeed, filter.feed as 'offline') : undefined,
          ),
        )
        .orderBy(asc(lotteryNumeros.drawAt), asc(lotteryNumeros.id))
        .limit(limit);
    },

    /**
     * The one way a numero gets its result: a single UPDATE guarded by its state and draw time, so a numero is
     * drawn once, never before its draw, and never after it was cancelled. Announces the result at commit. Null
     * when the guard refused (another instance drew it first, or it is final).
     */
    async markDrawn(
      id: number,
      values: { result: string[]; source: NumeroResultSource; now: Date; confirmedBy?: number },
      notice: Omit<LotteryDrawNotice, 'result' | 'drawnAt'>,
      tx: Db,
    ): Promise<LotteryNumeroRow | null> {
      const [row] = await tx
        .update(lotteryNumeros)
        .set({
          state: 'drawn',
          result: values.result,
          resultSource: values.source,
          drawnAt: values.now,
          ...(values.confirmedBy === undefined ? {} : { confirmedBy: values.confirmedBy }),
        })
        .where(
          and(
            eq(lotteryNumeros.id, id),
            inArray(lotteryNumeros.state, [...PENDING]),
            isNull(lotteryNumeros.result),
            lte(lotteryNumeros.drawAt, values.now),
            ...(values.confirmedBy === undefined
              ? []
              : [
                  ne(lotteryNumeros.enteredBy, values.confirmedBy),
                  sql`${lotteryNumeros.enteredResult} = ${JSON.stringify(values.result)}::jsonb`,
                ]),
          ),
        )
        .returning();
      if (!row) return null;
      const event: LotteryDrawNotice = {
        ...notice,
        result: values.result,
        drawnAt: values.now.toISOString(),
      };
      await tx.execute(sql`select pg_notify(${LOTTERY_DRAW_CHANNEL}, ${JSON.stringify(event)})`);
      return row;
    },

    /** Cancels a numero still without a result (guarded like `markDrawn`); null when refused. */
    async markCancelled(id: number, now: Date, tx: Db): Promise<LotteryNumeroRow | null> {
      const [row] = await tx
        .update(lotteryNumeros)
        .set({ state: 'cancelled', cancelledAt: now })
        .where(and(eq(lotteryNumeros.id, id), inArray(lotteryNumeros.state, [...PENDING])))
        .returning();
      return row ?? null;
    },

    /** Records (or replaces) the first operator's entry of a result, while the numero has none; null when refused. */
    async enterResult(
      id: number,
      values: { result: string[]; operatorId: number; now: Date },
      tx: Db,
    ): Promise<LotteryNumeroRow | null> {
      const [row] = await tx
        .update(lotteryNumeros)
        .set({ enteredResult: values.result, enteredBy: values.operatorId, enteredAt: values.now })
        .where(
          and(
            eq(lotteryNumeros.id, id),
            inArray(lotteryNumeros.state, [...PENDING]),
            lte(lotteryNumeros.drawAt, values.now),
          ),
        )
        .returning();
      return row ?? null;
    },

    async numeroOf(gameId: number, numero: string, tx: Db = db): Promise<LotteryNumeroRow | null> {
      const [row] = await tx
        .select()
        .from(lotteryNumeros)
        .where(and(eq(lotteryNumeros.gameId, gameId), eq(lotteryNumeros.numero, numero)));
      return row ?? null;
    },

    /** The next numero of each game that still takes bets or will (close time after `now`), by game id. */
    async currentNumeros(gameIds: number[], now: Date, tx: Db = db): Promise<Map<number, PublicNumero>> {
      if (gameIds.length === 0) return new Map();
      const rows = await tx
        .selectDistinctOn([lotteryNumeros.gameId], publicNumero)
        .from(lotteryNumeros)
        .where(
          and(
            inArray(lotteryNumeros.gameId, gameIds),
            inArray(lotteryNumeros.state, [...PENDING]),
            gt(lotteryNumeros.closeAt, now),
          ),
        )
        .orderBy(asc(lotteryNumeros.gameId), asc(lotteryNumeros.drawAt));
      return new Map(rows.map((r) => [r.gameId, r]));
    },

    /** The numero taking bets at `now` (open time passed, close time not yet), or null. */
    async openNumero(gameId: number, now: Date, tx: Db = db): Promise<PublicNumero | null> {
      const [row] = await tx
        .select(publicNumero)
        .from(lotteryNumeros)
        .where(
          and(
            eq(lotteryNumeros.gameId, gameId),
            inArray(lotteryNumeros.state, [...PENDING]),
            lte(lotteryNumeros.openAt, now),
            gt(lotteryNumeros.closeAt, now),
          ),
        )
        .orderBy(asc(lotteryNumeros.drawAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * The numero taking bets at `now` and the `count - 1` after it in draw order (the numeros a chase placed now
     * plays, `CHASEABLE` as lottery-bet-repo.ts `numerosAfter` reads them); without an open numero, the next
     * `count` numeros still to close. Fewer when the schedule has not created that many yet.
     */
    async upcomingNumeros(gameId: number, now: Date, count: number, tx: Db = db): Promise<PublicNumero[]> {
      const open = await this.openNumero(gameId, now, tx);
      const where = open
        ? and(
            eq(lotteryNumeros.gameId, gameId),
            gt(lotteryNumeros.drawAt, open.drawAt),
            inArray(lotteryNumeros.state, [...CHASEABLE]),
          )
        : and(
            eq(lotteryNumeros.gameId, gameId),
            inArray(lotteryNumeros.state, [...CHASEABLE]),
            gt(lotteryNumeros.closeAt, now),
          );
      const limit = open ? count - 1 : count;
      const next =
        limit > 0
          ? await tx
              .select(publicNumero)
              .from(lotteryNumeros)
              .where(where)
              .orderBy(asc(lotteryNumeros.drawAt))
              .limit(limit)
          : [];
      return open ? [open, ...next] : next;
    },

    /** A game's drawn and cancelled numeros, newest draw first, and how many there are. */
    async pastNumeros(
      gameId: number,
      page: { limit: number; offset: number },
      tx: Db = db,
    ): Promise<{ rows: PublicNumero[]; total: number }> {
      const where = and(eq(lotteryNumeros.gameId, gameId), inArray(lotteryNumeros.state, ['drawn', 'cancelled']));
      const rows = await tx
        .select(publicNumero)
        .from(lotteryNumeros)
        .where(where)
        .orderBy(desc(lotteryNumeros.drawAt))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await tx.select({ n: count() }).from(lotteryNumeros).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type LotteryRepo = ReturnType<typeof createLotteryRepo>;
