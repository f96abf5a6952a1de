import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands } from '../../db/schema.js';
import { auditLog, operators } from '../../db/schema-operators.js';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  operatorId?: number;
  action?: string;
  targetType?: string;
  targetId?: string;
  brandId?: number;
  /** Only rows of these brands (an operator scoped to brands); undefined = every row. */
  brandIds?: number[];
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Newest first unless told. */
  order?: 'newest' | 'oldest';
}

/** The audit log's SQL: insert (in the caller's transaction) and search. There is no update and no delete. */
export function createAuditRepo(db: Db) {
  return {
    async insert(row: NewAuditRow, tx: Db = db): Promise<void> {
      await tx.insert(auditLog).values(row);
    },
    async search(
      filter: AuditFilter,
      page: { offset: number; limit: number },
    ): Promise<{ rows: (AuditRow & { operatorAccount: string | null; brandCode: string | null })[]; total: number }> {
      const where: SQL[] = [];
      if (filter.operatorId !== undefined) where.push(eq(auditLog.operatorId, filter.operatorId));
      if (filter.action) where.push(eq(auditLog.action, filter.action));
      if (filter.targetType) where.push(eq(auditLog.targetType, filter.targetType));
      if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId));
      if (filter.brandId !== undefined) where.push(eq(auditLog.brandId, filter.brandId));
      if (filter.brandIds) where.push(isNotNull(auditLog.brandId), inArray(auditLog.brandId, filter.brandIds));
      if (filter.from) where.push(gte(auditLog.at, filter.from));
      if (filter.to) where.push(lt(auditLog.at, filter.to));
      const condition = where.length ? and(...where) : undefined;
      const rows = await db
        .select({ row: auditLog, operatorAccount: operators.account, brandCode: brands.code })
        .from(auditLog)
        .leftJoin(operators, eq(operators.id, auditLog.operatorId))
        .leftJoin(brands, eq(brands.id, auditLog.brandId))
        .where(condition)
        .orderBy(filter.order === 'oldest' ? asc(auditLog.id) : desc(auditLog.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(auditLog).where(condition);
      return {
        rows: rows.map((r) => ({ ...r.row, operatorAccount: r.operatorAccount, brandCode: r.brandCode })),
        total: total?.n ?? 0,
      };
    },
  };
}

export type AuditRepo = ReturnType<typeof createAuditRepo>;
