import { and, asc, count, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, members } from '../../db/schema.js';
import { type DepositStatus, depositOrders, paymentChannels, receivingAccounts } from '../../db/schema-cashier.js';

export interface DepositFilter {
  brandId: number;
  id?: number | undefined;
  status?: DepositStatus | undefined;
  channel?: string | undefined;
  member?: string | undefined;
  since?: Date | undefined;
  until?: Date | undefined;
}

/**
 * Risk flags, counted per order: other members who deposited from the same IP; other orders with the same reference;
 * other orders whose proof image has the same bytes.
 */
const sharedIp = sql<number>`(select count(distinct x.member_id)::int from deposit_orders x
  where x.brand_id = ${depositOrders.brandId} and x.ip = ${depositOrders.ip} and x.member_id <> ${depositOrders.memberId})`;
const sameReference = sql<number>`(select count(*)::int from deposit_orders x
  where x.brand_id = ${depositOrders.brandId} and x.reference = ${depositOrders.reference} and x.id <> ${depositOrders.id})`;
const sameProof = sql<number>`(select count(*)::int from deposit_orders x
  join cashier_uploads xu on xu.id = x.proof_upload_id
  join cashier_uploads ou on ou.id = ${depositOrders.proofUploadId}
  where x.brand_id = ${depositOrders.brandId} and xu.sha256 = ou.sha256 and x.id <> ${depositOrders.id})`;

/** The finance desk's SQL: the deposit queue with its flags, and the channel settings. */
export function createCashierDeskRepo(db: Db) {
  return {
    async deposits(
      f: DepositFilter,
      sort: { by: 'createdAt' | 'amount'; order: 'asc' | 'desc' },
      page: { offset: number; limit: number },
      tx: Db = db,
    ) {
      const where = and(
        eq(depositOrders.brandId, f.brandId),
        f.id !== undefined ? eq(depositOrders.id, f.id) : undefined,
        f.status ? eq(depositOrders.status, f.status) : undefined,
        f.channel ? eq(paymentChannels.code, f.channel) : undefined,
        f.member ? ilike(members.account, f.member.replace(/[\\%_]/g, '\\$&')) : undefined,
        f.since ? gte(depositOrders.createdAt, f.since) : undefined,
        f.until ? lt(depositOrders.createdAt, f.until) : undefined,
      );
      const column = sort.by === 'amount' ? depositOrders.amount : depositOrders.createdAt;
      const direction = sort.order === 'asc' ? asc : desc;
      const rows = await tx
        .select({
          order: depositOrders,
          brand: brands.code,
          memberAccount: members.account,
          channel: paymentChannels.code,
          channelKind: paymentChannels.kind,
          approvalThreshold: brands.approvalThreshold,
          account: sql<string | null>`${receivingAccounts.bankName} || ', ' || ${receivingAccounts.accountNumber}`,
          sharedIp,
          sameReference,
          sameProof,
        })
        .from(depositOrders)
        .innerJoin(brands, eq(brands.id, depositOrders.brandId))
        .innerJoin(members, eq(members.id, depositOrders.memberId))
        .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
        .leftJoin(receivingAccounts, eq(receivingAccounts.id, depositOrders.receivingAccountId))
        .where(where)
        .orderBy(direction(column), direction(depositOrders.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await tx
        .select({ n: count() })
        .from(depositOrders)
        .innerJoin(members, eq(members.id, depositOrders.memberId))
        .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async updateChannel(
      id: number,
      patch: Partial<typeof paymentChannels.$inferInsert>,
      tx: Db,
    ): Promise<typeof paymentChannels.$inferSelect | null> {
      const [row] = await tx.update(paymentChannels).set(patch).where(eq(paymentChannels.id, id)).returning();
      return row ?? null;
    },

    async insertAccount(values: typeof receivingAccounts.$inferInsert, tx: Db) {
      const [row] = await tx.insert(receivingAccounts).values(values).returning();
      if (!row) throw new Error('account insert returned nothing');
      return row;
    },

    async updateAccount(id: number, patch: Partial<typeof receivingAccounts.$inferInsert>, tx: Db) {
      const [row] = await tx.update(receivingAccounts).set(patch).where(eq(receivingAccounts.id, id)).returning();
      return row ?? null;
    },
  };
}

export type DepositQueueRow = Awaited<ReturnType<ReturnType<typeof createCashierDeskRepo>['deposits']>>['rows'][number];
