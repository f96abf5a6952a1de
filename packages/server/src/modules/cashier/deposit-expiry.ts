import type { CallbackDeps, CashierCallbackService } from './cashier-callback-service.js';
import { createCashierRepo } from './cashier-repo.js';
import { channelAdapters } from './channels/channel-registry.js';
import type { DepositSettlement } from './deposit-settlement.js';

/**
 * Pending deposit orders past their expiry. A gateway's order is first polled through its adapter, in case its callback
 * was lost: a payment of the order's amount is credited as its callback would be, a declined one rejected; otherwise
 * the order expires (and a payment arriving later is refunded, never credited).
 */
export function createDepositExpiry(
  deps: CallbackDeps & { depositSettlement: DepositSettlement; cashierCallbacks: CashierCallbackService },
) {
  const { db } = deps.database;
  const repo = createCashierRepo(db);
  const adapterOf = channelAdapters(db);
  const callbacks = deps.cashierCallbacks;
  const settlement = deps.depositSettlement;
  return async function expireOverdue(limit = 200) {
    let expired = 0;
    let settled = 0;
    for (const { order, adapter, channel } of await repo.overdue(deps.clock.now(), limit)) {
      const polled = await adapterOf(adapter).poll(order);
      if (polled && polled.gatewayRef === order.gatewayRef && polled.amount === order.amount) {
        await callbacks.apply(channel, polled);
        settled++;
      } else if (await deps.database.transaction((tx) => settlement.expire(order.id, tx))) {
        expired++;
      }
    }
    return { expired, settled };
  };
}

export type DepositExpiry = ReturnType<typeof createDepositExpiry>;
