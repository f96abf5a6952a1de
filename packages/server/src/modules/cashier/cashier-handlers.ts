import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../lib/route-handler.js';
import { createCashierService } from './cashier-service.js';

/** The member's cashier calls; trial members are refused by the routes (none is `trial`). */
export function cashierHandlers(deps: AppDeps): Handlers {
  const cashier = createCashierService(deps);
  return {
    cashierDepositChannels: ({ actor }) => cashier.channels(actor),
    cashierDeposit: ({ actor, input, http }) => cashier.deposit(actor, input, http),
    cashierOrders: ({ actor, input }) => cashier.orders(actor, input),
    cashierDepositCancel: ({ actor, input }) => cashier.cancel(actor, input.id),
  };
}
