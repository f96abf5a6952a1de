import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands, members } from '../../db/schema.js';
import { depositOrders } from '../../db/schema-cashier.js';
import { payoutAccounts } from '../../db/schema-member-centre.js';
import { type P2pState, p2pPayments, p2pSettings } from '../../db/schema-p2p.js';
import { withdrawalOrders } from '../../db/schema-withdrawals.js';

export type P2pPayment = typeof p2pPayments.$inferSelect;
export type P2pSettingsRow = typeof p2pSettings.$inferSelect;

/**
 * The peer-to-peer channel's SQL (p2p-rules.ts has the state machine). Every change is one conditional statement: a
 * slice is taken from a withdrawal only while that much is open, a payment moves only from the state it was read in, so
 * racing payers, confirmations and jobs each change a row once.
 */
export function createP2pRepo(db: Db) {
  return {
    async settings(brandId: number, tx: Db = db): Promise<P2pSettingsRow | null> {
      const [row] = await tx.select().from(p2pSettings).where(eq(p2pSettings.brandId, brandId));
      return row ?? null;
    },
    async saveSettings(values: typeof p2pSettings.$inferInsert, tx: Db): Promise<P2pSettingsRow> {
      const [row] = await tx
        .insert(p2pSettings)
        .values(values)
        .onConflictDoUpdate({ target: p2pSettings.brandId, set: values })
        .returning();
      if (!row) throw new Error('p2p settings not stored');
      return row;
    },

    /**
     * Takes `amount` from the open part of the oldest withdrawal of the brand that has that much open and is not
     * the payer's own: one statement, skipping rows another payer holds, so two payers never take the same money.
     */
    async takeSlice(brandId: number, payerId: number, amount: number, tx: Db) {
      const rows = await tx.execute(sql`
        update withdrawal_orders w set p2p_open = w.p2p_open - ${amount}
        where w.id = (
          select id from withdrawal_orders
          where brand_id = ${brandId} and status = 'processing' and p2p and p2p_open >= ${amount}
            and member_id <> ${payerId}
          order by created_at, id limit 1 for update skip locked)
          and w.status = 'processing' and w.p2p_open >= ${amount}
        returning w.id, w.member_id, w.payout_account_id`);
      const row = ((rows as { rows?: unknown[] }).rows ?? (rows as unknown[]))[0] as
        | { id: number; member_id: number; payout_account_id: number }
        | undefined;
      return row ? { withdrawalId: Number(row.id), payeeId: Number(row.member_id) } : null;
    },
    /** The largest amount one payer could be matched with now (null: nothing open). */
    async largestOpen(brandId: number, payerId: number, tx: Db = db): Promise<number | null> {
      const [row] = await tx
        .select({ max: sql<string | null>`max(${withdrawalOrders.p2pOpen})` })
        .from(withdrawalOrders)
        .where(
          and(
            eq(withdrawalOrders.brandId, brandId),
            eq(withdrawalOrders.status, 'processing'),
            sql`${withdrawalOrders.p2pOpen} > 0`,
            sql`${withdrawalOrders.memberId} <> ${payerId}`,
          ),
        );
      return row?.max == null ? null : Number(row.max);
    },
    /** Gives a slice back to the withdrawal's open part (an expired, cancelled or unpaid payment). */
    async releaseSlice(withdrawalId: number, amount: number, tx: Db): Promise<void> {
      if (amount <= 0) return;
      await tx
        .update(withdrawalOrders)
        .set({ p2pOpen: sql`${withdrawalOrders.p2pOpen} + ${amount}` })
        .where(eq(withdrawalOrders.id, withdrawalId));
    },
    /** Counts what reached the payer as paid out of the withdrawal. */
    async addPaid(withdrawalId: number, amount: number, tx: Db): Promise<void> {
      if (amount <= 0) return;
      await tx
        .update(withdrawalOrders)
        .set({ p2pPaid: sql`${withdrawalOrders.p2pPaid} + ${amount}` })
        .where(eq(withdrawalOrders.id, withdrawalId));
    },

    async insert(values: typeof p2pPayments.$inferInsert, tx: Db): Promise<P2pPayment> {
      const [row] = await tx.insert(p2pPayments).values(values).returning();
      if (!row) throw new Error('p2p payment insert returned nothing');
      return row;
    },
    async byId(id: number, tx: Db = db): Promise<P2pPayment | null> {
      const [row] = await tx.select().from(p2pPayments).where(eq(p2pPayments.id, id));
      return row ?? null;
    },
    async byDepositOrder(orderId: number, tx: Db = db): Promise<P2pPayment | null> {
      const [row] = await tx.select().from(p2pPayments).where(eq(p2pPayments.depositOrderId, orderId));
      return row ?? null;
    },
    /**
     * Moves a payment from `from` (the state it was read in) with its patch; credited grows by `credit`. Null when
     * it is no longer in `from`: another step won.
     */
    async step(
      id: number,
      from: P2pState,
      patch: Partial<typeof p2pPayments.$inferInsert> & { state: P2pState },
      credit: number,
      tx: Db,
    ): Promise<P2pPayment | null> {
      const [row] = await tx
        .update(p2pPayments)
        .set({ ...patch, credited: sql`${p2pPayments.credited} + ${credit}` })
        .where(and(eq(p2pPayments.id, id), eq(p2pPayments.state, from)))
        .returning();
      return row ?? null;
    },
    async setTransfer(id: number, part: 'credit' | 'rest', transferId: number, tx: Db): Promise<void> {
      await tx
        .update(p2pPayments)
        .set(part === 'credit' ? { creditTransferId: transferId } : { restTransferId: transferId })
        .where(eq(p2pPayments.id, id));
    },

    /** The payer's deposit order follows its payment: approved with what was credited, or closed. */
    async approveOrder(orderId: number, credited: number, now: Date, tx: Db): Promise<void> {
      await tx
        .update(depositOrders)
        .set({ status: 'approved', credited, decidedBy: 'p2p', decidedAt: now })
        .where(eq(depositOrders.id, orderId));
    },
    async closeOrder(
      orderId: number,
      status: 'rejected' | 'cancelled' | 'expired',
      by: string,
      reason: string | null,
      now: Date,
      tx: Db,
    ): Promise<void> {
      await tx
        .update(depositOrders)
        .set({ status, decidedBy: by, reason, decidedAt: now })
        .where(and(eq(depositOrders.id, orderId), eq(depositOrders.status, 'pending')));
    },
    async setOrderReference(orderId: number, reference: string, proofUploadId: number | null, tx: Db) {
      await tx.update(depositOrders).set({ reference, proofUploadId }).where(eq(depositOrders.id, orderId));
    },

    /** Where the payer sends the money: the withdrawer's payout account as it was when they withdrew. */
    async payeeAccount(withdrawalId: number, tx: Db = db) {
      const [row] = await tx
        .select({
          kind: payoutAccounts.kind,
          provider: payoutAccounts.provider,
          holderName: payoutAccounts.holderName,
          number: payoutAccounts.number,
          branch: payoutAccounts.branch,
        })
        .from(withdrawalOrders)
        .innerJoin(payoutAccounts, eq(payoutAccounts.id, withdrawalOrders.payoutAccountId))
        .where(eq(withdrawalOrders.id, withdrawalId));
      return row ?? null;
    },

    /** A member's payments as payer and as payee, newest first. */
    async forMember(memberId: number, page: { offset: number; limit: number }, states?: P2pState[]) {
      const where = and(
        or(eq(p2pPayments.payerId, memberId), eq(p2pPayments.payeeId, memberId)),
        states ? inArray(p2pPayments.state, states) : undefined,
      );
      const rows = await db
        .select()
        .from(p2pPayments)
        .where(where)
        .orderBy(desc(p2pPayments.createdAt), desc(p2pPayments.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(p2pPayments).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /** The payments of one withdrawal still waiting for the payee's answer. */
    async paidOf(withdrawalId: number, payeeId: number, tx: Db = db): Promise<P2pPayment[]> {
      return tx
        .select()
        .from(p2pPayments)
        .where(
          and(
            eq(p2pPayments.withdrawalId, withdrawalId),
            eq(p2pPayments.payeeId, payeeId),
            eq(p2pPayments.state, 'paid'),
          ),
        )
        .orderBy(asc(p2pPayments.id));
    },

    /** Payments whose payer did not say they paid in time. */
    async overdueUnpaid(now: Date, limit: number): Promise<P2pPayment[]> {
      return db
        .select()
        .from(p2pPayments)
        .where(and(eq(p2pPayments.state, 'awaiting_payment'), lte(p2pPayments.payBy, now)))
        .orderBy(asc(p2pPayments.id))
        .limit(limit);
    },
    /** Paid payments the payee left unanswered past their brand's auto-receive minutes. */
    async overdueUnconfirmed(now: Date, defaultMinutes: number, limit: number): Promise<P2pPayment[]> {
      const minutes = sql`coalesce(${p2pSettings.autoReceiveMinutes}, ${defaultMinutes})`;
      const rows = await db
        .select({ payment: p2pPayments })
        .from(p2pPayments)
        .leftJoin(p2pSettings, eq(p2pSettings.brandId, p2pPayments.brandId))
        .where(
          and(
            eq(p2pPayments.state, 'paid'),
            sql`${p2pPayments.paidAt} + make_interval(mins => ${minutes}::int) <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(p2pPayments.id))
        .limit(limit);
      return rows.map((r) => r.payment);
    },

    /**
     * The finance desk's list: a brand's payments by state, with both members' account names; newest first unless
     * sorted by a whitelisted column (the contract's enum), the id breaking ties.
     */
    async deskList(
      f: {
        brandId: number;
        states?: P2pState[] | undefined;
        id?: number | undefined;
        sort?: { by: 'createdAt' | 'amount'; order: 'asc' | 'desc' } | undefined;
      },
      page: { offset: number; limit: number },
      tx: Db = db,
    ) {
      const payer = sql`(select account from ${members} where id = ${p2pPayments.payerId})`;
      const payee = sql`(select account from ${members} where id = ${p2pPayments.payeeId})`;
      const where = and(
        eq(p2pPayments.brandId, f.brandId),
        f.states ? inArray(p2pPayments.state, f.states) : undefined,
        f.id === undefined ? undefined : eq(p2pPayments.id, f.id),
      );
      const direction = f.sort?.order === 'asc' ? asc : desc;
      const column = f.sort?.by === 'amount' ? p2pPayments.amount : p2pPayments.createdAt;
      const rows = await tx
        .select({
          payment: p2pPayments,
          brand: brands.code,
          payerAccount: sql<string>`${payer}`,
          payeeAccount: sql<string>`${payee}`,
        })
        .from(p2pPayments)
        .innerJoin(brands, eq(brands.id, p2pPayments.brandId))
        .where(where)
        .orderBy(direction(column), direction(p2pPayments.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await tx.select({ n: count() }).from(p2pPayments).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type P2pRepo = ReturnType<typeof createP2pRepo>;
