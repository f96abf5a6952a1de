import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginFailures } from '../../db/schema.js';

/** Counted login failures by key (an account or a client IP) of a brand (login-guard.ts holds the rules). */
export function createLoginFailureRepo(db: Db) {
  return {
    /** The key's count of failures after `since`; 0 when its last failure is older. */
    async countSince(brandId: number, key: string, since: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ count: loginFailures.count })
        .from(loginFailures)
        .where(
          and(eq(loginFailures.brandId, brandId), eq(loginFailures.key, key), gt(loginFailures.lastFailedAt, since)),
        );
      return row?.count ?? 0;
    },
    /** Counts a failure at `now`; a failure after none since `since` starts the count again at 1. */
    async bump(brandId: number, key: string, now: Date, since: Date, tx: Db = db): Promise<void> {
      await tx
        .insert(loginFailures)
        .values({ brandId, key, count: 1, lastFailedAt: now })
        .onConflictDoUpdate({
          target: [loginFailures.brandId, loginFailures.key],
          set: {
            count: sql`case when ${loginFailures.lastFailedAt} > ${since.toISOString()} then ${loginFailures.count} + 1 else 1 end`,
            lastFailedAt: now,
          },
        });
    },
    async clear(brandId: number, key: string, tx: Db = db): Promise<void> {
      await tx.delete(loginFailures).where(and(eq(loginFailures.brandId, brandId), eq(loginFailures.key, key)));
    },
  };
}
