import { and, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, sessions } from '../../db/schema.js';
import { emailVerifications, memberSecurity } from '../../db/schema-member-centre.js';
import { sessionLive } from '../../db/session-live.js';

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
     * Takes a place for one payment-password check before it is checked, in one statement: answers 'claimed', or
     * 'full' when wrong answers counted plus checks under way already reach `limit` (or the lock holds). So parallel
     * guesses never have more than `limit` checked, and right answers in flight are never counted as wrong. A lock
     * that has run out starts the count again; places older than `pendingUntil` of the last claim are dropped.
     */
    async claimPaymentCheck(
      memberId: number,
      limit: number,
      now: Date,
      pendingUntil: Date,
      tx: Db = db,
    ): Promise<'claimed' | 'full'> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const lockOver = sql`${memberSecurity.paymentLockedUntil} <= ${at}`;
      const failures = sql`case when ${lockOver} then 0 else ${memberSecurity.paymentFailures} end`;
      const pending = sql`case when ${memberSecurity.paymentPendingUntil} > ${at} then ${memberSecurity.paymentPending} else 0 end`;
      const rows = await tx
        .insert(memberSecurity)
        .values({ memberId, paymentPending: 1, paymentPendingUntil: pendingUntil })
        .onConflictDoUpdate({
          target: memberSecurity.memberId,
          set: {
            paymentFailures: failures,
            paymentLockedUntil: sql`case when ${lockOver} then null else ${memberSecurity.paymentLockedUntil} end`,
            paymentPending: sql`${pending} + 1`,
            paymentPendingUntil: pendingUntil,
          },
          setWhere: sql`(${memberSecurity.paymentLockedUntil} is null or ${lockOver}) and ${failures} + ${pending} < ${limit}`,
        })
        .returning({ memberId: memberSecurity.memberId });
      return rows.length === 1 ? 'claimed' : 'full';
    },

    /**
     * Gives back a claimed place with the check's answer: a right one clears the count, a wrong one adds to it,
     * and the one that reaches `limit` locks until `lockUntil` (answers true then); answers the wrong answers in a row.
     */
    async settlePaymentCheck(
      memberId: number,
      right: boolean,
      limit: number,
      lockUntil: Date,
      tx: Db = db,
    ): Promise<{ locked: boolean; failures: number }> {
      const failures = sql`${memberSecurity.paymentFailures} + 1`;
      const answer = right
        ? { paymentFailures: 0 }
        : {
            paymentFailures: failures,
            paymentLockedUntil: sql`case when ${failures} >= ${limit} then ${lockUntil.toISOString()}::timestamptz else ${memberSecurity.paymentLockedUntil} end`,
          };
      const [row] = await tx
        .update(memberSecurity)
        .set({ ...answer, paymentPending: sql`greatest(${memberSecurity.paymentPending} - 1, 0)` })
        .where(eq(memberSecurity.memberId, memberId))
        .returning({ lockedUntil: memberSecurity.paymentLockedUntil, failures: memberSecurity.paymentFailures });
      return { locked: !right && row?.lockedUntil?.getTime() === lockUntil.getTime(), failures: row?.failures ?? 0 };
    },

    async lockPayment(memberId: number, until: Date, tx: Db = db): Promise<void> {
      await tx.update(memberSecurity).set({ paymentLockedUntil: until }).where(eq(memberSecurity.memberId, memberId));
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
