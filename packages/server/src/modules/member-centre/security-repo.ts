import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, sessions } from '../../db/schema.js';
import { emailVerifications, memberSecurity } from '../../db/schema-member-centre.js';
import { sessionLive } from '../sessions/session-repo.js';

export type MemberSecurity = typeof memberSecurity.$inferSelect;

/** The member centre's security rows: verified contacts, payment-password attempts, e-mail links, logins. */
export function createSecurityRepo(db: Db) {
  return {
    async get(memberId: number, tx: Db = db): Promise<MemberSecurity | null> {
      const [row] = await tx.select().from(memberSecurity).where(eq(memberSecurity.memberId, memberId));
      return row ?? null;
    },

    /** Sets (or clears, with null) when the member's mobile or e-mail was proven. */
    async setVerified(memberId: number, which: 'mobile' | 'email', at: Date | null, tx: Db = db): Promise<void> {
      const patch = which === 'mobile' ? { mobileVerifiedAt: at } : { emailVerifiedAt: at };
      await tx
        .insert(memberSecurity)
        .values({ memberId, ...patch })
        .onConflictDoUpdate({ target: memberSecurity.memberId, set: patch });
    },

    /**
     * Merges `patch` into the member's profile. With `realName`, one statement sets it only while none is set
     * (spec: set once, then only an operator changes it): false when one already was, and nothing is written.
     */
    async mergeProfile(
      memberId: number,
      patch: Record<string, string>,
      realName: string | null,
      tx: Db = db,
    ): Promise<boolean> {
      const json = JSON.stringify(realName === null ? patch : { ...patch, payeeName: realName });
      const rows = await tx
        .update(members)
        .set({ profile: sql`${members.profile} || ${json}::jsonb` })
        .where(
          and(
            eq(members.id, memberId),
            realName === null ? undefined : sql`coalesce(${members.profile}->>'payeeName', '') = ''`,
          ),
        )
        .returning({ id: members.id });
      return rows.length === 1;
    },

    /**
     * Counts one payment-password attempt before it is checked, in one statement, so parallel guesses cannot
     * all slip under the limit: answers the attempt's number, or null while the lock holds. A lock that has run
     * out starts the count again.
     */
    async claimPaymentAttempt(memberId: number, now: Date, tx: Db = db): Promise<number | null> {
      const expired = sql`${memberSecurity.paymentLockedUntil} <= ${now.toISOString()}::timestamptz`;
      const rows = await tx
        .insert(memberSecurity)
        .values({ memberId, paymentFailures: 1 })
        .onConflictDoUpdate({
          target: memberSecurity.memberId,
          set: {
            paymentFailures: sql`case when ${expired} then 1 else ${memberSecurity.paymentFailures} + 1 end`,
            paymentLockedUntil: sql`case when ${expired} then null else ${memberSecurity.paymentLockedUntil} end`,
          },
          setWhere: sql`${memberSecurity.paymentLockedUntil} is null or ${expired}`,
        })
        .returning({ failures: memberSecurity.paymentFailures });
      return rows[0]?.failures ?? null;
    },

    async lockPayment(memberId: number, until: Date, tx: Db = db): Promise<void> {
      await tx.update(memberSecurity).set({ paymentLockedUntil: until }).where(eq(memberSecurity.memberId, memberId));
    },

    async resetPaymentAttempts(memberId: number, tx: Db = db): Promise<void> {
      await tx
        .update(memberSecurity)
        .set({ paymentFailures: 0, paymentLockedUntil: null })
        .where(eq(memberSecurity.memberId, memberId));
    },

    async insertEmailVerification(values: typeof emailVerifications.$inferInsert, tx: Db = db): Promise<void> {
      await tx.insert(emailVerifications).values(values);
    },

    /** Spends a live link in one statement: the member and address it proves, or null. */
    async useEmailVerification(
      tokenHash: string,
      now: Date,
      tx: Db = db,
    ): Promise<{ memberId: number; email: string } | null> {
      const [row] = await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerifications.tokenHash, tokenHash),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, now),
          ),
        )
        .returning({ memberId: emailVerifications.memberId, email: emailVerifications.email });
      return row ?? null;
    },

    /** Makes `email` the member's address, if the member is of the brand; false otherwise. */
    async setEmail(memberId: number, brandId: number, email: string, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(members)
        .set({ email })
        .where(and(eq(members.id, memberId), eq(members.brandId, brandId)))
        .returning({ id: members.id });
      return rows.length === 1;
    },

    /** The member's logins, newest first, with whether each still counts. */
    async logins(memberId: number, now: Date, idleMs: number, page: { offset: number; limit: number }) {
      const [total] = await db.select({ n: count() }).from(sessions).where(eq(sessions.memberId, memberId));
      const rows = await db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          ip: sessions.ip,
          loginType: sessions.loginType,
          userAgent: sessions.userAgent,
          active: sql<boolean>`coalesce(${sessionLive(now, idleMs)}, false)`,
        })
        .from(sessions)
        .where(eq(sessions.memberId, memberId))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .offset(page.offset)
        .limit(page.limit);
      return { total: total?.n ?? 0, rows };
    },

    /** Ends every live session of the member but `keepSessionId`; answers how many it ended. */
    async revokeOthers(memberId: number, keepSessionId: number, now: Date, tx: Db = db): Promise<number> {
      const rows = await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.memberId, memberId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}

export type SecurityRepo = ReturnType<typeof createSecurityRepo>;
