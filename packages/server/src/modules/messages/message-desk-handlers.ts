import type { AppDeps } from '../../deps.js';
import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { createMessageDeskService } from './message-desk-service.js';

/** The messages desk's handlers (spec 2 messageV2). */
export function messageDeskHandlers(
  deps: AppDeps,
): DeskHandlers<'messageSendPersonal' | 'broadcastSend' | 'broadcastList' | 'broadcastWithdraw'> {
  const desk = createMessageDeskService(deps);
  return {
    messageSendPersonal: ({ actor, input }) => desk.sendPersonal(deskActorOf(actor), input),
    broadcastSend: ({ actor, input }) => desk.sendBroadcast(deskActorOf(actor), input),
    broadcastList: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    broadcastWithdraw: ({ actor, input }) => desk.withdraw(deskActorOf(actor), input),
  };
}
