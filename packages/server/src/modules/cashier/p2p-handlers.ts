import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** The member's peer-to-peer calls (spec 4); trial members are refused by the routes (none is `trial`). */
export function p2pHandlers(deps: AppRoot): Handlers {
  const p2p = deps.p2p;
  return {
    p2pPayments: ({ actor, input }) => p2p.list(actor, input),
    p2pPaid: ({ actor, input }) => p2p.paid(actor, input),
    p2pCancel: ({ actor, input }) => p2p.cancel(actor, input.id),
    p2pConfirm: ({ actor, input }) => p2p.confirm(actor, input),
    p2pConfirmAll: ({ actor, input }) => p2p.confirmAll(actor, input.withdrawalId),
  };
}
