import type { AppDeps } from '../../deps.js';
import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { createFeedbackDeskService } from './feedback-desk-service.js';

/** The feedback inbox's handlers. */
export function feedbackDeskHandlers(
  deps: AppDeps,
): DeskHandlers<'feedbackList' | 'feedbackDetail' | 'feedbackHandle'> {
  const desk = createFeedbackDeskService(deps);
  return {
    feedbackList: ({ actor, input }) => desk.list(deskActorOf(actor), input),
    feedbackDetail: ({ actor, input }) => desk.detail(deskActorOf(actor), input.id),
    feedbackHandle: ({ actor, input }) => desk.handle(deskActorOf(actor), input),
  };
}
