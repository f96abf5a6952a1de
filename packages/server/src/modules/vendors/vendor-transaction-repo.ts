import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { games, vendorTransactions } from '../../db/schema.js';

export type VendorTransaction = typeof vendorTransactions.$inferSelect;
export type VendorAction = VendorTransaction['action'];

/** SQL of the seamless wallet's record; every call takes the transaction of the money it moves. */
export function createVendorTransactionRepo() {
  return {
    /**
     * Serialises every call about one vendor transaction id until the transaction ends: a debit and the rollback
     * that overtook it never both go through.
     */
    async lockTxId(brandId: number, vendorCode: string, txId: string, tx: Db): Promise<void> {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`vendor-tx:${brandId}:${vendorCode}:${txId}`}, 0))`,
      );
    },

    async find(
      brandId: number,
      vendorCode: string,
      action: VendorAction,
      txId: string,
      tx: Db,
    ): Promise<VendorTransaction | null> {
      const [row] = await tx
        .select()
        .from(vendorTransactions)
        .where(
          and(
            eq(vendorTransactions.brandId, brandId),
            eq(vendorTransactions.vendorCode, vendorCode),
            eq(vendorTransactions.action, action),
            eq(vendorTransactions.txId, txId),
          ),
        );
      return row ?? null;
    },

    async insert(values: typeof vendorTransactions.$inferInsert, tx: Db): Promise<VendorTransaction> {
      const [row] = await tx.insert(vendorTransactions).values(values).returning();
      if (!row) throw new Error('vendor transaction not stored');
      return row;
    },

    /** The catalogue type of a vendor's game, when the vendor named a game we list. */
    async gameType(brandId: number, vendorCode: string, gameCode: string, tx: Db): Promise<string | null> {
      const [row] = await tx
        .select({ type: games.gameType })
        .from(games)
        .where(and(eq(games.brandId, brandId), eq(games.vendorCode, vendorCode), eq(games.gameCode, gameCode)));
      return row?.type ?? null;
    },
  };
}
