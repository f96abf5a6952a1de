import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The games desk's handlers. */
export function gameDeskHandlers(
  deps: AppRoot,
): DeskHandlers<'vendorList' | 'vendorUpdate' | 'gameList' | 'gameUpdate'> {
  const desk = deps.gameDesk;
  return {
    vendorList: ({ actor, input }) => desk.vendors(deskActorOf(actor), input),
    vendorUpdate: ({ actor, input }) => desk.updateVendor(deskActorOf(actor), input),
    gameList: ({ actor, input }) => desk.games(deskActorOf(actor), input),
    gameUpdate: ({ actor, input }) => desk.updateGame(deskActorOf(actor), input),
  };
}
