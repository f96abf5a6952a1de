import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** The member's cashier calls; trial members are refused by the routes (none is `trial`). */
export function cashierHandlers(deps: AppRoot): Handlers {
  const cashier = deps.cashier;
  return {
    cashierDepositChannels: ({ actor }) => cashier.channels(actor),
    cashierDeposit: ({ actor, input, http }) => cashier.deposit(actor, input, http),
    cashierOrders: ({ actor, input }) => cashier.orders(actor, input),
    cashierDepositCancel: ({ actor, input }) => cashier.cancel(actor, input.id),
  };
}
