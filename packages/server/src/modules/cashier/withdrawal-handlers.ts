import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** The member's withdrawal calls; trial members are refused by the routes (none is `trial`). */
export function withdrawalHandlers(deps: AppRoot): Handlers {
  const withdrawals = deps.withdrawals;
  return {
    cashierWithdrawInfo: ({ actor }) => withdrawals.info(actor),
    cashierWithdraw: ({ actor, input }) => withdrawals.withdraw(actor, input),
    cashierWithdrawCancel: ({ actor, input }) => withdrawals.cancel(actor, input.orderId),
  };
}
