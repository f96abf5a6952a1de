import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, feedback, feedbackImages, members } from '../../db/schema.js';

export interface FeedbackFilter {
  status: 'open' | 'handled' | 'all';
  /** From this instant (inclusive) to `until` (exclusive). */
  since?: Date | undefined;
  until?: Date | undefined;
  /** Newest first unless sorted the other way (the contract's whitelist: the time it was sent). */
  sort?: { by: 'createdAt'; order: 'asc' | 'desc' } | undefined;
}

const imageCount = sql<number>`(select count(*)::int from ${feedbackImages} where ${feedbackImages.feedbackId} = ${feedback.id})`;

const columns = {
  id: feedback.id,
  brandId: feedback.brandId,
  brand: brands.code,
  memberId: feedback.memberId,
  memberAccount: members.account,
  content: feedback.content,
  ip: feedback.ip,
  images: imageCount,
  createdAt: feedback.createdAt,
  handledAt: feedback.handledAt,
  handledBy: feedback.handledBy,
};

/** The feedback inbox's SQL: what members and visitors sent, and who handled it. */
export function createFeedbackDeskRepo(db: Db) {
  const select = (tx: Db) =>
    tx
      .select(columns)
      .from(feedback)
      .innerJoin(brands, eq(brands.id, feedback.brandId))
      .leftJoin(members, eq(members.id, feedback.memberId));
  return {
    async list(brandId: number, f: FeedbackFilter, page: { offset: number; limit: number }) {
      const conditions: (SQL | undefined)[] = [
        eq(feedback.brandId, brandId),
        f.status === 'open' ? isNull(feedback.handledAt) : undefined,
        f.status === 'handled' ? isNotNull(feedback.handledAt) : undefined,
        f.since ? gte(feedback.createdAt, f.since) : undefined,
        f.until ? lt(feedback.createdAt, f.until) : undefined,
      ];
      const where = and(...conditions);
      const direction = f.sort?.order === 'asc' ? asc : desc;
      const rows = await select(db)
        .where(where)
        .orderBy(direction(feedback.createdAt), direction(feedback.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(feedback).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    async byId(id: number, tx: Db = db, forUpdate = false) {
      const query = select(tx).where(eq(feedback.id, id));
      const [row] = forUpdate ? await query.for('update', { of: feedback }) : await query;
      return row ?? null;
    },
    images(feedbackId: number) {
      return db
        .select({ mime: feedbackImages.mime, data: feedbackImages.data })
        .from(feedbackImages)
        .where(eq(feedbackImages.feedbackId, feedbackId))
        .orderBy(feedbackImages.id);
    },
    async setHandled(id: number, handledAt: Date | null, handledBy: string | null, tx: Db): Promise<void> {
      await tx.update(feedback).set({ handledAt, handledBy }).where(eq(feedback.id, id));
    },
  };
}

export type FeedbackRecord = NonNullable<Awaited<ReturnType<ReturnType<typeof createFeedbackDeskRepo>['byId']>>>;
