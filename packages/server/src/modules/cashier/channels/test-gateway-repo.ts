import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { depositOrders, paymentChannels, testGatewayPayments } from '../../../db/schema-cashier.js';

export type TestGatewayPayment = typeof testGatewayPayments.$inferSelect;

/** The built-in test gateway's own records (its side of the payments): SQL only. */
export function createTestGatewayRepo(db: Db) {
  return {
    async insert(values: typeof testGatewayPayments.$inferInsert, tx: Db): Promise<void> {
      await tx.insert(testGatewayPayments).values(values);
    },
    /** A payment with what its page shows and its callback needs (the merchant's secret). */
    async byRef(ref: string) {
      const [row] = await db
        .select({
          payment: testGatewayPayments,
          secret: paymentChannels.callbackSecret,
          channel: paymentChannels.code,
          orderStatus: depositOrders.status,
        })
        .from(testGatewayPayments)
        .innerJoin(paymentChannels, eq(paymentChannels.id, testGatewayPayments.channelId))
        .innerJoin(depositOrders, eq(depositOrders.id, testGatewayPayments.orderId))
        .where(eq(testGatewayPayments.ref, ref));
      return row ?? null;
    },
    /** Decides an open payment once; its callback is due at once. */
    async decide(ref: string, status: 'paid' | 'declined', now: Date): Promise<boolean> {
      const rows = await db
        .update(testGatewayPayments)
        .set({ status, decidedAt: now, nextAttemptAt: now })
        .where(and(eq(testGatewayPayments.ref, ref), eq(testGatewayPayments.status, 'open')))
        .returning({ ref: testGatewayPayments.ref });
      return rows.length === 1;
    },
    /** Decided payments whose callback is due and not yet acknowledged, oldest first. */
    async due(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ ref: testGatewayPayments.ref })
        .from(testGatewayPayments)
        .where(and(isNull(testGatewayPayments.acknowledgedAt), lte(testGatewayPayments.nextAttemptAt, now)))
        .orderBy(asc(testGatewayPayments.nextAttemptAt))
        .limit(limit);
      return rows.map((r) => r.ref);
    },
    async acknowledged(ref: string, now: Date): Promise<void> {
      await db
        .update(testGatewayPayments)
        .set({
          acknowledgedAt: now,
          nextAttemptAt: null,
          lastError: null,
          attempts: sql`${testGatewayPayments.attempts} + 1`,
        })
        .where(eq(testGatewayPayments.ref, ref));
    },
    async failed(ref: string, error: string, next: Date | null): Promise<void> {
      await db
        .update(testGatewayPayments)
        .set({
          lastError: error.slice(0, 500),
          nextAttemptAt: next,
          attempts: sql`${testGatewayPayments.attempts} + 1`,
        })
        .where(eq(testGatewayPayments.ref, ref));
    },
    async refund(orderId: number, tx: Db): Promise<void> {
      await tx
        .update(testGatewayPayments)
        .set({ status: 'refunded' })
        .where(and(eq(testGatewayPayments.orderId, orderId), eq(testGatewayPayments.status, 'paid')));
    },
    async status(orderId: number) {
      const [row] = await db
        .select({ payment: testGatewayPayments })
        .from(testGatewayPayments)
        .where(eq(testGatewayPayments.orderId, orderId));
      return row?.payment ?? null;
    },
  };
}
