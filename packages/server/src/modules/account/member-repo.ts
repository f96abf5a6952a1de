import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, sessions } from '../../db/schema.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { randomFrom } from '../../lib/secrets.js';

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh referral code: 8 characters that read aloud without confusion. */
export function newReferralCode(): string {
  return randomFrom(CODE_ALPHABET, 8);
}

export function createMemberRepo(db: Db) {
  return {
    async byAccount(brandId: number, account: string): Promise<Member | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.brandId, brandId), sql`lower(${members.account}) = lower(${account})`))
        .limit(1);
      return row ?? null;
    },
    async byMobile(brandId: number, countryDialingCode: string, mobile: string): Promise<Member | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(
          and(
            eq(members.brandId, brandId),
            eq(members.countryDialingCode, countryDialingCode),
            eq(members.mobile, mobile),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    /** The one member with this e-mail (any case), or null when none or several have it. */
    async byEmail(brandId: number, email: string): Promise<Member | null> {
      const rows = await db
        .select()
        .from(members)
        .where(and(eq(members.brandId, brandId), sql`lower(${members.email}) = lower(${email})`))
        .limit(2);
      return rows.length === 1 ? (rows[0] ?? null) : null;
    },
    async byId(id: number): Promise<Member | null> {
      const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
      return row ?? null;
    },
    async byAffiliateCode(brandId: number, code: string): Promise<Member | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.brandId, brandId), sql`upper(${members.affiliateCode}) = upper(${code})`))
        .limit(1);
      return row ?? null;
    },
    async byReferralCode(brandId: number, code: string): Promise<Member | null> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.brandId, brandId), eq(members.referralCode, code.toUpperCase())))
        .limit(1);
      return row ?? null;
    },
    async bySocial(brandId: number, provider: 'google' | 'facebook', sub: string): Promise<Member | null> {
      const column = provider === 'google' ? members.googleSub : members.facebookSub;
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.brandId, brandId), eq(column, sub)))
        .limit(1);
      return row ?? null;
    },
    async create(values: Omit<NewMember, 'referralCode'>, tx: Db = db): Promise<Member> {
      // A referral-code collision is astronomically rare; retry on one rather than fail the registration.
      for (let attempt = 0; ; attempt++) {
        try {
          const [row] = await tx
            .insert(members)
            .values({ ...values, referralCode: newReferralCode() })
            .returning();
          if (!row) throw new Error('member not created');
          return row;
        } catch (err) {
          if (attempt < 3 && uniqueViolation(err) === 'members_brand_referral') continue;
          throw err;
        }
      }
    },
    async update(id: number, patch: Partial<NewMember>, tx: Db = db): Promise<void> {
      await tx.update(members).set(patch).where(eq(members.id, id));
    },
    /** Ends every session of the member but `keepSessionId` (after a password change). */
    async revokeSessions(memberId: number, now: Date, keepSessionId: number | null = null, tx: Db = db): Promise<void> {
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(sessions.memberId, memberId),
            sql`${sessions.revokedAt} is null`,
            keepSessionId === null ? undefined : sql`${sessions.id} <> ${keepSessionId}`,
          ),
        );
    },
  };
}

export type MemberRepo = ReturnType<typeof createMemberRepo>;
