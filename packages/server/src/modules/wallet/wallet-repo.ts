import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../../db/schema.js';

export interface EntryFilter {
  brandId: number;
  memberId: number;
  /** From this instant on. */
  from: Date | null;
  /** Before this instant. */
  before: Date | null;
  /** The transfer kinds (any of them). */
  kinds: string[] | null;
}

/** The wallet's own reads of the ledger: a member's entries, paged. */
export function createWalletRepo(db: Db) {
  const where = (f: EntryFilter) =>
    and(
      eq(ledgerAccounts.brandId, f.brandId),
      eq(ledgerAccounts.memberId, f.memberId),
      f.from ? gte(ledgerEntries.createdAt, f.from) : undefined,
      f.before ? lt(ledgerEntries.createdAt, f.before) : undefined,
      f.kinds ? inArray(ledgerTransfers.kind, f.kinds) : undefined,
    );
  return {
    /** The member's entries, newest first, with their account's code and their transfer's kind and reason. */
    async entries(f: EntryFilter, limit: number, offset: number, tx: Db = db) {
      return tx
        .select({
          id: ledgerEntries.id,
          createdAt: ledgerEntries.createdAt,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          code: ledgerAccounts.code,
          kind: ledgerTransfers.kind,
          reason: ledgerTransfers.reason,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(where(f))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit)
        .offset(offset);
    },
    async countEntries(f: EntryFilter, tx: Db = db): Promise<number> {
      const [total] = await tx
        .select({ n: count() })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(where(f));
      return total?.n ?? 0;
    },
    /** The member's newest entries in every wallet, for the operator (`ledger show`). */
    recentEntries(memberId: number, limit: number, tx: Db = db) {
      return tx
        .select({
          id: ledgerEntries.id,
          at: ledgerEntries.createdAt,
          account: ledgerAccounts.code,
          kind: ledgerTransfers.kind,
          reason: ledgerTransfers.reason,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(eq(ledgerAccounts.memberId, memberId))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit);
    },
  };
}
