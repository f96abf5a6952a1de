import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { betsReconciler } from './reconcilers/bets.js';
import { cashierReconciler } from './reconcilers/cashier.js';
import { gamesReconciler } from './reconcilers/games.js';
import { lotteryReconciler } from './reconcilers/lottery.js';
import type { Reconciler } from './reconcilers/reconciler.js';
import { transfersReconciler } from './reconcilers/transfers.js';
import { walletsReconciler } from './reconcilers/wallets.js';

/**
 * `ledger check`, second half (design.md "Money"): business records against transfers, both ways. Each domain that
 * moves money brings one reconciler (ledger/reconcilers/): the transfer kinds its records explain, the transfer ids
 * its records claim, the sources of the bets it writes, and its own checks. This file composes them: every transfer
 * must be explained by exactly one record (an operator's adjustment excepted: its reason is the record), every bet
 * must have its source, and each reconciler's checks must come back empty. A new domain (salaries, dividends,
 * bonuses, points) adds its reconciler to RECONCILERS and touches no other.
 *
 * Each list holds at most 100 ids.
 */

export const RECONCILERS: readonly Reconciler[] = [
  gamesReconciler,
  walletsReconciler,
  cashierReconciler,
  transfersReconciler,
  lotteryReconciler,
  betsReconciler,
];

export interface ReconciliationReport {
  ok: boolean;
  /** Records that moved money with no transfer, or wagers with no bet, by each check's key. */
  missing: Record<string, number[]>;
  /**
   * `transfersWithoutRecord` (no record explains them), `transfersWithManyRecords` (claimed by more than one),
   * `betsWithoutSource`, and each reconciler's own.
   */
  extra: Record<string, number[]> & {
    transfersWithoutRecord: number[];
    transfersWithManyRecords: number[];
    betsWithoutSource: number[];
  };
  /** Records whose transfer or bet disagrees with them, by each check's key. */
  mismatched: Record<string, number[]>;
}

const ids = (rows: unknown): number[] =>
  ((rows as { rows?: { id: string | number }[] }).rows ?? (rows as { id: string | number }[])).map((r) => Number(r.id));

export async function reconcileRecords(db: Db, reconcilers: readonly Reconciler[] = RECONCILERS) {
  const q = (query: SQL) => db.execute(sql`${query} order by 1 limit 100`).then(ids);
  const report: Omit<ReconciliationReport, 'ok'> = {
    missing: {},
    extra: { transfersWithoutRecord: [], transfersWithManyRecords: [], betsWithoutSource: [] },
    mismatched: {},
  };
  for (const reconciler of reconcilers) {
    for (const check of reconciler.checks) report[check.section][check.key] = await q(check.query);
  }

  const explained = reconcilers.flatMap((r) => r.explains);
  const kinds = (list: readonly string[]) =>
    sql.join(
      list.map((k) => sql`${k}`),
      sql`, `,
    );
  report.extra.transfersWithoutRecord = await q(sql`
    select t.id from ledger_transfers t
    where t.kind <> 'adjustment'
      ${sql.join(
        explained.map((e) => sql`and not (t.kind in (${kinds(e.kinds)}) and ${e.when})`),
        sql`\n      `,
      )}`);
  report.extra.transfersWithManyRecords = await q(sql`
    select id from (${sql.join(
      reconcilers.flatMap((r) => r.claims),
      sql` union all `,
    )}) claimed where id is not null group by id having count(*) > 1`);
  const sources = reconcilers.flatMap((r) => r.betSources);
  report.extra.betsWithoutSource = await q(sql`
    select x.id from bets x
    where true ${sql.join(
      sources.map((s) => sql`and not (x.source_kind = ${s.kind} and ${s.exists})`),
      sql` `,
    )}`);

  const ok = Object.values(report).every((group) => Object.values(group).every((list) => list.length === 0));
  return { ok, ...report } satisfies ReconciliationReport;
}
