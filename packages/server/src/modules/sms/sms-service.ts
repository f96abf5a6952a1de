import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { verificationCodes } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/errors.js';
import { sha256 } from '../../lib/secrets.js';
import type { Brand } from '../brands/brand-repo.js';
import type { MessageProvider } from '../outbox/messaging.js';

export type CodePurpose = 'nologin' | 'register';

/** Limits of spec 8: a resend needs a minute; past these counts the number or IP waits (the 5-minute message). */
const RESEND_AFTER_MS = 60_000;
const LOCK_WINDOW_MS = 5 * 60_000;
const MAX_PER_NUMBER = 3;
const MAX_PER_IP = 10;
const MAX_ATTEMPTS = 5;

export interface MobileNumber {
  countryDialingCode: string;
  mobile: string;
}

/** '+880', '880' -> '+880'; '017-1234 5678' -> '01712345678'. Throws the spec 8 phone errors. */
export function normalizeMobile(dialing: string | undefined, mobile: string | undefined): MobileNumber {
  const digits = (mobile ?? '').replace(/[\s-]/g, '');
  if (digits === '') throw new DomainError('sms_missing_phone');
  const code = (dialing ?? '').trim().replace(/^\+?/, '+');
  if (!/^\+[0-9]{1,4}$/.test(code) || !/^[0-9]{5,15}$/.test(digits)) throw new DomainError('sms_invalid_phone');
  return { countryDialingCode: code, mobile: digits };
}

export function createSmsService({ db, clock, provider }: { db: Db; clock: Clock; provider: MessageProvider }) {
  const hashCode = (id: number, code: string) => sha256(`${id}:${code}`);
  const sameNumber = (brandId: number, purpose: CodePurpose, n: MobileNumber) =>
    and(
      eq(verificationCodes.brandId, brandId),
      eq(verificationCodes.purpose, purpose),
      eq(verificationCodes.countryDialingCode, n.countryDialingCode),
      eq(verificationCodes.mobile, n.mobile),
    );

  return {
    /**
     * Sends a 6-digit code from the CSPRNG for `purpose` to the number. Answers how long it lives (spec 7
     * value.expiredMinutes). The same answer whether or not an account has that number.
     */
    async send(
      brand: Brand,
      purpose: CodePurpose,
      number: MobileNumber,
      ip: string,
    ): Promise<{ expiredMinutes: number }> {
      const now = clock.now();
      const since = new Date(now.getTime() - LOCK_WINDOW_MS);
      const [last] = await db
        .select({ createdAt: verificationCodes.createdAt })
        .from(verificationCodes)
        .where(sameNumber(brand.id, purpose, number))
        .orderBy(desc(verificationCodes.createdAt))
        .limit(1);
      const [perNumber] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(sameNumber(brand.id, purpose, number), gt(verificationCodes.createdAt, since)));
      const [perIp] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.ip, ip), gt(verificationCodes.createdAt, since)));
      if ((perNumber?.n ?? 0) >= MAX_PER_NUMBER || (perIp?.n ?? 0) >= MAX_PER_IP) {
        throw new DomainError('sms_too_many_requests');
      }
      if (last && now.getTime() - last.createdAt.getTime() < RESEND_AFTER_MS)
        throw new DomainError('sms_resend_too_soon');
      const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const [today] = await db
        .select({ n: count() })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.brandId, brand.id), gt(verificationCodes.createdAt, dayStart)));
      if ((today?.n ?? 0) >= brand.smsDailyQuota) throw new DomainError('sms_quota_exceeded');

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiredMinutes = brand.smsExpiredMinutes;
      const [row] = await db
        .insert(verificationCodes)
        .values({
          brandId: brand.id,
          purpose,
          ...number,
          codeHash: 'pending',
          ip,
          createdAt: now,
          expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
        })
        .returning({ id: verificationCodes.id });
      if (!row) throw new Error('code not stored');
      await db
        .update(verificationCodes)
        .set({ codeHash: hashCode(row.id, code) })
        .where(eq(verificationCodes.id, row.id));
      await provider.send({
        brandId: brand.id,
        to: `${number.countryDialingCode}${number.mobile}`,
        text: `${brand.name}: your verification code is ${code}. It expires in ${expiredMinutes} minutes. Never share it.`,
      });
      return { expiredMinutes };
    },

    /**
     * Spends the newest code sent to the number for `purpose` if `code` matches. Wrong guesses count; after
     * five the code is dead, and so is the right code. Throws sms_missing_code, sms_invalid_code or
     * sms_code_expired.
     */
    async consume(brand: Brand, purpose: CodePurpose, number: MobileNumber, code: string | undefined): Promise<void> {
      if (!code) throw new DomainError('sms_missing_code');
      const now = clock.now();
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(sameNumber(brand.id, purpose, number))
        .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
        .limit(1);
      if (!row || row.usedAt || row.attempts >= MAX_ATTEMPTS) throw new DomainError('sms_invalid_code');
      if (row.expiresAt.getTime() <= now.getTime()) throw new DomainError('sms_code_expired');
      // One statement counts the guess and spends a right code. Parallel guesses queue on the row lock and each
      // re-checks the WHERE against the count the one before left, so past the limit no guess, right or wrong,
      // finds the row (the read above only picks the row and words the error).
      const matches = sql`${verificationCodes.codeHash} = ${hashCode(row.id, code.trim())}`;
      const [checked] = await db
        .update(verificationCodes)
        .set({
          attempts: sql`${verificationCodes.attempts} + 1`,
          usedAt: sql`case when ${matches} then ${now.toISOString()}::timestamptz end`,
        })
        .where(
          and(
            eq(verificationCodes.id, row.id),
            isNull(verificationCodes.usedAt),
            lt(verificationCodes.attempts, MAX_ATTEMPTS),
            gt(verificationCodes.expiresAt, now),
          ),
        )
        .returning({ usedAt: verificationCodes.usedAt });
      if (!checked?.usedAt) throw new DomainError('sms_invalid_code');
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
