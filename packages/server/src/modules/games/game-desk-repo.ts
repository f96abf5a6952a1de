import { and, asc, count, desc, eq, ilike, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { games, gameVendors } from '../../db/schema.js';

export type DeskVendor = typeof gameVendors.$inferSelect & { games: number };
export type DeskGame = typeof games.$inferSelect;

export interface DeskGameFilter {
  vendor?: string | undefined;
  gameType?: string | undefined;
  name?: string | undefined;
  enabled?: boolean | undefined;
  flag?: 'top' | 'hot' | 'popular' | undefined;
  orderBy: 'sort' | 'name' | 'hot' | 'popular' | 'newest';
}

const gameCount = sql<number>`(select count(*)::int from ${games} where ${games.brandId} = ${gameVendors.brandId} and ${games.vendorCode} = ${gameVendors.code})`;

const ORDERS = {
  sort: [desc(games.isTop), asc(games.sort), asc(games.id)],
  name: [asc(games.displayName), asc(games.id)],
  hot: [sql`${games.hotRank} asc nulls last`, asc(games.id)],
  popular: [sql`${games.popularRank} asc nulls last`, asc(games.id)],
  newest: [desc(games.id)],
} as const;

/** The games desk's SQL: a brand's vendors and games, switched off ones too. */
export function createGameDeskRepo(db: Db) {
  return {
    async vendors(brandId: number, page: { offset: number; limit: number }) {
      const where = eq(gameVendors.brandId, brandId);
      const rows = await db
        .select({ vendor: gameVendors, games: gameCount })
        .from(gameVendors)
        .where(where)
        .orderBy(asc(gameVendors.sort), asc(gameVendors.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(gameVendors).where(where);
      return { rows: rows.map((r) => ({ ...r.vendor, games: Number(r.games) })), total: total?.n ?? 0 };
    },
    async lockVendor(brandId: number, code: string, tx: Db): Promise<DeskVendor | null> {
      const [row] = await tx
        .select({ vendor: gameVendors, games: gameCount })
        .from(gameVendors)
        .where(and(eq(gameVendors.brandId, brandId), eq(gameVendors.code, code)))
        .for('update', { of: gameVendors });
      return row ? { ...row.vendor, games: Number(row.games) } : null;
    },
    /** Adds or updates a vendor reached over HTTP (the desk's and the command line's `vendor add`). */
    async upsertHttpVendor(
      v: {
        brandId: number;
        code: string;
        name: string;
        accountTypeName: string;
        gameTypes: string[];
        launchUrl: string;
        secret: string;
      },
      tx: Db,
    ): Promise<void> {
      const adapterConfig = { launchUrl: v.launchUrl, secret: v.secret };
      await tx
        .insert(gameVendors)
        .values({
          brandId: v.brandId,
          code: v.code,
          name: v.name,
          accountTypeName: v.accountTypeName,
          gameTypes: v.gameTypes,
          adapter: 'http',
          adapterConfig,
          sort: 10,
        })
        .onConflictDoUpdate({
          target: [gameVendors.brandId, gameVendors.code],
          set: { name: v.name, gameTypes: v.gameTypes, adapterConfig },
        });
    },
    async updateVendor(id: number, patch: { enabled?: boolean; sort?: number }, tx: Db): Promise<void> {
      await tx.update(gameVendors).set(patch).where(eq(gameVendors.id, id));
    },
    async games(brandId: number, f: DeskGameFilter, page: { offset: number; limit: number }) {
      const conditions: (SQL | undefined)[] = [
        eq(games.brandId, brandId),
        f.vendor ? eq(games.vendorCode, f.vendor.toUpperCase()) : undefined,
        f.gameType ? eq(games.gameType, f.gameType.toUpperCase()) : undefined,
        f.name ? ilike(games.displayName, `%${f.name.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
        f.enabled === undefined ? undefined : eq(games.enabled, f.enabled),
        f.flag === 'top' ? eq(games.isTop, true) : undefined,
        f.flag === 'hot' ? isNotNull(games.hotRank) : undefined,
        f.flag === 'popular' ? isNotNull(games.popularRank) : undefined,
      ];
      const where = and(...conditions);
      const rows = await db
        .select()
        .from(games)
        .where(where)
        .orderBy(...ORDERS[f.orderBy])
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(games).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async lockGame(brandId: number, id: number, tx: Db): Promise<DeskGame | null> {
      const [row] = await tx
        .select()
        .from(games)
        .where(and(eq(games.brandId, brandId), eq(games.id, id)))
        .for('update');
      return row ?? null;
    },
    async updateGame(id: number, patch: Partial<typeof games.$inferInsert>, tx: Db): Promise<DeskGame> {
      const [row] = await tx.update(games).set(patch).where(eq(games.id, id)).returning();
      if (!row) throw new Error('game not updated');
      return row;
    },
    /** A new game: the row, or null when the vendor has that game code already. */
    async insertGame(values: typeof games.$inferInsert, tx: Db): Promise<DeskGame | null> {
      const [row] = await tx.insert(games).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
  };
}
