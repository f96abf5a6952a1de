import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../lib/route-handler.js';
import { createTransferService } from './transfer-service.js';

/** Transfers between members (spec 2 transferUpline); trial members are refused by the routes (none is `trial`). */
export function transferHandlers(deps: AppDeps): Handlers {
  const transfers = createTransferService(deps);
  return {
    transferInfo: ({ actor }) => transfers.info(actor),
    transferUpline: ({ actor, input }) => transfers.toUpline(actor, input),
    transferDownline: ({ actor, input }) => transfers.toDownline(actor, input),
    memberTransfers: ({ actor, input }) => transfers.list(actor, input),
  };
}
