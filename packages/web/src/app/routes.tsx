import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { inHouseRoutes } from './in-house-routes';
import { liveChatRoutes } from './live-chat-routes';
import { RequireLogin, requireLoginLoader } from './require-login';
import { LAYOUTS } from './route-handle';
import { SiteLayout } from './site-layout';

/** Every route but home is its own chunk, so the home page loads only what it shows. */
const page = {
  help: () => import('../features/help/help-page').then((m) => ({ Component: m.HelpPage })),
  gameCentre: () => import('../features/games/game-centre-page').then((m) => ({ Component: m.GameCentrePage })),
  gameList: () => import('../features/games/game-list-page').then((m) => ({ Component: m.GameListPage })),
  lottery: () => import('../features/lottery/lottery-page').then((m) => ({ Component: m.LotteryPage })),
  promotions: () => import('../features/promotions/promotions-page').then((m) => ({ Component: m.PromotionsPage })),
  pointMall: () => import('../features/point-mall/point-mall-page').then((m) => ({ Component: m.PointMallPage })),
  content: () => import('../features/content/content-page').then((m) => ({ Component: m.ContentPage })),
  download: () => import('../features/download/download-page').then((m) => ({ Component: m.DownloadPage })),
  feedback: () => import('../features/feedback/feedback-page').then((m) => ({ Component: m.FeedbackPage })),
  agentHome: () => import('../features/agent/agent-home-page').then((m) => ({ Component: m.AgentHomePage })),
  liveModels: () => import('../features/live-chat/live-models-page').then((m) => ({ Component: m.LiveModelsPage })),
  notFound: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};

const home = (path: string): RouteObject => ({ path, element: <HomePage />, handle: LAYOUTS.full });

/** Spec 2 "Screens and routes" (history mode). */
export const routes: RouteObject[] = [
  // Outside the site frame: the in-house game pages (inside the game popup) and the fairness check.
  ...inHouseRoutes,
  ...liveChatRoutes,
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage />, handle: LAYOUTS.full, id: 'index' },
      home('index'),
      home('index.html'),
      home('home'),
      // /login, /register and /resetPassword (the forgot-password e-mail's link) show the home page with the
      // popup open (features/auth/auth-dialogs.tsx).
      home('login'),
      home('register'),
      home('resetPassword'),
      { path: 'help', lazy: page.help, handle: LAYOUTS.headerFooter },
      ...['sports', 'esports', 'cockfight'].map((path) => ({
        path,
        lazy: page.gameCentre,
        handle: LAYOUTS.headerFooter,
      })),
      ...['rng', 'live', 'fish', 'pvp', 'inHouse', 'hot'].map((path) => ({
        path,
        lazy: page.gameList,
        handle: LAYOUTS.gameList,
      })),
      { id: 'gameListCenter', path: 'gameList/:vassalage/:gameType', lazy: page.gameList, handle: LAYOUTS.gameList },
      {
        element: <RequireLogin />,
        loader: requireLoginLoader,
        children: [
          { path: 'lottery', lazy: page.lottery, handle: LAYOUTS.headerOnly },
          { path: 'seaLottery', lazy: page.lottery, handle: LAYOUTS.sideMenu },
          { path: 'vnLottery', lazy: page.lottery, handle: LAYOUTS.sideMenu },
          { path: 'pointMall', lazy: page.pointMall, handle: LAYOUTS.full },
        ],
      },
      { path: 'promotions', lazy: page.promotions, handle: LAYOUTS.full },
      { path: 'seamless', lazy: page.content, handle: LAYOUTS.headerOnly },
      { path: 'sponsor', lazy: page.content, handle: LAYOUTS.headerFooter },
      { path: 'description', lazy: page.content, handle: LAYOUTS.headerOnly },
      // Spec 2 "Other screens": the download page with install guides, feedback and complaints.
      { path: 'download', lazy: page.download, handle: LAYOUTS.headerFooter },
      { path: 'feedback', lazy: page.feedback, handle: LAYOUTS.headerFooter },
      { path: 'agentHome', lazy: page.agentHome, handle: LAYOUTS.headerFooter },
      // Spec 1 "live chat models": the hosts; each room opens at /chat/:modelId (live-chat-routes.tsx).
      { path: 'liveModels', lazy: page.liveModels, handle: LAYOUTS.full },
      { path: '*', lazy: page.notFound, handle: LAYOUTS.headerFooter },
    ],
  },
];

/** The named route gameListCenter: vendor and game type are lowercased in the path (spec 2). */
export function gameListCenterPath(vassalage: string, gameType: string): string {
  return `/gameList/${encodeURIComponent(vassalage.toLowerCase())}/${encodeURIComponent(gameType.toLowerCase())}`;
}
