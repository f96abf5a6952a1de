import type { AppDeps } from '../../deps.js';
import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { createP2pDeskService } from './p2p-desk-service.js';

/** The finance desk's peer-to-peer handlers (spec 4). */
export function p2pDeskHandlers(
  deps: AppDeps,
): DeskHandlers<'cashierP2pPayments' | 'cashierP2pProof' | 'cashierP2pResolve'> {
  const desk = createP2pDeskService(deps);
  return {
    cashierP2pPayments: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    cashierP2pProof: ({ actor, input }) => desk.proof(deskActorOf(actor), input.id, input.side),
    cashierP2pResolve: ({ actor, input }) => desk.resolve(deskActorOf(actor), input.id, input.result, input.reason),
  };
}
