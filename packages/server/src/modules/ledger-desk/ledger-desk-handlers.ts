import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The ledger desk's handler: thin, it calls the service (conventions.md "Server"). */
export function ledgerDeskHandlers(deps: AppRoot): DeskHandlers<'ledgerCheck'> {
  const ledgerDesk = deps.ledgerDesk;
  return {
    ledgerCheck: ({ actor }) => ledgerDesk.check(actor),
  };
}
