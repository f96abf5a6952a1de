import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements, banners, feedback, feedbackImages, helpArticles } from '../../db/schema.js';

export type Banner = typeof banners.$inferSelect;
export type Announcement = typeof announcements.$inferSelect;
export type HelpArticle = typeof helpArticles.$inferSelect;

/** The home content's SQL: banners, announcements, help articles and feedback. */
export function createContentRepo(db: Db) {
  return {
    enabledBanners(brandId: number, tx: Db = db): Promise<Banner[]> {
      return tx
        .select()
        .from(banners)
        .where(and(eq(banners.brandId, brandId), eq(banners.enabled, true)))
        .orderBy(asc(banners.sort), asc(banners.id));
    },
    enabledAnnouncements(brandId: number, platform: Announcement['platform'], tx: Db = db): Promise<Announcement[]> {
      return tx
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.brandId, brandId),
            eq(announcements.enabled, true),
            eq(announcements.platform, platform),
          ),
        )
        .orderBy(asc(announcements.sort), desc(announcements.id));
    },
    /** Stores a feedback, then its images; its id. */
    async insertFeedback(
      values: typeof feedback.$inferInsert,
      images: { mime: string; data: string }[],
      tx: Db = db,
    ): Promise<number> {
      const [row] = await tx.insert(feedback).values(values).returning({ id: feedback.id });
      if (!row) throw new Error('feedback not stored');
      for (const image of images) {
        await tx.insert(feedbackImages).values({ feedbackId: row.id, mime: image.mime, data: image.data });
      }
      return row.id;
    },
    helpArticles(brandId: number, section: HelpArticle['section'], tx: Db = db): Promise<HelpArticle[]> {
      return tx
        .select()
        .from(helpArticles)
        .where(
          and(eq(helpArticles.brandId, brandId), eq(helpArticles.section, section), eq(helpArticles.enabled, true)),
        )
        .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
    },
  };
}
