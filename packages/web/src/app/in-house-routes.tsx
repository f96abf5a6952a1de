import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The in-house (BGS) game page (design.md "Games and vendors"), outside the site frame: `/play/bgs/:game` is opened
 * in the game popup or its own tab with `?launch=<token>`. Its rounds' `/verify` page is in the site frame
 * (routes.tsx), opened in a new tab from the popup.
 */
export const inHouseRoutes: RouteObject[] = [
  {
    path: 'play/bgs/:game',
    element: lazyPage(() => import('../features/in-house/table/in-house-game-page').then((m) => m.InHouseGamePage)),
  },
];
