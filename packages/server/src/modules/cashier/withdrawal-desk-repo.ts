import { and, asc, count, desc, eq, gte, ilike, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, members } from '../../db/schema.js';
import { type WithdrawalStatus, withdrawalOrders } from '../../db/schema-withdrawals.js';

export interface WithdrawalFilter {
  brandId: number;
  id?: number | undefined;
  status?: WithdrawalStatus | undefined;
  member?: string | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
}

const o = withdrawalOrders;

/**
 * Risk flags, per order: other members holding the same payout account (member-centre's `number_key`); other members
 * whose cashier orders came from the same IP; and the member's last approved deposit before the withdrawal and when it
 * was approved (the service asks the turnover module what was wagered since).
 */
const sharedPayout = sql<number>`(select count(distinct x.member_id)::int from payout_accounts x
  join payout_accounts own on own.id = ${o.payoutAccountId}
  where x.brand_id = ${o.brandId} and x.number_key = own.number_key and x.member_id <> ${o.memberId}
    and x.removed_at is null)`;
const sharedIp = sql<number>`(select count(distinct x.member_id)::int from (
    select member_id from deposit_orders d where d.brand_id = ${o.brandId} and d.ip = ${o.ip}
    union select member_id from withdrawal_orders w where w.brand_id = ${o.brandId} and w.ip = ${o.ip}
  ) x where x.member_id <> ${o.memberId})`;
const lastDepositWhere = sql`d.member_id = ${o.memberId} and d.status = 'approved' and d.decided_at <= ${o.createdAt}`;
const lastDeposit = sql<string | null>`(select d.credited from deposit_orders d where ${lastDepositWhere}
  order by d.decided_at desc, d.id desc limit 1)`;
const lastDepositAt = sql<
  Date | string | null
>`(select max(d.decided_at) from deposit_orders d where ${lastDepositWhere})`;

/** The finance desk's withdrawal queue. */
export function createWithdrawalDeskRepo(db: Db) {
  return {
    async withdrawals(
      f: WithdrawalFilter,
      sort: { by: 'createdAt' | 'amount'; order: 'asc' | 'desc' },
      page: { offset: number; limit: number },
      tx: Db = db,
    ) {
      const where = and(
        eq(o.brandId, f.brandId),
        f.id !== undefined ? eq(o.id, f.id) : undefined,
        f.status ? eq(o.status, f.status) : undefined,
        f.member ? ilike(members.account, f.member.replace(/[\\%_]/g, '\\$&')) : undefined,
        f.since ? gte(o.createdAt, f.since) : undefined,
        f.until ? lt(o.createdAt, f.until) : undefined,
        f.minAmount !== undefined ? gte(o.amount, f.minAmount) : undefined,
        f.maxAmount !== undefined ? lte(o.amount, f.maxAmount) : undefined,
      );
      const column = sort.by === 'amount' ? o.amount : o.createdAt;
      const direction = sort.order === 'asc' ? asc : desc;
      const rows = await tx
        .select({
          order: o,
          brand: brands.code,
          memberAccount: members.account,
          approvalThreshold: brands.approvalThreshold,
          sharedPayout,
          sharedIp,
          lastDeposit,
          lastDepositAt,
        })
        .from(o)
        .innerJoin(brands, eq(brands.id, o.brandId))
        .innerJoin(members, eq(members.id, o.memberId))
        .where(where)
        .orderBy(direction(column), direction(o.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await tx
        .select({ n: count() })
        .from(o)
        .innerJoin(members, eq(members.id, o.memberId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type WithdrawalQueueRow = Awaited<
  ReturnType<ReturnType<typeof createWithdrawalDeskRepo>['withdrawals']>
>['rows'][number];
