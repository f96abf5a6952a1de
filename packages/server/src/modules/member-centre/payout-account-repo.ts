import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { payoutAccounts } from '../../db/schema-member-centre.js';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** A member's bank cards and e-wallet accounts (the withdrawal helper reads them too). */
export function createPayoutAccountRepo(db: Db) {
  const live = (memberId: number) => and(eq(payoutAccounts.memberId, memberId), isNull(payoutAccounts.removedAt));
  return {
    async countLive(memberId: number, tx: Db = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(payoutAccounts).where(live(memberId));
      return row?.n ?? 0;
    },
    async list(memberId: number, tx: Db = db): Promise<PayoutAccountRow[]> {
      return tx.select().from(payoutAccounts).where(live(memberId)).orderBy(asc(payoutAccounts.id));
    },
    async byId(memberId: number, id: number, tx: Db = db): Promise<PayoutAccountRow | null> {
      const [row] = await tx
        .select()
        .from(payoutAccounts)
        .where(and(live(memberId), eq(payoutAccounts.id, id)));
      return row ?? null;
    },
    async insert(values: typeof payoutAccounts.$inferInsert, tx: Db = db): Promise<PayoutAccountRow> {
      const [row] = await tx.insert(payoutAccounts).values(values).returning();
      if (!row) throw new Error('payout account not stored');
      return row;
    },
    /** Removes a live account of the member: false when there was none (not theirs, or already removed). */
    async remove(memberId: number, id: number, now: Date, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(payoutAccounts)
        .set({ removedAt: now })
        .where(and(live(memberId), eq(payoutAccounts.id, id)))
        .returning({ id: payoutAccounts.id });
      return rows.length === 1;
    },
    /**
     * Other members holding the same account (risk flag of the finance desk: the same card on several members).
     */
    async sharedWith(account: Pick<PayoutAccountRow, 'brandId' | 'memberId' | 'numberKey'>, tx: Db = db) {
      const rows = await tx
        .selectDistinct({ memberId: payoutAccounts.memberId })
        .from(payoutAccounts)
        .where(
          and(
            eq(payoutAccounts.brandId, account.brandId),
            eq(payoutAccounts.numberKey, account.numberKey),
            ne(payoutAccounts.memberId, account.memberId),
            sql`${payoutAccounts.removedAt} is null`,
          ),
        );
      return rows.map((r) => r.memberId);
    },
    /** The accounts (login names) of members of a brand, by id: whom a shared payout account is also bound to. */
    async memberAccounts(brandId: number, memberIds: number[], tx: Db = db): Promise<Map<number, string>> {
      if (memberIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: members.id, account: members.account })
        .from(members)
        .where(and(eq(members.brandId, brandId), inArray(members.id, memberIds)));
      return new Map(rows.map((r) => [r.id, r.account]));
    },
  };
}

export type PayoutAccountRepo = ReturnType<typeof createPayoutAccountRepo>;
