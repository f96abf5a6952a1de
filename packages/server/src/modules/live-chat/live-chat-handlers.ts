import type { Handlers } from '../../lib/route-handler.js';
import type { LiveChatService } from './live-chat-service.js';

/** Spec 7 CBS_modelList and CBS_launchChat over the live-chat service. */
export function liveChatHandlers(chat: LiveChatService): Handlers {
  return {
    modelList: ({ actor }) => chat.models(actor),
    launchChat: ({ actor, input, http }) => chat.launch(actor, input.modelId, http.login),
  };
}
