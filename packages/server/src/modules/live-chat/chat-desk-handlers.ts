import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The live chat desk's handlers. */
export function chatDeskHandlers(deps: AppRoot): DeskHandlers<'chatHostList' | 'chatHostSave' | 'chatHostTicket'> {
  const desk = deps.chatDesk;
  return {
    chatHostList: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    chatHostSave: ({ actor, input }) => desk.save(deskActorOf(actor), input),
    chatHostTicket: ({ actor, input }) => desk.ticket(deskActorOf(actor), input),
  };
}
