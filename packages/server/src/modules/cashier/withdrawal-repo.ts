import { and, count, desc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type WithdrawalStatus, withdrawalOrders, withdrawalSettings } from '../../db/schema-withdrawals.js';

export type WithdrawalOrder = typeof withdrawalOrders.$inferSelect;
export type WithdrawalSettingsRow = typeof withdrawalSettings.$inferSelect;

/** The withdrawals' SQL: orders, their state changes (each one conditional statement) and settings. */
export function createWithdrawalRepo(db: Db) {
  return {
    async settings(brandId: number, tx: Db = db): Promise<WithdrawalSettingsRow | null> {
      const [row] = await tx.select().from(withdrawalSettings).where(eq(withdrawalSettings.brandId, brandId));
      return row ?? null;
    },
    async saveSettings(values: typeof withdrawalSettings.$inferInsert, tx: Db): Promise<WithdrawalSettingsRow> {
      const [row] = await tx
        .insert(withdrawalSettings)
        .values(values)
        .onConflictDoUpdate({ target: withdrawalSettings.brandId, set: values })
        .returning();
      if (!row) throw new Error('withdrawal settings not stored');
      return row;
    },
    /** Withdrawals requested since `since` (the brand's midnight), cancelled ones aside: their count and amount. */
    async usedSince(memberId: number, since: Date, tx: Db = db): Promise<{ count: number; amount: number }> {
      const [row] = await tx
        .select({ n: count(), amount: sql<string>`coalesce(sum(${withdrawalOrders.amount}), 0)` })
        .from(withdrawalOrders)
        .where(
          and(
            eq(withdrawalOrders.memberId, memberId),
            gte(withdrawalOrders.createdAt, since),
            ne(withdrawalOrders.status, 'cancelled'),
          ),
        );
      return { count: row?.n ?? 0, amount: Number(row?.amount ?? 0) };
    },
    async insert(values: typeof withdrawalOrders.$inferInsert, tx: Db): Promise<WithdrawalOrder> {
      const [row] = await tx.insert(withdrawalOrders).values(values).returning();
      if (!row) throw new Error('withdrawal insert returned nothing');
      return row;
    },
    async setHoldTransfer(id: number, transferId: number, tx: Db): Promise<WithdrawalOrder> {
      const [row] = await tx
        .update(withdrawalOrders)
        .set({ holdTransferId: transferId })
        .where(eq(withdrawalOrders.id, id))
        .returning();
      if (!row) throw new Error('withdrawal vanished');
      return row;
    },
    async setCloseTransfer(id: number, transferId: number, tx: Db): Promise<void> {
      await tx.update(withdrawalOrders).set({ closeTransferId: transferId }).where(eq(withdrawalOrders.id, id));
    },
    async byId(id: number, tx: Db = db): Promise<WithdrawalOrder | null> {
      const [row] = await tx.select().from(withdrawalOrders).where(eq(withdrawalOrders.id, id));
      return row ?? null;
    },
    /**
     * Closes a processing order in ONE conditional statement: null when it is no longer processing (or not the
     * member's, or `otherThanFirst` approved it first), so of two racing decisions only one closes it.
     */
    async closeProcessing(
      id: number,
      patch: {
        status: Exclude<WithdrawalStatus, 'processing'>;
        decidedBy: string;
        decidedAt: Date;
        reason?: string | null;
      },
      tx: Db,
      only: { memberId?: number | undefined; otherThanFirst?: string | undefined } = {},
    ): Promise<WithdrawalOrder | null> {
      // A withdrawal paid by depositors (p2p) closes only with no payment under way: approved when the open part
      // is all that is left (paid out by the brand), rejected or cancelled only while nobody has paid any of it.
      const p2pGuard =
        patch.status === 'approved'
          ? sql`(not ${withdrawalOrders.p2p} or ${withdrawalOrders.p2pOpen} + ${withdrawalOrders.p2pPaid} = ${withdrawalOrders.netAmount})`
          : sql`(not ${withdrawalOrders.p2p} or ${withdrawalOrders.p2pOpen} = ${withdrawalOrders.netAmount})`;
      const [row] = await tx
        .update(withdrawalOrders)
        .set({ ...patch, p2pOpen: 0 })
        .where(
          and(
            eq(withdrawalOrders.id, id),
            eq(withdrawalOrders.status, 'processing'),
            p2pGuard,
            only.memberId !== undefined ? eq(withdrawalOrders.memberId, only.memberId) : undefined,
            only.otherThanFirst !== undefined
              ? sql`${withdrawalOrders.firstApprovedBy} is distinct from ${only.otherThanFirst}`
              : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },
    /** A p2p withdrawal that depositors have paid in full is approved (decided by 'p2p'); null otherwise. */
    async closePaidByPeers(id: number, now: Date, tx: Db): Promise<WithdrawalOrder | null> {
      const [row] = await tx
        .update(withdrawalOrders)
        .set({ status: 'approved', decidedBy: 'p2p', decidedAt: now })
        .where(
          and(
            eq(withdrawalOrders.id, id),
            eq(withdrawalOrders.status, 'processing'),
            eq(withdrawalOrders.p2p, true),
            eq(withdrawalOrders.p2pOpen, 0),
            eq(withdrawalOrders.p2pPaid, withdrawalOrders.netAmount),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** Records the first of two approvals; false when the order is decided or already has one. */
    async firstApproval(id: number, by: string, tx: Db): Promise<boolean> {
      const rows = await tx
        .update(withdrawalOrders)
        .set({ firstApprovedBy: by })
        .where(
          and(
            eq(withdrawalOrders.id, id),
            eq(withdrawalOrders.status, 'processing'),
            sql`${withdrawalOrders.firstApprovedBy} is null`,
          ),
        )
        .returning({ id: withdrawalOrders.id });
      return rows.length === 1;
    },
    /** The member's orders, newest first, by status and time. */
    async memberOrders(
      memberId: number,
      f: { statuses?: WithdrawalStatus[] | undefined; since?: Date | undefined; until?: Date | undefined },
      page: { offset: number; limit: number },
    ): Promise<{ rows: WithdrawalOrder[]; total: number }> {
      const where = and(
        eq(withdrawalOrders.memberId, memberId),
        f.statuses ? inArray(withdrawalOrders.status, f.statuses) : undefined,
        f.since ? gte(withdrawalOrders.createdAt, f.since) : undefined,
        f.until ? lt(withdrawalOrders.createdAt, f.until) : undefined,
      );
      const rows = await db
        .select()
        .from(withdrawalOrders)
        .where(where)
        .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await db.select({ n: count() }).from(withdrawalOrders).where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type WithdrawalRepo = ReturnType<typeof createWithdrawalRepo>;
