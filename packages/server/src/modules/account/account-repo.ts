import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { freePlayNonces, passwordResets } from '../../db/schema.js';

/** The account module's SQL beside the members' (member-repo.ts): free-play nonces and password-reset links. */
export function createAccountRepo(db: Db) {
  return {
    /** Spends a free-play nonce: false when it was spent before (a replay). */
    async claimFreePlayNonce(nonceHash: string): Promise<boolean> {
      const inserted = await db.insert(freePlayNonces).values({ nonceHash }).onConflictDoNothing().returning();
      return inserted.length > 0;
    },
    async insertPasswordReset(values: typeof passwordResets.$inferInsert): Promise<void> {
      await db.insert(passwordResets).values(values);
    },
    /** Spends a live, unused reset link: its member's id, or null. */
    async usePasswordReset(tokenHash: string, now: Date): Promise<number | null> {
      const [reset] = await db
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
