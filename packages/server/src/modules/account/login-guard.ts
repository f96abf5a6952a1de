import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { createLoginFailureRepo } from './login-failure-repo.js';

/**
 * Spec 4: after a failed login a captcha is required. One failure on an account requires it for that account;
 * failures from one client IP require it for every account from there once they reach IP_THRESHOLD (a shared
 * NAT must not lock everyone out after one typo). Failures are forgotten after WINDOW_MS; a successful login
 * clears the account's count.
 */
const WINDOW_MS = 60 * 60_000;
const IP_THRESHOLD = 3;

export function createLoginGuard({ db, clock }: { db: Db; clock: Clock }) {
  const accountKey = (account: string) => `acct:${account.toLowerCase()}`;
  const ipKey = (ip: string) => `ip:${ip}`;
  const repo = createLoginFailureRepo(db);
  const recent = (brandId: number, key: string) =>
    repo.countSince(brandId, key, new Date(clock.now().getTime() - WINDOW_MS));
  const bump = async (brandId: number, key: string) => {
    const now = clock.now();
    // A failure after a quiet hour starts the count again.
    await repo.bump(brandId, key, now, new Date(now.getTime() - WINDOW_MS));
  };
  return {
    async captchaRequired(brandId: number, account: string, ip: string): Promise<boolean> {
      return (await recent(brandId, accountKey(account))) >= 1 || (await recent(brandId, ipKey(ip))) >= IP_THRESHOLD;
    },
    async recordFailure(brandId: number, account: string, ip: string): Promise<void> {
      await bump(brandId, accountKey(account));
      await bump(brandId, ipKey(ip));
    },
    async recordSuccess(brandId: number, account: string): Promise<void> {
      await repo.clear(brandId, accountKey(account));
    },
  };
}

export type LoginGuard = ReturnType<typeof createLoginGuard>;
