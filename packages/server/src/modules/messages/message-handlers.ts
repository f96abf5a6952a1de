import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** The inbox calls (spec 2 messageV2) and spec 7's unread count. */
export function messageHandlers(deps: AppRoot): Handlers {
  const messages = deps.messages;
  return {
    unreadCount: ({ actor }) => messages.unreadCount(actor),
    messageList: ({ actor, input }) => messages.list(actor, input),
    messageRead: ({ actor, input }) => messages.read(actor, input),
    messageReadAll: ({ actor }) => messages.readAll(actor),
    messageDelete: ({ actor, input }) => messages.remove(actor, input),
  };
}
