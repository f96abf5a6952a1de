import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The live chat room, outside the site frame: `/chat/:modelId?ticket=<token>` (the chatUrl CBS_launchChat returns)
 * is opened in the site's popup or its own tab.
 */
export const liveChatRoutes: RouteObject[] = [
  {
    path: 'chat/:modelId',
    element: lazyPage(() => import('../features/live-chat/live-chat-page').then((m) => m.LiveChatPage)),
  },
];
