import type { AppDeps } from '../../deps.js';
import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { createChatDeskService } from './chat-desk-service.js';

/** The live chat desk's handlers. */
export function chatDeskHandlers(deps: AppDeps): DeskHandlers<'chatHostList' | 'chatHostSave' | 'chatHostTicket'> {
  const desk = createChatDeskService(deps);
  return {
    chatHostList: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    chatHostSave: ({ actor, input }) => desk.save(deskActorOf(actor), input),
    chatHostTicket: ({ actor, input }) => desk.ticket(deskActorOf(actor), input),
  };
}
