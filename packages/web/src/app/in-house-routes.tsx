import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';

/**
 * The in-house (BGS) game pages (design.md "Games and vendors"), outside the site frame: `/play/bgs/:game` is opened
 * in the game popup or its own tab with `?launch=<token>`, and `/verify` recomputes any round (its own page, so it
 * can be linked from inside the popup and opened anywhere).
 */
export const inHouseRoutes: RouteObject[] = [
  {
    path: 'play/bgs/:game',
    element: lazyPage(() => import('../features/in-house/in-house-game-page').then((m) => m.InHouseGamePage)),
  },
  {
    path: 'verify',
    element: lazyPage(() => import('../features/in-house/verify-page').then((m) => m.VerifyPage)),
  },
];
