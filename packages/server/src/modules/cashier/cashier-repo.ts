import { and, asc, count, desc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands } from '../../db/schema.js';
import {
  cashierUploads,
  type DepositStatus,
  depositOrders,
  paymentChannels,
  receivingAccounts,
} from '../../db/schema-cashier.js';

export type PaymentChannel = typeof paymentChannels.$inferSelect;
export type ReceivingAccount = typeof receivingAccounts.$inferSelect;
export type DepositOrder = typeof depositOrders.$inferSelect;
export type NewDepositOrder = typeof depositOrders.$inferInsert;

const orderColumns = {
  order: depositOrders,
  channelCode: paymentChannels.code,
  channelName: paymentChannels.name,
  channelKind: paymentChannels.kind,
};
export type OrderWithChannel = { order: DepositOrder; channelCode: string; channelName: string; channelKind: string };

/** The cashier's SQL: channels, receiving accounts, proofs and deposit orders. */
export function createCashierRepo(db: Db) {
  return {
    channels(brandId: number, tx: Db = db): Promise<PaymentChannel[]> {
      return tx
        .select()
        .from(paymentChannels)
        .where(eq(paymentChannels.brandId, brandId))
        .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
    },
    async channelByCode(brandId: number, code: string, tx: Db = db): Promise<PaymentChannel | null> {
      const [row] = await tx
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.brandId, brandId), eq(paymentChannels.code, code)));
      return row ?? null;
    },
    /** The channels of every brand with this code (one per brand at most): a callback's URL names only the code. */
    channelsByCode(code: string, tx: Db = db): Promise<PaymentChannel[]> {
      return tx.select().from(paymentChannels).where(eq(paymentChannels.code, code)).orderBy(asc(paymentChannels.id));
    },
    async channelById(id: number, tx: Db = db): Promise<PaymentChannel | null> {
      const [row] = await tx.select().from(paymentChannels).where(eq(paymentChannels.id, id));
      return row ?? null;
    },
    accounts(channelIds: number[], tx: Db = db): Promise<ReceivingAccount[]> {
      if (channelIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(receivingAccounts)
        .where(sql`${receivingAccounts.channelId} = any(${`{${channelIds.join(',')}}`}::int[])`)
        .orderBy(asc(receivingAccounts.sort), asc(receivingAccounts.id));
    },
    async accountById(id: number, tx: Db = db): Promise<ReceivingAccount | null> {
      const [row] = await tx.select().from(receivingAccounts).where(eq(receivingAccounts.id, id));
      return row ?? null;
    },
    async insertUpload(values: typeof cashierUploads.$inferInsert, tx: Db): Promise<number> {
      const [row] = await tx.insert(cashierUploads).values(values).returning({ id: cashierUploads.id });
      if (!row) throw new Error('upload insert returned nothing');
      return row.id;
    },
    async upload(id: number) {
      const [row] = await db
        .select({ mime: cashierUploads.mime, data: cashierUploads.data, sha256: cashierUploads.sha256 })
        .from(cashierUploads)
        .where(eq(cashierUploads.id, id));
      return row ?? null;
    },
    /** Pending orders past their expiry, with their channel's adapter (a gateway may have been paid meanwhile). */
    async overdue(now: Date, limit: number) {
      return db
        .select({ order: depositOrders, adapter: paymentChannels.adapter, channel: paymentChannels.code })
        .from(depositOrders)
        .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
        .where(
          and(
            eq(depositOrders.status, 'pending'),
            lte(depositOrders.expiresAt, now),
            // Peer-to-peer orders expire with their payment (the p2p job).
            ne(paymentChannels.kind, 'p2p'),
          ),
        )
        .orderBy(asc(depositOrders.id))
        .limit(limit);
    },
    async pendingCount(memberId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(depositOrders)
        .where(and(eq(depositOrders.memberId, memberId), eq(depositOrders.status, 'pending')));
      return row?.n ?? 0;
    },
    async insertOrder(values: NewDepositOrder, tx: Db): Promise<DepositOrder> {
      const [row] = await tx.insert(depositOrders).values(values).returning();
      if (!row) throw new Error('order insert returned nothing');
      return row;
    },
    async setGateway(id: number, gatewayRef: string | null, payUrl: string | null, tx: Db): Promise<void> {
      await tx.update(depositOrders).set({ gatewayRef, payUrl }).where(eq(depositOrders.id, id));
    },
    async orderById(id: number, tx: Db = db): Promise<OrderWithChannel | null> {
      const [row] = await tx
        .select(orderColumns)
        .from(depositOrders)
        .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
        .where(eq(depositOrders.id, id));
      return row ?? null;
    },
    /** The member's orders, newest first. */
    async memberOrders(
      memberId: number,
      f: { status?: DepositStatus | undefined; since?: Date | undefined; until?: Date | undefined },
      page: { offset: number; limit: number },
    ) {
      const where = and(
        eq(depositOrders.memberId, memberId),
        f.status ? eq(depositOrders.status, f.status) : undefined,
        f.since ? gte(depositOrders.createdAt, f.since) : undefined,
        f.until ? lt(depositOrders.createdAt, f.until) : undefined,
      );
      const rows = await db
        .select(orderColumns)
        .from(depositOrders)
        .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
        .where(where)
        .orderBy(desc(depositOrders.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(depositOrders).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /**
     * Moves a pending order to `status`, once: one conditional UPDATE, so of two decisions at the same moment
     * exactly one gets the row back (the other waits for the row lock, then finds it decided). `extra` narrows it
     * further (the member's own order; an approver other than the first).
     */
    async closePending(
      id: number,
      patch: Partial<Pick<DepositOrder, 'status' | 'reason' | 'decidedBy' | 'decidedAt'>>,
      tx: Db,
      only: { memberId?: number | undefined; otherThanFirst?: string | undefined } = {},
    ): Promise<DepositOrder | null> {
      const [row] = await tx
        .update(depositOrders)
        .set(patch)
        .where(
          and(
            eq(depositOrders.id, id),
            eq(depositOrders.status, 'pending'),
            // A peer-to-peer order moves only with its payment (p2p-service.ts), never by the desk's deposit queue.
            sql`not exists (select 1 from p2p_payments p where p.deposit_order_id = ${depositOrders.id})`,
            only.memberId === undefined ? undefined : eq(depositOrders.memberId, only.memberId),
            only.otherThanFirst === undefined
              ? undefined
              : sql`${depositOrders.firstApprovedBy} is not null and ${depositOrders.firstApprovedBy} <> ${only.otherThanFirst}`,
          ),
        )
        .returning();
      return row ?? null;
    },
    /** The first of two approvals (above the threshold): only while pending and not yet approved once. */
    async firstApproval(id: number, by: string, tx: Db): Promise<DepositOrder | null> {
      const [row] = await tx
        .update(depositOrders)
        .set({ firstApprovedBy: by })
        .where(
          and(
            eq(depositOrders.id, id),
            eq(depositOrders.status, 'pending'),
            sql`${depositOrders.firstApprovedBy} is null`,
          ),
        )
        .returning();
      return row ?? null;
    },
    async setTransfer(id: number, transferId: number, tx: Db): Promise<void> {
      await tx.update(depositOrders).set({ transferId }).where(eq(depositOrders.id, id));
    },
    /** A pending order past its expiry becomes expired (once); answers it, or null when it did not. */
    async expire(id: number, now: Date, tx: Db = db): Promise<DepositOrder | null> {
      const [row] = await tx
        .update(depositOrders)
        .set({ status: 'expired', decidedAt: now, decidedBy: 'system' })
        .where(and(eq(depositOrders.id, id), eq(depositOrders.status, 'pending'), lte(depositOrders.expiresAt, now)))
        .returning();
      return row ?? null;
    },
    /** The brand's currency symbol (what a member's message writes amounts with). */
    async currencySymbol(brandId: number, tx: Db = db): Promise<string> {
      const [row] = await tx.select({ symbol: brands.currencySymbol }).from(brands).where(eq(brands.id, brandId));
      return row?.symbol ?? '';
    },
  };
}

export type CashierRepo = ReturnType<typeof createCashierRepo>;
