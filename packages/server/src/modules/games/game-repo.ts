import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favouriteGames, gameRounds, gameSessions, games, gameVendors, members, recentGames } from '../../db/schema.js';

export type GameRow = typeof games.$inferSelect;
export type VendorRow = typeof gameVendors.$inferSelect;

export interface GameFilter {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  name?: string | undefined;
}

/** The game catalogue's SQL: vendors, games, favourites, recent games, wins and launch sessions. */
export function createGameRepo(db: Db) {
  const filterWhere = (brandId: number, f: GameFilter) =>
    and(
      eq(games.brandId, brandId),
      eq(games.enabled, true),
      f.gameType ? eq(games.gameType, f.gameType.toUpperCase()) : undefined,
      f.vassalage ? eq(games.vendorCode, f.vassalage.toUpperCase()) : undefined,
      // Only vendors that are switched on show their games.
      sql`exists (select 1 from game_vendors v where v.brand_id = ${games.brandId} and v.code = ${games.vendorCode} and v.enabled)`,
      f.name ? ilike(games.displayName, `%${f.name.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
    );
  return {
    async vendors(brandId: number): Promise<VendorRow[]> {
      return db
        .select()
        .from(gameVendors)
        .where(and(eq(gameVendors.brandId, brandId), eq(gameVendors.enabled, true)))
        .orderBy(asc(gameVendors.sort), asc(gameVendors.id));
    },
    async page(brandId: number, f: GameFilter, page: { offset: number; limit: number }) {
      const where = filterWhere(brandId, f);
      const rows = await db
        .select()
        .from(games)
        .where(where)
        .orderBy(desc(games.isTop), asc(games.sort), asc(games.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(games).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async ranked(brandId: number, by: 'hot' | 'popular', limit: number, f: GameFilter = {}) {
      const column = by === 'hot' ? games.hotRank : games.popularRank;
      return db
        .select()
        .from(games)
        .where(and(filterWhere(brandId, f), isNotNull(column)))
        .orderBy(asc(column))
        .limit(limit);
    },
    async byId(brandId: number, id: number): Promise<GameRow | null> {
      const [row] = await db
        .select()
        .from(games)
        .where(and(eq(games.brandId, brandId), eq(games.id, id)));
      return row ?? null;
    },
    async byCode(brandId: number, vendorCode: string, gameCode: string): Promise<GameRow | null> {
      const [row] = await db
        .select()
        .from(games)
        .where(and(eq(games.brandId, brandId), eq(games.vendorCode, vendorCode), eq(games.gameCode, gameCode)));
      return row ?? null;
    },
    async favouriteIds(memberId: number, gameIds?: number[]): Promise<Set<number>> {
      if (gameIds && gameIds.length === 0) return new Set();
      const rows = await db
        .select({ id: favouriteGames.gameId })
        .from(favouriteGames)
        .where(
          and(eq(favouriteGames.memberId, memberId), gameIds ? inArray(favouriteGames.gameId, gameIds) : undefined),
        );
      return new Set(rows.map((r) => r.id));
    },
    async favouritePage(memberId: number, page: { offset: number; limit: number }) {
      const rows = await db
        .select({ game: games })
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .where(and(eq(favouriteGames.memberId, memberId), eq(games.enabled, true)))
        .orderBy(desc(favouriteGames.createdAt))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(favouriteGames).where(eq(favouriteGames.memberId, memberId));
      return { rows: rows.map((r) => r.game), total: total?.n ?? 0 };
    },
    async addFavourite(memberId: number, gameId: number, now: Date) {
      // Spec 4: adding is skipped if the id exists.
      await db.insert(favouriteGames).values({ memberId, gameId, createdAt: now }).onConflictDoNothing();
    },
    async removeFavourite(memberId: number, gameId: number) {
      await db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
    },
    async touchRecent(memberId: number, gameId: number, now: Date) {
      await db
        .insert(recentGames)
        .values({ memberId, gameId, lastPlayedAt: now })
        .onConflictDoUpdate({ target: [recentGames.memberId, recentGames.gameId], set: { lastPlayedAt: now } });
    },
    async recent(memberId: number, limit: number) {
      const rows = await db
        .select({ game: games })
        .from(recentGames)
        .innerJoin(games, eq(games.id, recentGames.gameId))
        .where(eq(recentGames.memberId, memberId))
        .orderBy(desc(recentGames.lastPlayedAt))
        .limit(limit);
      return rows.map((r) => r.game);
    },
    /** The latest real wins (demo rounds never count): who, which game, how much. */
    winners(brandId: number, gameType: string | null, limit: number) {
      return db
        .select({
          account: members.account,
          gameName: games.displayName,
          iconUrl: games.iconUrl,
          gameType: games.gameType,
          payout: gameRounds.payout,
        })
        .from(gameRounds)
        .innerJoin(members, eq(members.id, gameRounds.memberId))
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .where(
          and(
            eq(gameRounds.brandId, brandId),
            eq(gameRounds.demo, false),
            gt(gameRounds.payout, gameRounds.stake),
            gameType ? eq(games.gameType, gameType) : undefined,
          ),
        )
        .orderBy(desc(gameRounds.id))
        .limit(limit);
    },
    /** Stores an in-house launch session, dropping the expired ones on the way. */
    async insertGameSession(values: typeof gameSessions.$inferInsert, now: Date) {
      await db.delete(gameSessions).where(lt(gameSessions.expiresAt, now));
      await db.insert(gameSessions).values(values);
    },
    /** A new game (the operator's `game add`): its id, or null when the vendor has that game code already. */
    async insertGame(values: typeof games.$inferInsert): Promise<number | null> {
      const [row] = await db.insert(games).values(values).onConflictDoNothing().returning({ id: games.id });
      return row ? row.id : null;
    },
  };
}

export type GameRepo = ReturnType<typeof createGameRepo>;
