import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { freePlayNonces, passwordResets } from '../../db/schema.js';

/** The account module's SQL beside the members' (member-repo.ts): free-play nonces and password-reset links. */
export function createAccountRepo(db: Db) {
  return {
    /** Spends a free-play nonce: false when it was spent before (a replay). */
    async claimFreePlayNonce(nonceHash: string, tx: Db = db): Promise<boolean> {
      const inserted = await tx.insert(freePlayNonces).values({ nonceHash }).onConflictDoNothing().returning();
      return inserted.length > 0;
    },
    async insertPasswordReset(values: typeof passwordResets.$inferInsert, tx: Db = db): Promise<void> {
      await tx.insert(passwordResets).values(values);
    },
    /** Spends a live, unused reset link: its member's id, or null. */
    async usePasswordReset(tokenHash: string, now: Date, tx: Db = db): Promise<number | null> {
      const [reset] = await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, now),
          ),
        )
        .returning();
      return reset ? reset.memberId : null;
    },
  };
}
