import type { AppDeps } from '../../deps.js';
import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { createGameDeskService } from './game-desk-service.js';

/** The games desk's handlers. */
export function gameDeskHandlers(
  deps: AppDeps,
): DeskHandlers<'vendorList' | 'vendorUpdate' | 'gameList' | 'gameUpdate'> {
  const desk = createGameDeskService(deps);
  return {
    vendorList: ({ actor, input }) => desk.vendors(deskActorOf(actor), input),
    vendorUpdate: ({ actor, input }) => desk.updateVendor(deskActorOf(actor), input),
    gameList: ({ actor, input }) => desk.games(deskActorOf(actor), input),
    gameUpdate: ({ actor, input }) => desk.updateGame(deskActorOf(actor), input),
  };
}
