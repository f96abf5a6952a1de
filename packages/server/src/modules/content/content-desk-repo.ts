import { and, asc, count, desc, eq, isNull, max, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements, banners, feedback, feedbackImages, helpArticles } from '../../db/schema.js';

export type NoticeRecord = typeof announcements.$inferSelect;
export type BannerRecord = typeof banners.$inferSelect;
export type ArticleRecord = typeof helpArticles.$inferSelect;
export type ContentKind = 'notice' | 'banner' | 'article';

const TABLES = { notice: announcements, banner: banners, article: helpArticles } as const;

export interface ContentFilter {
  /** A language code, 'ALL' for the rows of every language, undefined for any. */
  language?: string | undefined;
  enabled?: boolean | undefined;
  type?: string | undefined;
  execution?: string | undefined;
  group?: string | undefined;
  section?: string | undefined;
}

type Page = { offset: number; limit: number };

/** The content desk's SQL (the console and the command line): notices, banners and articles of a brand. */
export function createContentDeskRepo(db: Db) {
  const common = (table: (typeof TABLES)[ContentKind], brandId: number, f: ContentFilter): (SQL | undefined)[] => [
    eq(table.brandId, brandId),
    f.language === 'ALL' ? isNull(table.language) : f.language ? eq(table.language, f.language) : undefined,
    f.enabled === undefined ? undefined : eq(table.enabled, f.enabled),
  ];
  const total = async (table: (typeof TABLES)[ContentKind], where: SQL | undefined) =>
    (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

  return {
    async notices(brandId: number, f: ContentFilter, page: Page) {
      const where = and(
        ...common(announcements, brandId, f),
        f.type ? eq(announcements.type, f.type) : undefined,
        f.execution ? eq(announcements.execution, f.execution) : undefined,
      );
      // The player site's order: by sort, then newest.
      const rows = await db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(asc(announcements.sort), desc(announcements.id))
        .offset(page.offset)
        .limit(page.limit);
      return { rows, total: await total(announcements, where) };
    },
    async banners(brandId: number, f: ContentFilter, page: Page) {
      const where = and(...common(banners, brandId, f), f.group ? eq(banners.groupName, f.group) : undefined);
      const rows = await db
        .select()
        .from(banners)
        .where(where)
        .orderBy(asc(banners.groupName), asc(banners.sort), asc(banners.id))
        .offset(page.offset)
        .limit(page.limit);
      return { rows, total: await total(banners, where) };
    },
    async articles(brandId: number, f: ContentFilter, page: Page) {
      const where = and(
        ...common(helpArticles, brandId, f),
        f.section ? eq(helpArticles.section, f.section as ArticleRecord['section']) : undefined,
      );
      const rows = await db
        .select()
        .from(helpArticles)
        .where(where)
        .orderBy(asc(helpArticles.section), asc(helpArticles.sort), asc(helpArticles.id))
        .offset(page.offset)
        .limit(page.limit);
      return { rows, total: await total(helpArticles, where) };
    },
    /** The row locked until the transaction ends, or null when the brand has none with that id. */
    async lockNotice(brandId: number, id: number, tx: Db): Promise<NoticeRecord | null> {
      const [row] = await tx
        .select()
        .from(announcements)
        .where(and(eq(announcements.brandId, brandId), eq(announcements.id, id)))
        .for('update');
      return row ?? null;
    },
    async lockBanner(brandId: number, id: number, tx: Db): Promise<BannerRecord | null> {
      const [row] = await tx
        .select()
        .from(banners)
        .where(and(eq(banners.brandId, brandId), eq(banners.id, id)))
        .for('update');
      return row ?? null;
    },
    async lockArticle(brandId: number, id: number, tx: Db): Promise<ArticleRecord | null> {
      const [row] = await tx
        .select()
        .from(helpArticles)
        .where(and(eq(helpArticles.brandId, brandId), eq(helpArticles.id, id)))
        .for('update');
      return row ?? null;
    },
    async insertNotice(values: typeof announcements.$inferInsert, tx: Db): Promise<NoticeRecord> {
      const [row] = await tx.insert(announcements).values(values).returning();
      if (!row) throw new Error('notice not stored');
      return row;
    },
    async insertBanner(values: typeof banners.$inferInsert, tx: Db): Promise<BannerRecord> {
      const [row] = await tx.insert(banners).values(values).returning();
      if (!row) throw new Error('banner not stored');
      return row;
    },
    async insertArticle(values: typeof helpArticles.$inferInsert, tx: Db): Promise<ArticleRecord> {
      const [row] = await tx.insert(helpArticles).values(values).returning();
      if (!row) throw new Error('article not stored');
      return row;
    },
    async updateNotice(id: number, patch: Partial<typeof announcements.$inferInsert>, tx: Db) {
      const [row] = await tx.update(announcements).set(patch).where(eq(announcements.id, id)).returning();
      return row as NoticeRecord;
    },
    async updateBanner(id: number, patch: Partial<typeof banners.$inferInsert>, tx: Db) {
      const [row] = await tx.update(banners).set(patch).where(eq(banners.id, id)).returning();
      return row as BannerRecord;
    },
    async updateArticle(id: number, patch: Partial<typeof helpArticles.$inferInsert>, tx: Db) {
      const [row] = await tx.update(helpArticles).set(patch).where(eq(helpArticles.id, id)).returning();
      return row as ArticleRecord;
    },
    async remove(kind: ContentKind, id: number, tx: Db): Promise<void> {
      const table = TABLES[kind];
      await tx.delete(table).where(eq(table.id, id));
    },
    /** The highest sort of the section's articles, or null when it has none. */
    async lastArticleSort(brandId: number, section: ArticleRecord['section'], tx: Db = db): Promise<number | null> {
      const [last] = await tx
        .select({ sort: max(helpArticles.sort) })
        .from(helpArticles)
        .where(and(eq(helpArticles.brandId, brandId), eq(helpArticles.section, section)));
      return last?.sort ?? null;
    },
    /** Everything of a brand (the command line's `content list`). */
    async all(brandId: number) {
      return {
        banners: await db.select().from(banners).where(eq(banners.brandId, brandId)),
        notices: await db.select().from(announcements).where(eq(announcements.brandId, brandId)),
        help: await db
          .select()
          .from(helpArticles)
          .where(eq(helpArticles.brandId, brandId))
          .orderBy(asc(helpArticles.section), asc(helpArticles.sort), asc(helpArticles.id)),
      };
    },
    /** The newest feedback with its image count (the command line's `feedback list`). */
    feedback(brandId: number, limit: number) {
      return db
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
