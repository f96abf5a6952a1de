import { and, asc, count, desc, eq, gte, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, members } from '../../db/schema.js';
import { moneyRequests } from '../../db/schema-operators.js';

export type MoneyRequest = typeof moneyRequests.$inferSelect;
export type MoneyRequestStatus = MoneyRequest['status'];

/** Maker-checker requests: SQL only. */
export function createMoneyRequestRepo(db: Db) {
  return {
    async insert(values: typeof moneyRequests.$inferInsert, tx: Db = db): Promise<MoneyRequest> {
      const [row] = await tx.insert(moneyRequests).values(values).returning();
      if (!row) throw new Error('money request insert returned nothing');
      return row;
    },
    async byId(id: number, tx: Db = db): Promise<MoneyRequest | null> {
      const [row] = await tx.select().from(moneyRequests).where(eq(moneyRequests.id, id)).limit(1);
      return row ?? null;
    },
    async byKey(brandId: number, key: string, tx: Db = db): Promise<MoneyRequest | null> {
      const [row] = await tx
        .select()
        .from(moneyRequests)
        .where(and(eq(moneyRequests.brandId, brandId), eq(moneyRequests.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },
    /**
     * Decides a pending request, once: one conditional UPDATE, so of two operators approving at the same moment
     * exactly one gets the row back (the other waits for the row lock, then finds it decided).
     */
    async decide(
      id: number,
      checker: { id: number | null; name: string },
      patch: { status: 'executed' | 'rejected'; decisionReason: string | null; decidedAt: Date },
      tx: Db,
    ): Promise<MoneyRequest | null> {
      const [row] = await tx
        .update(moneyRequests)
        .set({ ...patch, checkerId: checker.id, checker: checker.name })
        .where(
          and(eq(moneyRequests.id, id), eq(moneyRequests.status, 'pending'), ne(moneyRequests.maker, checker.name)),
        )
        .returning();
      return row ?? null;
    },
    /**
     * What `maker` moved for the member on their own say (executed with no checker) since `since`, credits less
     * debits; the brand's approval window counts it toward the threshold.
     */
    async ownTotal(f: { memberId: number; maker: string; since: Date }, tx: Db): Promise<number> {
      const [row] = await tx
        .select({ total: sql<string | null>`sum(${moneyRequests.amount})` })
        .from(moneyRequests)
        .where(
          and(
            eq(moneyRequests.memberId, f.memberId),
            eq(moneyRequests.maker, f.maker),
            gte(moneyRequests.createdAt, f.since),
            eq(moneyRequests.status, 'executed'),
            isNull(moneyRequests.checker),
          ),
        );
      return Number(row?.total ?? 0);
    },
    async setTransfer(id: number, transferId: number, tx: Db): Promise<void> {
      await tx.update(moneyRequests).set({ transferId }).where(eq(moneyRequests.id, id));
    },
    /** Requests with the names the desk shows: the brand's code and the member's account. */
    async list(
      filter: {
        brandId?: number;
        status?: MoneyRequestStatus | undefined;
        id?: number;
        /** Newest first unless sorted by a whitelisted column; an amount by its size (a debit is negative). */
        sort?: { by: 'createdAt' | 'amount'; order: 'asc' | 'desc' } | undefined;
      },
      page: { offset: number; limit: number },
      tx: Db = db,
    ) {
      const where: SQL[] = [];
      if (filter.brandId !== undefined) where.push(eq(moneyRequests.brandId, filter.brandId));
      if (filter.status) where.push(eq(moneyRequests.status, filter.status));
      if (filter.id !== undefined) where.push(eq(moneyRequests.id, filter.id));
      const condition = where.length ? and(...where) : undefined;
      const direction = filter.sort?.order === 'asc' ? asc : desc;
      const rows = await tx
        .select({
          request: moneyRequests,
          brand: brands.code,
          memberAccount: members.account,
        })
        .from(moneyRequests)
        .innerJoin(brands, eq(brands.id, moneyRequests.brandId))
        .innerJoin(members, eq(members.id, moneyRequests.memberId))
        .where(condition)
        .orderBy(
          ...(filter.sort?.by === 'amount'
            ? [direction(sql`abs(${moneyRequests.amount})`), direction(moneyRequests.id)]
            : [direction(moneyRequests.createdAt), direction(moneyRequests.id)]),
        )
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await tx.select({ n: count() }).from(moneyRequests).where(condition);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type MoneyRequestRepo = ReturnType<typeof createMoneyRequestRepo>;
