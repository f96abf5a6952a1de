import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
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

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The wallet's own reads of the ledger: a member's entries, paged, and the bets their game transfers moved. */
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
          transferId: ledgerTransfers.id,
          metadata: ledgerTransfers.metadata,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(where(f))
        .orderBy(desc(ledgerEntries.id))
        .limit(limit)
        .offset(offset);
    },
    /**
     * The bet each game transfer belongs to, by transfer id: an in-house round's transfer names its seed and nonce
     * (game-postings.ts), whose round is the bet's source; a vendor's names its vendor and round. Demo play has no
     * bet, so no entry here.
     */
    async betsOfTransfers(brandId: number, transferIds: number[], tx: Db = db): Promise<Map<number, number>> {
      if (transferIds.length === 0) return new Map();
      const ids = sql`${`{${transferIds.join(',')}}`}::bigint[]`;
      const result = await tx.execute(sql`
        select t.id as transfer_id, b.id as bet_id
        from ledger_transfers t
        join game_rounds r on r.seed_id = (t.metadata->>'seedId')::bigint and r.nonce = (t.metadata->>'nonce')::int
        join bets b on b.brand_id = t.brand_id and b.source_kind = 'in_house_round' and b.source_ref = r.id::text
        where t.id = any(${ids}) and t.brand_id = ${brandId} and t.kind = 'game' and t.metadata ? 'seedId'
        union all
        select t.id, b.id
        from ledger_transfers t
        join bets b on b.brand_id = t.brand_id and b.source_kind = 'vendor_round'
          and b.source_ref = (t.metadata->>'vendor') || ':' || (t.metadata->>'roundId')
        where t.id = any(${ids}) and t.brand_id = ${brandId} and t.kind in ('game', 'game_rollback')
          and t.metadata ? 'roundId'`);
      return new Map(
        rowsOf<{ transfer_id: string | number; bet_id: string | number }>(result).map((r) => [
          Number(r.transfer_id),
          Number(r.bet_id),
        ]),
      );
    },
    /**
     * The member's own lottery bet each lottery transfer names, with its game (spec 2 transactionHistory: a lottery row
     * links to its bet): a stake its slip's first bet (`stake_transfer_id`), a payout or refund its bet
     * (`close_transfer_id`), a chase's hold or a step's release the chase's first bet. Only bets of `memberId` in
     * `brandId` are read.
     */
    async lotteryBetsOfTransfers(
      brandId: number,
      memberId: number,
      transferIds: number[],
      tx: Db = db,
    ): Promise<Map<number, { betId: number; gameCode: string; family: string; prizeMode: string }>> {
      if (transferIds.length === 0) return new Map();
      const ids = sql`${`{${transferIds.join(',')}}`}::bigint[]`;
      const result = await tx.execute(sql`
        select x.transfer_id, x.bet_id, g.game_code, g.family, g.prize_mode
        from (
          select b.stake_transfer_id as transfer_id, min(b.id) as bet_id
          from lottery_bets b
          where b.brand_id = ${brandId} and b.member_id = ${memberId} and b.stake_transfer_id = any(${ids})
          group by b.stake_transfer_id
          union all
          select b.close_transfer_id, b.id
          from lottery_bets b
          where b.brand_id = ${brandId} and b.member_id = ${memberId} and b.close_transfer_id = any(${ids})
          union all
          select c.hold_transfer_id, min(b.id)
          from lottery_chases c join lottery_bets b on b.chase_id = c.id
          where c.brand_id = ${brandId} and c.member_id = ${memberId} and c.hold_transfer_id = any(${ids})
          group by c.hold_transfer_id
          union all
          select s.release_transfer_id, min(b.id)
          from lottery_chase_steps s
          join lottery_chases c on c.id = s.chase_id
          join lottery_bets b on b.chase_id = c.id
          where c.brand_id = ${brandId} and c.member_id = ${memberId} and s.release_transfer_id = any(${ids})
          group by s.release_transfer_id
        ) x
        join lottery_bets lb on lb.id = x.bet_id
        join lottery_games g on g.id = lb.game_id`);
      return new Map(
        rowsOf<{
          transfer_id: string | number;
          bet_id: string | number;
          game_code: string;
          family: string;
          prize_mode: string;
        }>(result).map((r) => [
          Number(r.transfer_id),
          { betId: Number(r.bet_id), gameCode: r.game_code, family: r.family, prizeMode: r.prize_mode },
        ]),
      );
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
