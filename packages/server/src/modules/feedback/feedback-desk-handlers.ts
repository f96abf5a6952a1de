import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The feedback inbox's handlers. */
export function feedbackDeskHandlers(
  deps: AppRoot,
): DeskHandlers<'feedbackList' | 'feedbackDetail' | 'feedbackHandle'> {
  const desk = deps.feedbackDesk;
  return {
    feedbackList: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    feedbackDetail: ({ actor, input }) => desk.detail(deskActorOf(actor), input.id),
    feedbackHandle: ({ actor, input }) => desk.handle(deskActorOf(actor), input),
  };
}
