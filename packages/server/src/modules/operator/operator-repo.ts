import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands } from '../../db/schema.js';
import {
  operatorBrands,
  operatorChallenges,
  operatorLogins,
  operatorRecoveryCodes,
  operatorSessions,
  operators,
} from '../../db/schema-operators.js';

export type Operator = typeof operators.$inferSelect;
export type NewOperator = typeof operators.$inferInsert;
export type OperatorChallenge = typeof operatorChallenges.$inferSelect;
export type OperatorLogin = typeof operatorLogins.$inferInsert;

/** Operators, their scope, challenges, recovery codes, sessions and login records: SQL only. */
export function createOperatorRepo(db: Db) {
  return {
    async byAccount(account: string, tx: Db = db): Promise<Operator | null> {
      const [row] = await tx
        .select()
        .from(operators)
        .where(sql`lower(${operators.account}) = lower(${account})`)
        .limit(1);
      return row ?? null;
    },
    async byId(id: number, tx: Db = db): Promise<Operator | null> {
      const [row] = await tx.select().from(operators).where(eq(operators.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: NewOperator, brandIds: number[], tx: Db = db): Promise<Operator> {
      const [row] = await tx.insert(operators).values(values).returning();
      if (!row) throw new Error('operator insert returned nothing');
      if (brandIds.length) {
        await tx.insert(operatorBrands).values(brandIds.map((brandId) => ({ operatorId: row.id, brandId })));
      }
      return row;
    },
    async update(id: number, patch: Partial<NewOperator>, tx: Db = db): Promise<void> {
      await tx.update(operators).set(patch).where(eq(operators.id, id));
    },
    /** Operators whose TOTP secret is stored plain (seeded, or saved before secrets were sealed). */
    async withPlainTotpSecrets(tx: Db = db): Promise<{ id: number; totpSecret: string }[]> {
      const rows = await tx
        .select({ id: operators.id, totpSecret: operators.totpSecret })
        .from(operators)
        .where(and(isNotNull(operators.totpSecret), notLike(operators.totpSecret, 'v1:%')));
      return rows.flatMap((r) => (r.totpSecret ? [{ id: r.id, totpSecret: r.totpSecret }] : []));
    },
    /** Replaces a plain secret by its sealed form, unless it changed meanwhile. */
    async sealTotpSecret(id: number, plain: string, sealed: string, tx: Db = db): Promise<void> {
      await tx
        .update(operators)
        .set({ totpSecret: sealed })
        .where(and(eq(operators.id, id), eq(operators.totpSecret, plain)));
    },
    async brandsOf(operatorId: number, tx: Db = db): Promise<{ id: number; code: string }[]> {
      return tx
        .select({ id: brands.id, code: brands.code })
        .from(operatorBrands)
        .innerJoin(brands, eq(brands.id, operatorBrands.brandId))
        .where(eq(operatorBrands.operatorId, operatorId))
        .orderBy(brands.code);
    },
    async brandIdsByCode(codes: string[], tx: Db = db): Promise<{ id: number; code: string }[]> {
      if (codes.length === 0) return [];
      return tx.select({ id: brands.id, code: brands.code }).from(brands).where(inArray(brands.code, codes));
    },
    /**
     * Counts one attempt on an account that is not locked at `now`, in one statement, and answers whether it was
     * counted (false: locked). The attempt that reaches `lockAfter` locks the account until `lockUntil` and starts
     * the count over. Taken before a code is checked, so parallel attempts cannot all be checked.
     */
    async countAttempt(id: number, lockAfter: number, lockUntil: Date, now: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(operators)
        .set({
          failedAttempts: sql`case when ${operators.failedAttempts} + 1 >= ${lockAfter} then 0 else ${operators.failedAttempts} + 1 end`,
          lockedUntil: sql`case when ${operators.failedAttempts} + 1 >= ${lockAfter} then ${lockUntil.toISOString()}::timestamptz else ${operators.lockedUntil} end`,
        })
        .where(and(eq(operators.id, id), or(isNull(operators.lockedUntil), lte(operators.lockedUntil, now))))
        .returning({ id: operators.id });
      return rows.length === 1;
    },
    async insertLogin(row: OperatorLogin, tx: Db = db): Promise<void> {
      await tx.insert(operatorLogins).values(row);
    },
    async insertChallenge(values: typeof operatorChallenges.$inferInsert, tx: Db = db): Promise<void> {
      await tx.insert(operatorChallenges).values(values);
    },
    /** Uses a live challenge up: answers it once, and never again. */
    async consumeChallenge(tokenHash: string, now: Date, tx: Db = db): Promise<OperatorChallenge | null> {
      const [row] = await tx
        .update(operatorChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(operatorChallenges.tokenHash, tokenHash),
            isNull(operatorChallenges.usedAt),
            gt(operatorChallenges.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Takes a TOTP step if it is later than the last one taken: two logins cannot both spend one code. */
    async takeTotpStep(id: number, step: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(operators)
        .set({ totpLastStep: step })
        .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
        .returning({ id: operators.id });
      return rows.length === 1;
    },
    async replaceRecoveryCodes(operatorId: number, hashes: string[], tx: Db = db): Promise<void> {
      await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operatorId));
      if (hashes.length) {
        await tx.insert(operatorRecoveryCodes).values(hashes.map((codeHash) => ({ operatorId, codeHash })));
      }
    },
    async useRecoveryCode(operatorId: number, codeHash: string, now: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(operatorRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(operatorRecoveryCodes.operatorId, operatorId),
            eq(operatorRecoveryCodes.codeHash, codeHash),
            isNull(operatorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: operatorRecoveryCodes.id });
      return rows.length === 1;
    },
    async insertSession(values: typeof operatorSessions.$inferInsert, tx: Db = db): Promise<void> {
      await tx.insert(operatorSessions).values(values);
    },
    /** The session and operator behind a token that is neither revoked, past its absolute expiry, nor idle. */
    async findLiveSession(tokenHash: string, now: Date, idleMs: number) {
      const [row] = await db
        .select({ sessionId: operatorSessions.id, operator: operators })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
            gt(operatorSessions.lastSeenAt, new Date(now.getTime() - idleMs)),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async touchSession(id: number, now: Date): Promise<void> {
      await db.update(operatorSessions).set({ lastSeenAt: now }).where(eq(operatorSessions.id, id));
    },
    async revokeSession(id: number, now: Date, tx: Db = db): Promise<void> {
      await tx
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(and(eq(operatorSessions.id, id), isNull(operatorSessions.revokedAt)));
    },
    async revokeSessionsOf(operatorId: number, now: Date, tx: Db = db, keepSessionId?: number): Promise<void> {
      await tx
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(
          and(
            eq(operatorSessions.operatorId, operatorId),
            isNull(operatorSessions.revokedAt),
            keepSessionId === undefined ? undefined : ne(operatorSessions.id, keepSessionId),
          ),
        );
    },
  };
}

export type OperatorRepo = ReturnType<typeof createOperatorRepo>;
