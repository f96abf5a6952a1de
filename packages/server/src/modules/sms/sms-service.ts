import { randomInt } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Brand } from '../../domain/brand.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/errors.js';
import { sha256 } from '../../lib/secrets.js';
import type { MessageProvider } from '../outbox/messaging.js';
import { type CodePurpose, createSmsRepo, type MobileNumber } from './sms-repo.js';

/** Limits of spec 8: a resend needs a minute; past these counts the number or IP waits (the 5-minute message). */
const RESEND_AFTER_MS = 60_000;
const LOCK_WINDOW_MS = 5 * 60_000;
const MAX_PER_NUMBER = 3;
const MAX_PER_IP = 10;
const MAX_ATTEMPTS = 5;

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
  const repo = createSmsRepo(db);

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
      const last = await repo.lastSentAt(brand.id, purpose, number);
      const perNumber = await repo.sentToNumberSince(brand.id, purpose, number, since);
      const perIp = await repo.sentToIpSince(ip, since);
      if (perNumber >= MAX_PER_NUMBER || perIp >= MAX_PER_IP) {
        throw new DomainError('sms_too_many_requests');
      }
      if (last && now.getTime() - last.getTime() < RESEND_AFTER_MS) throw new DomainError('sms_resend_too_soon');
      const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const today = await repo.sentByBrandSince(brand.id, dayStart);
      if (today >= brand.smsDailyQuota) throw new DomainError('sms_quota_exceeded');

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiredMinutes = brand.smsExpiredMinutes;
      await repo.insert(
        {
          brandId: brand.id,
          purpose,
          ...number,
          ip,
          createdAt: now,
          expiresAt: new Date(now.getTime() + expiredMinutes * 60_000),
        },
        (id) => hashCode(id, code),
      );
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
      const row = await repo.newest(brand.id, purpose, number);
      if (!row || row.usedAt || row.attempts >= MAX_ATTEMPTS) throw new DomainError('sms_invalid_code');
      if (row.expiresAt.getTime() <= now.getTime()) throw new DomainError('sms_code_expired');
      // The read above only picks the row and words the error; the guess itself is one statement (sms-repo.ts).
      if (!(await repo.guess(row.id, hashCode(row.id, code.trim()), now, MAX_ATTEMPTS))) {
        throw new DomainError('sms_invalid_code');
      }
    },
  };
}

export type SmsService = ReturnType<typeof createSmsService>;
