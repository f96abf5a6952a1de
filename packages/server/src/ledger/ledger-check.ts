import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export interface LedgerReport {
  ok: boolean;
  transfers: number;
  entries: number;
  accounts: number;
  /** Sum of every account's balance: zero, since money only moves between accounts. */
  total: number;
  breaches: {
    unbalancedTransfers: number[];
    emptyTransfers: number[];
    balanceNotSumOfEntries: number[];
    brokenBalanceAfter: number[];
    negativeMemberAccounts: number[];
  };
}

const ids = (rows: unknown): number[] =>
  ((rows as { rows?: { id: string | number }[] }).rows ?? (rows as { id: string | number }[])).map((r) => Number(r.id));

/**
 * `ledger check` (design.md "Money"): every invariant over the whole database. Entries balance per transfer, every
 * transfer has entries, stored balances equal the sum of their entries, each entry's balance_after is the running sum
 * of its account, and no member account is negative.
 */
export async function checkLedger(db: Db): Promise<LedgerReport> {
  const q = (query: ReturnType<typeof sql>) => db.execute(query).then(ids);
  const unbalancedTransfers = await q(
    sql`select transfer_id as id from ledger_entries group by transfer_id having sum(amount) <> 0 order by 1 limit 100`,
  );
  const emptyTransfers = await q(
    sql`select t.id from ledger_transfers t where not exists (select 1 from ledger_entries e where e.transfer_id = t.id) order by 1 limit 100`,
  );
  const balanceNotSumOfEntries = await q(sql`
    select a.id from ledger_accounts a
    left join (select account_id, sum(amount) as total from ledger_entries group by account_id) e on e.account_id = a.id
    where a.balance <> coalesce(e.total, 0) order by 1 limit 100`);
  const brokenBalanceAfter = await q(sql`
    select id from (
      select id, balance_after, sum(amount) over (partition by account_id order by id) as running from ledger_entries
    ) x where balance_after <> running order by 1 limit 100`);
  const negativeMemberAccounts = await q(
    sql`select id from ledger_accounts where kind = 'member' and balance < 0 order by 1 limit 100`,
  );
  const counts = (await db.execute(sql`
    select (select count(*) from ledger_transfers) as transfers, (select count(*) from ledger_entries) as entries,
           (select count(*) from ledger_accounts) as accounts, (select coalesce(sum(balance), 0) from ledger_accounts) as total`)) as unknown;
  const row = ((counts as { rows?: Record<string, string>[] }).rows ?? (counts as Record<string, string>[]))[0] ?? {};
  const breaches = {
    unbalancedTransfers,
    emptyTransfers,
    balanceNotSumOfEntries,
    brokenBalanceAfter,
    negativeMemberAccounts,
  };
  const total = Number(row.total ?? 0);
  return {
    ok: Object.values(breaches).every((list) => list.length === 0) && total === 0,
    transfers: Number(row.transfers ?? 0),
    entries: Number(row.entries ?? 0),
    accounts: Number(row.accounts ?? 0),
    total,
    breaches,
  };
}
