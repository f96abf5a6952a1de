import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { ledgerAccounts } from '../db/schema.js';

/** House accounts of a brand: where money comes from and goes to. */
export const HOUSE_ACCOUNTS = [
  'cash_in', // deposits
  'payment_fees', // payment channels' fees the brand pays on deposits
  'cash_out', // withdrawals
  'game', // stakes and wins of games and lotteries
  'bonus', // promotions and rewards
  'salary', // agents' salaries
  'dividend', // agents' dividends
  'points', // point conversions
  'play_money', // trial members' play money
  'adjustment', // operators' manual credits and debits
  'rebate', // lottery rebates to uplines and turnover rebates
] as const;
export type HouseAccount = (typeof HOUSE_ACCOUNTS)[number];

/**
 * A house account, or one shard of it. Every stake and payout of every member passes through the house's `game`
 * account: as one row, it is locked by each bet until its transaction commits, and bets queue on it. Its shards
 * (`game`, `game#1` ... `game#15`, one per member by id) let members who do not share a shard bet side by side;
 * the house's figure is their sum.
 */
export type AccountRef = { memberId: number; code: string } | { house: HouseAccount; shard?: number };

/** How many rows a sharded house account is split into (houseOf). */
export const HOUSE_SHARDS = 16;

/** The house account's code: its name, and `#<shard>` for shards 1 and up (shard 0 keeps the bare name). */
export const houseCode = (ref: { house: HouseAccount; shard?: number }) =>
  ref.shard ? `${ref.house}#${ref.shard}` : ref.house;

export const refKey = (ref: AccountRef) =>
  'house' in ref ? `house:${houseCode(ref)}` : `member:${ref.memberId}:${ref.code}`;

/**
 * The key a transfer's request hash uses: the shard left out, since it follows from the member's own leg. A
 * transfer retried across a change of sharding still matches its first application.
 */
export const hashKey = (ref: AccountRef) => ('house' in ref ? `house:${ref.house}` : refKey(ref));

/** What a query runs on: the database, or a transaction of it. */
export type Executor = Database['db'];

/**
 * Account ids for refs, each made on first use. Ids never change and accounts are never deleted, so each is
 * looked up once per process; except one made inside a transaction that has not committed yet.
 */
export function createAccountIds() {
  const idCache = new Map<string, number>();
  /**
   * Accounts made inside a transaction that has not committed yet, per transaction: their ids stay out of the
   * cache, since a rollback takes the row away and another row may get another id.
   */
  const madeInTransaction = new WeakMap<object, Set<string>>();

  // In key order, so two transactions making accounts never wait on each other in a circle.
  return async function accountIds(
    q: Executor,
    brandId: number,
    refs: AccountRef[],
    transactional: boolean,
  ): Promise<Map<string, number>> {
    const ids = new Map<string, number>();
    const sorted = [...new Map(refs.map((ref) => [refKey(ref), ref])).entries()].sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    for (const [key, ref] of sorted) {
      const cacheKey = `${brandId}:${key}`;
      const cached = idCache.get(cacheKey);
      if (cached !== undefined) {
        ids.set(key, cached);
        continue;
      }
      const values =
        'house' in ref
          ? { brandId, memberId: null, code: houseCode(ref), kind: 'house' as const }
          : { brandId, memberId: ref.memberId, code: ref.code, kind: 'member' as const };
      // When another transaction is making the same account, this waits for it: a row found after the conflict
      // is committed, unless this very transaction made it.
      const [made] = await q
        .insert(ledgerAccounts)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: ledgerAccounts.id });
      let id = made?.id;
      if (id === undefined) {
        const [row] = await q
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(
            and(
              eq(ledgerAccounts.brandId, brandId),
              eq(ledgerAccounts.code, values.code),
              values.memberId === null
                ? sql`${ledgerAccounts.memberId} is null`
                : eq(ledgerAccounts.memberId, values.memberId),
            ),
          );
        if (!row) throw new Error('ledger account not found after insert');
        id = row.id;
      }
      ids.set(key, id);
      const pending = transactional ? madeInTransaction.get(q) : undefined;
      if (transactional && made) {
        madeInTransaction.set(q, (pending ?? new Set()).add(cacheKey));
      } else if (!pending?.has(cacheKey)) {
        if (idCache.size > 100_000) idCache.clear();
        idCache.set(cacheKey, id);
      }
    }
    return ids;
  };
}
