import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** Transfers between members (spec 2 transferUpline); trial members are refused by the routes (none is `trial`). */
export function transferHandlers(deps: AppRoot): Handlers {
  const transfers = deps.transfers;
  return {
    transferInfo: ({ actor }) => transfers.info(actor),
    transferUpline: ({ actor, input }) => transfers.toUpline(actor, input),
    transferDownline: ({ actor, input }) => transfers.toDownline(actor, input),
    memberTransfers: ({ actor, input }) => transfers.list(actor, input),
  };
}
