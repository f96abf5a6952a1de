import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { captchas } from '../../db/schema.js';

/** Captchas: only the hash of each answer is stored. */
export function createCaptchaRepo(db: Db) {
  return {
    /** Stores a captcha, dropping the expired ones on the way. */
    async insert(values: typeof captchas.$inferInsert, now: Date, tx: Db = db): Promise<void> {
      await tx.delete(captchas).where(lt(captchas.expiresAt, now));
      await tx.insert(captchas).values(values);
    },
    /** Spends a live, unused captcha: its answer's hash, or null. */
    async use(id: string, now: Date, tx: Db = db): Promise<string | null> {
      const [row] = await tx
        .update(captchas)
        .set({ usedAt: now })
        .where(and(eq(captchas.id, id), isNull(captchas.usedAt), gt(captchas.expiresAt, now)))
        .returning();
      return row ? row.answerHash : null;
    },
  };
}
