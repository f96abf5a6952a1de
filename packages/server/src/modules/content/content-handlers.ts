import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../lib/route-handler.js';
import { createContentService } from './content-service.js';

/** Spec 7 home calls: announcements, unread count, feedback, help centre. */
export function contentHandlers(deps: AppDeps): Handlers {
  const content = createContentService(deps);
  return {
    announcements: ({ actor, input }) => content.announcements(actor, input),
    unreadCount: ({ actor }) => content.unreadCount(actor.member.id),
    feedback: ({ actor, input }) => content.feedback(actor, input),
    helpCenter: ({ actor, input }) => content.helpCenter(actor, input.section, input.lang),
  };
}
