import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The finance desk's peer-to-peer handlers (spec 4). */
export function p2pDeskHandlers(
  deps: AppRoot,
): DeskHandlers<'cashierP2pPayments' | 'cashierP2pProof' | 'cashierP2pResolve'> {
  const desk = deps.p2pDesk;
  return {
    cashierP2pPayments: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    cashierP2pProof: ({ actor, input }) => desk.proof(deskActorOf(actor), input.id, input.side),
    cashierP2pResolve: ({ actor, input }) => desk.resolve(deskActorOf(actor), input.id, input.result, input.reason),
  };
}
