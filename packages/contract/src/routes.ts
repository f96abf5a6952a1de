import type { RouteDef } from './route-def.js';
import { accountRoutes } from './routes/account.js';
import { betRoutes } from './routes/bets.js';
import { gameRoutes } from './routes/games.js';
import { inHouseRoutes } from './routes/in-house.js';
import { liveRoutes, lotteryRoutes, pointRoutes } from './routes/lottery-points-live.js';
import { walletRoutes } from './routes/wallet.js';

/** The route table: one entry per call of spec section 7 (design.md "The contract"). */
export const ROUTES = {
  ...accountRoutes,
  ...walletRoutes,
  ...gameRoutes,
  ...lotteryRoutes,
  ...pointRoutes,
  ...liveRoutes,
  ...inHouseRoutes,
  ...betRoutes,
};

export type RouteName = keyof typeof ROUTES;
export type Routes = typeof ROUTES;

export const ROUTE_LIST: ReadonlyArray<RouteDef & { name: RouteName }> = (
  Object.entries(ROUTES) as [RouteName, RouteDef][]
).map(([name, def]) => ({ ...def, name }));
