import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The messages desk's handlers (spec 2 messageV2). */
export function messageDeskHandlers(
  deps: AppRoot,
): DeskHandlers<'messageSendPersonal' | 'broadcastSend' | 'broadcastList' | 'broadcastWithdraw'> {
  const desk = deps.messageDesk;
  return {
    messageSendPersonal: ({ actor, input }) => desk.sendPersonal(deskActorOf(actor), input),
    broadcastSend: ({ actor, input }) => desk.sendBroadcast(deskActorOf(actor), input),
    broadcastList: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    broadcastWithdraw: ({ actor, input }) => desk.withdraw(deskActorOf(actor), input),
  };
}
