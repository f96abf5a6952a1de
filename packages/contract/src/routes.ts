import type { RouteDef } from './route-def.js';
import { accountRoutes } from './routes/account.js';
import { agentRoutes } from './routes/agent.js';
import { betRoutes } from './routes/bets.js';
import { cashierRoutes } from './routes/cashier.js';
import { contentRoutes } from './routes/content.js';
import { feedbackRoutes } from './routes/feedback.js';
import { gameRoutes } from './routes/games.js';
import { inHouseRoutes } from './routes/in-house.js';
import { liveChatRoutes } from './routes/live-chat.js';
import { lotteryRoutes } from './routes/lottery.js';
import { memberCentreRoutes } from './routes/member-centre.js';
import { messageRoutes } from './routes/messages.js';
import { p2pRoutes } from './routes/p2p.js';
import { pointRoutes } from './routes/points.js';
import { promotionRoutes } from './routes/promotions.js';
import { transferRoutes } from './routes/transfers.js';
import { walletRoutes } from './routes/wallet.js';
import { winnerRoutes } from './routes/winners.js';
import { withdrawalRoutes } from './routes/withdrawals.js';

/**
 * The route table: one entry per call of spec section 7 (design.md "The contract"), assembled from one routes file
 * per domain (routes/<domain>.ts, named as the server's module and the web's feature).
 */
export const ROUTES = {
  ...accountRoutes,
  ...walletRoutes,
  ...contentRoutes,
  ...winnerRoutes,
  ...feedbackRoutes,
  ...agentRoutes,
  ...promotionRoutes,
  ...gameRoutes,
  ...lotteryRoutes,
  ...pointRoutes,
  ...liveChatRoutes,
  ...inHouseRoutes,
  ...betRoutes,
  ...messageRoutes,
  ...cashierRoutes,
  ...memberCentreRoutes,
  ...transferRoutes,
  ...withdrawalRoutes,
  ...p2pRoutes,
};

export type RouteName = keyof typeof ROUTES;
export type Routes = typeof ROUTES;

export const ROUTE_LIST: ReadonlyArray<RouteDef & { name: RouteName }> = (
  Object.entries(ROUTES) as [RouteName, RouteDef][]
).map(([name, def]) => ({ ...def, name }));
