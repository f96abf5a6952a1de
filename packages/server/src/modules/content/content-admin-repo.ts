import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements, banners, feedback, feedbackImages, helpArticles } from '../../db/schema.js';

/** The operator's writes and lists of the home content (the command line's `notice`, `banner`, `help`, ...). */
export function createContentAdminRepo(db: Db) {
  return {
    async insertAnnouncement(values: typeof announcements.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(announcements).values(values).returning();
      return row;
    },
    async insertBanner(values: typeof banners.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(banners).values(values).returning();
      return row;
    },
    /** The highest sort of the section's articles, or null when it has none. */
    async lastHelpSort(
      brandId: number,
      section: (typeof helpArticles.$inferSelect)['section'],
      tx: Db = db,
    ): Promise<number | null> {
      const [last] = await tx
        .select({ sort: max(helpArticles.sort) })
        .from(helpArticles)
        .where(and(eq(helpArticles.brandId, brandId), eq(helpArticles.section, section)));
      return last?.sort ?? null;
    },
    async insertHelpArticle(values: typeof helpArticles.$inferInsert, tx: Db = db) {
      const [row] = await tx.insert(helpArticles).values(values).returning();
      return row;
    },
    async all(brandId: number, tx: Db = db) {
      return {
        banners: await tx.select().from(banners).where(eq(banners.brandId, brandId)),
        notices: await tx.select().from(announcements).where(eq(announcements.brandId, brandId)),
        help: await tx
          .select()
          .from(helpArticles)
          .where(eq(helpArticles.brandId, brandId))
          .orderBy(asc(helpArticles.section), asc(helpArticles.sort), asc(helpArticles.id)),
      };
    },
    /** Switches a banner or notice off; false when the brand has no such row. */
    async switchOff(kind: 'banner' | 'notice', brandId: number, id: number, tx: Db = db): Promise<boolean> {
      const table = kind === 'banner' ? banners : announcements;
      const rows = await tx
        .update(table)
        .set({ enabled: false })
        .where(and(eq(table.brandId, brandId), eq(table.id, id)))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    /** The newest feedback with its image count. */
    feedback(brandId: number, limit: number, tx: Db = db) {
      return tx
        .select({
          id: feedback.id,
          at: feedback.createdAt,
          memberId: feedback.memberId,
          content: feedback.content,
          images: count(feedbackImages.id),
        })
        .from(feedback)
        .leftJoin(feedbackImages, eq(feedbackImages.feedbackId, feedback.id))
        .where(eq(feedback.brandId, brandId))
        .groupBy(feedback.id)
        .orderBy(desc(feedback.id))
        .limit(limit);
    },
  };
}
