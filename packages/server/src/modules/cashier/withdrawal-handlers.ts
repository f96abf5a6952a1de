import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../lib/route-handler.js';
import { createWithdrawalService } from './withdrawal-service.js';

/** The member's withdrawal calls; trial members are refused by the routes (none is `trial`). */
export function withdrawalHandlers(deps: AppDeps): Handlers {
  const withdrawals = createWithdrawalService(deps);
  return {
    cashierWithdrawInfo: ({ actor }) => withdrawals.info(actor),
    cashierWithdraw: ({ actor, input }) => withdrawals.withdraw(actor, input),
    cashierWithdrawCancel: ({ actor, input }) => withdrawals.cancel(actor, input.orderId),
  };
}
