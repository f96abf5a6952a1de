import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { verificationCodes } from '../../db/schema.js';

/** nologin: SMS login and reset; register: sign-up; bind: binding a number in the member centre. */
export type CodePurpose = 'nologin' | 'register' | 'bind';

export interface MobileNumber {
  countryDialingCode: string;
  mobile: string;
}

export type VerificationCode = typeof verificationCodes.$inferSelect;

/** SMS verification codes: only each code's hash is stored. */
export function createSmsRepo(db: Db) {
  const sameNumber = (brandId: number, purpose: CodePurpose, n: MobileNumber) =>
    and(
      eq(verificationCodes.brandId, brandId),
      eq(verificationCodes.purpose, purpose),
      eq(verificationCodes.countryDialingCode, n.countryDialingCode),
      eq(verificationCodes.mobile, n.mobile),
    );
  const countWhere = async (where: ReturnType<typeof and>, tx: Db) => {
    const [row] = await tx.select({ n: count() }).from(verificationCodes).where(where);
    return row?.n ?? 0;
  };
  return {
    /** When the last code for the number and purpose was sent, or null. */
    async lastSentAt(brandId: number, purpose: CodePurpose, n: MobileNumber, tx: Db = db): Promise<Date | null> {
      const [last] = await tx
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(sameNumber(brandId, purpose, n))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      return last ? last.createdAt : null;
    },
    sentToNumberSince(
      brandId: number,
      purpose: CodePurpose,
      n: MobileNumber,
      since: Date,
      tx: Db = db,
    ): Promise<number> {
      return countWhere(and(sameNumber(brandId, purpose, n), gt(verificationCodes.createdAt, since)), tx);
    },
    sentToIpSince(ip: string, since: Date, tx: Db = db): Promise<number> {
      return countWhere(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)), tx);
    },
    sentByBrandSince(brandId: number, since: Date, tx: Db = db): Promise<number> {
      return countWhere(and(eq(verificationCodes.brandId, brandId), gt(verificationCodes.createdAt, since)), tx);
    },
    /** Stores a code; `hashOf` makes its hash from the new row's id (the hash is salted with it). */
    async insert(
      values: Omit<typeof verificationCodes.$inferInsert, 'codeHash'>,
      hashOf: (id: number) => string,
      tx: Db = db,
    ): Promise<void> {
      const [row] = await tx
        .insert(verificationCodes)
        .values({ ...values, codeHash: 'pending' })
        .returning({ id: verificationCodes.id });
      if (!row) throw new Error('code not stored');
      await tx
        .update(verificationCodes)
        .set({ codeHash: hashOf(row.id) })
        .where(eq(verificationCodes.id, row.id));
    },
    /** The newest code sent to the number for the purpose, or null. */
    async newest(
      brandId: number,
      purpose: CodePurpose,
      n: MobileNumber,
      tx: Db = db,
    ): Promise<VerificationCode | null> {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(sameNumber(brandId, purpose, n))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      return row ?? null;
    },
    /**
     * One statement counts the guess and spends a right code (`codeHash` is the guess's hash). Parallel guesses
     * queue on the row lock and each re-checks the WHERE against the count the one before left, so past
     * `maxAttempts` no guess, right or wrong, finds the row. True when the guess was right and spent the code.
     */
    async guess(id: number, codeHash: string, now: Date, maxAttempts: number, tx: Db = db): Promise<boolean> {
      const matches = sql`${verificationCodes.codeHash} = ${codeHash}`;
      const [checked] = await tx
        .update(verificationCodes)
        .set({
          attempts: sql`${verificationCodes.attempts} + 1`,
          usedAt: sql`case when ${matches} then ${now.toISOString()}::timestamptz end`,
        })
        .where(
          and(
            eq(verificationCodes.id, id),
            isNull(verificationCodes.usedAt),
            lt(verificationCodes.attempts, maxAttempts),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .returning({ usedAt: verificationCodes.usedAt });
      return Boolean(checked?.usedAt);
    },
  };
}
