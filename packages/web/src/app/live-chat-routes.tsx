import type { RouteObject } from 'react-router';

/**
 * The live chat room, outside the site frame: `/chat/:modelId?ticket=<token>` (the chatUrl CBS_launchChat returns)
 * is opened in the site's popup or its own tab.
 */
export const liveChatRoutes: RouteObject[] = [
  {
    path: 'chat/:modelId',
    lazy: () => import('../features/live-chat/live-chat-page').then((m) => ({ Component: m.LiveChatPage })),
  },
];
