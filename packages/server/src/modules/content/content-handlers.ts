import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** Spec 7 home calls: announcements, feedback, help centre (the unread count is the messages module's). */
export function contentHandlers(deps: AppRoot): Handlers {
  const content = deps.content;
  return {
    announcements: ({ actor, input }) => content.announcements(actor, input),
    feedback: ({ actor, input }) => content.feedback(actor, input),
    helpCenter: ({ actor, input }) => content.helpCenter(actor, input.section, input.lang),
  };
}
