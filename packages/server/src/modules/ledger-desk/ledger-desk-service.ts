import type { ledgerCheckList, ledgerCheckReport } from '@wl/contract/operator-routes/ledger';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { OperatorActor } from '../../domain/operator-actor.js';
import { fromUnits } from '../../ledger/amounts.js';
import { type FullLedgerReport, runLedgerCheck } from '../../ledger/ledger-check-report.js';
import { DomainError } from '../../lib/errors.js';

export type LedgerDeskDeps = Pick<AppDeps, 'clock'> & { database: Pick<AppDeps['database'], 'db'> };

/** An operator may start one check per this long (the check reads the whole ledger). */
export const LEDGER_CHECK_INTERVAL_MS = 10_000;

type List = z.input<typeof ledgerCheckList>;

/** Every list of the report, in the command line's order, as the console shows them. */
export function listsOf(report: FullLedgerReport): List[] {
  const { breaches, reconciliation } = report;
  const group = (name: List['group'], lists: Record<string, number[]>): List[] =>
    Object.entries(lists).map(([key, ids]) => ({ group: name, name: key, ids }));
  return [
    ...group('invariants', breaches),
    ...group('missing', reconciliation.missing),
    ...group('extra', reconciliation.extra),
    ...group('mismatched', reconciliation.mismatched),
  ];
}

/**
 * The ledger desk: runs `ledger check` (ledger/ledger-check-report.ts, the command line's code). It reads every brand's
 * money, so only an operator of all brands may run it. It only reads (no audit row), but it scans the whole ledger: one
 * run at a time in this instance (a second caller waits for the same run), and each operator may start one every
 * LEDGER_CHECK_INTERVAL_MS (429 rate_limited), on top of the route's 'write' rate tier.
 */
export function createLedgerDeskService(deps: LedgerDeskDeps) {
  let running: Promise<{ report: FullLedgerReport; at: Date; ms: number }> | null = null;
  const lastStart = new Map<number, number>();

  return {
    async check(actor: OperatorActor): Promise<z.input<typeof ledgerCheckReport>> {
      if (actor.brandScope !== 'all') throw new DomainError('forbidden');
      const now = deps.clock.now().getTime();
      const last = lastStart.get(actor.operatorId);
      if (last !== undefined && now - last < LEDGER_CHECK_INTERVAL_MS && now >= last) {
        throw new DomainError('rate_limited');
      }
      lastStart.set(actor.operatorId, now);
      if (!running) {
        const started = Date.now();
        running = runLedgerCheck(deps.database.db)
          .then((report) => ({ report, at: deps.clock.now(), ms: Date.now() - started }))
          .finally(() => {
            running = null;
          });
      }
      const { report, at, ms } = await running;
      return {
        ok: report.ok,
        checkedAt: at.toISOString(),
        ms,
        transfers: report.transfers,
        entries: report.entries,
        accounts: report.accounts,
        total: fromUnits(report.total),
        lists: listsOf(report),
      };
    },
  };
}
