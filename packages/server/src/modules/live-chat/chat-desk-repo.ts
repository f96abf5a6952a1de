import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { liveModels } from '../../db/schema.js';

export type Host = typeof liveModels.$inferSelect;

/** The chat desk's SQL: a brand's live chat hosts. Tickets go through live-chat-repo.ts. */
export function createChatDeskRepo(db: Db) {
  return {
    async list(
      brandId: number,
      f: { name?: string | undefined; online?: boolean | undefined },
      page: { offset: number; limit: number },
    ) {
      const conditions: (SQL | undefined)[] = [
        eq(liveModels.brandId, brandId),
        f.name ? ilike(liveModels.name, `%${f.name.replace(/[%_\\]/g, (c) => `\\${c}`)}%`) : undefined,
        f.online === undefined ? undefined : eq(liveModels.online, f.online),
      ];
      const where = and(...conditions);
      // The player site's order (modelList): online first, then by sort.
      const rows = await db
        .select()
        .from(liveModels)
        .where(where)
        .orderBy(desc(liveModels.online), asc(liveModels.sort), asc(liveModels.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(liveModels).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async lock(brandId: number, id: number, tx: Db): Promise<Host | null> {
      const [row] = await tx
        .select()
        .from(liveModels)
        .where(and(eq(liveModels.brandId, brandId), eq(liveModels.id, id)))
        .for('update');
      return row ?? null;
    },
    async insert(values: typeof liveModels.$inferInsert, tx: Db): Promise<Host> {
      const [row] = await tx.insert(liveModels).values(values).returning();
      if (!row) throw new Error('host not stored');
      return row;
    },
    async update(id: number, patch: Partial<typeof liveModels.$inferInsert>, tx: Db): Promise<Host> {
      const [row] = await tx.update(liveModels).set(patch).where(eq(liveModels.id, id)).returning();
      if (!row) throw new Error('host not updated');
      return row;
    },
  };
}
