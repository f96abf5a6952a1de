import { and, count, eq, ilike, inArray, max, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands } from '../../db/schema.js';
import { operatorBrands, operatorSessions, operators } from '../../db/schema-operators.js';
import type { Operator } from './operator-repo.js';

export interface OperatorFilter {
  account?: string | undefined;
  role?: Operator['role'] | undefined;
  /** Only operators whose scope lies within these brands (an operator scoped to brands); undefined = all. */
  within?: number[] | undefined;
}

/** What the operators desk reads and changes of operators: SQL only. */
export function createOperatorAdminRepo(db: Db) {
  function where(filter: OperatorFilter): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    if (filter.account) {
      parts.push(ilike(operators.account, `${filter.account.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
    }
    if (filter.role) parts.push(eq(operators.role, filter.role));
    if (filter.within) {
      parts.push(eq(operators.allBrands, false));
      const outside = db
        .select({ one: sql`1` })
        .from(operatorBrands)
        .where(
          and(
            eq(operatorBrands.operatorId, operators.id),
            filter.within.length ? notInArray(operatorBrands.brandId, filter.within) : undefined,
          ),
        );
      parts.push(sql`not exists (${outside})`);
    }
    return and(...parts);
  }

  return {
    async search(filter: OperatorFilter, page: { offset: number; limit: number }) {
      const lastLogin = db
        .select({ operatorId: operatorSessions.operatorId, at: max(operatorSessions.createdAt).as('last_login_at') })
        .from(operatorSessions)
        .groupBy(operatorSessions.operatorId)
        .as('last_login');
      const filterSql = where(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({ operator: operators, lastLoginAt: lastLogin.at })
          .from(operators)
          .leftJoin(lastLogin, eq(lastLogin.operatorId, operators.id))
          .where(filterSql)
          .orderBy(operators.account)
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(operators).where(filterSql),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
    async lastLoginOf(operatorId: number, tx: Db = db): Promise<Date | null> {
      const [row] = await tx
        .select({ at: max(operatorSessions.createdAt) })
        .from(operatorSessions)
        .where(eq(operatorSessions.operatorId, operatorId));
      return row?.at ?? null;
    },
    async lockById(id: number, tx: Db): Promise<Operator | null> {
      const [row] = await tx.select().from(operators).where(eq(operators.id, id)).limit(1).for('update');
      return row ?? null;
    },
    /**
     * One operators-desk change at a time (taken first in its transaction): two owners demoting each other cannot
     * both pass the last-owner rule, and no two changes wait on each other's rows.
     */
    async serialize(tx: Db): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('operators-desk', 0))`);
    },
    /** Owners who can still log in. */
    async activeOwnerIds(tx: Db): Promise<number[]> {
      const rows = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(and(eq(operators.role, 'owner'), eq(operators.disabled, false)));
      return rows.map((r) => r.id);
    },
    async replaceBrands(operatorId: number, brandIds: number[], tx: Db): Promise<void> {
      await tx.delete(operatorBrands).where(eq(operatorBrands.operatorId, operatorId));
      if (brandIds.length) {
        await tx.insert(operatorBrands).values(brandIds.map((brandId) => ({ operatorId, brandId })));
      }
    },
    async brandCodesOf(operatorIds: number[]): Promise<Map<number, string[]>> {
      const map = new Map<number, string[]>();
      if (operatorIds.length === 0) return map;
      const rows = await db
        .select({ operatorId: operatorBrands.operatorId, code: brands.code })
        .from(operatorBrands)
        .innerJoin(brands, eq(brands.id, operatorBrands.brandId))
        .where(inArray(operatorBrands.operatorId, operatorIds))
        .orderBy(brands.code);
      for (const r of rows) map.set(r.operatorId, [...(map.get(r.operatorId) ?? []), r.code]);
      return map;
    },
  };
}
