import type { AppDeps } from '../../deps.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { createLedgerDeskService } from './ledger-desk-service.js';

/** The ledger desk's handler: thin, it calls the service (conventions.md "Server"). */
export function ledgerDeskHandlers(deps: AppDeps): DeskHandlers<'ledgerCheck'> {
  const ledgerDesk = createLedgerDeskService(deps);
  return {
    ledgerCheck: ({ actor }) => ledgerDesk.check(actor),
  };
}
