import type { Db } from '../db/client.js';
import { checkLedger, type LedgerReport } from './ledger-check.js';
import { type ReconciliationReport, reconcileRecords } from './reconciliation.js';

export type FullLedgerReport = LedgerReport & { reconciliation: ReconciliationReport };

/**
 * `ledger check` whole, as the command line and the console's ledger desk run it: the ledger's invariants
 * (ledger-check.ts), then its records against their transfers (reconciliation.ts). OK only when both are.
 */
export async function runLedgerCheck(db: Db): Promise<FullLedgerReport> {
  const invariants = await checkLedger(db);
  const reconciliation = await reconcileRecords(db);
  return { ...invariants, ok: invariants.ok && reconciliation.ok, reconciliation };
}
