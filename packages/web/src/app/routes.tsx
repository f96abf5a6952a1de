import type { RouteObject } from 'react-router';
import { AGENT_HOME_PAGE } from './agent-centre/agent-centre-pages';
import { HomePage } from './home/home-page';
import { inHouseRoutes } from './in-house-routes';
import { lazyPage } from './lazy-page';
import { liveChatRoutes } from './live-chat-routes';
import { LotteryCategoryRedirect } from './lottery-category-redirect';
import { RequireLogin } from './require-login';
import { LAYOUTS } from './route-handle';
import { SiteLayout } from './site-layout';

/** Every route but home is its own chunk. */
const pages = {
  help: () => lazyPage(() => import('../features/help/help-page').then((m) => m.HelpPage)),
  gameCentre: () => lazyPage(() => import('../features/games/game-centre-page').then((m) => m.GameCentrePage)),
  gameList: () => lazyPage(() => import('../features/games/game-list-page').then((m) => m.GameListPage)),
  lottery: () => lazyPage(() => import('../features/lottery/lottery-page').then((m) => m.LotteryPage)),
  inHouseVerify: () => lazyPage(() => import('../features/in-house/verify/verify-page').then((m) => m.VerifyPage)),
  lotteryVerify: () =>
    lazyPage(() => import('../features/lottery/verify/lottery-verify-page').then((m) => m.LotteryVerifyPage)),
  promotions: () => lazyPage(() => import('../features/promotions/promotions-page').then((m) => m.PromotionsPage)),
  pointMall: () => lazyPage(() => import('../features/point-mall/point-mall-page').then((m) => m.PointMallPage)),
  content: () => lazyPage(() => import('../features/content/content-page').then((m) => m.ContentPage)),
  download: () => lazyPage(() => import('../features/download/download-page').then((m) => m.DownloadPage)),
  feedback: () => lazyPage(() => import('../features/feedback/feedback-page').then((m) => m.FeedbackPage)),
  agentHome: () => lazyPage(() => AGENT_HOME_PAGE.load().then((m) => m.default)),
  liveModels: () => lazyPage(() => import('../features/live-chat/live-models-page').then((m) => m.LiveModelsPage)),
  notFound: () => lazyPage(() => import('./not-found-page').then((m) => m.NotFoundPage)),
};

const home = (path: string): RouteObject => ({ path, element: <HomePage />, handle: LAYOUTS.full });

/** Spec 2 "Screens and routes": the pages inside the site frame; each route's handle says which frame parts it shows. */
const sitePages: RouteObject[] = [
  { index: true, element: <HomePage />, handle: LAYOUTS.full, id: 'index' },
  home('index'),
  home('index.html'),
  home('home'),
  // /login, /register and /resetPassword (the forgot-password e-mail's link) show the home page with the
  // popup open (features/account/account-dialogs.tsx).
  home('login'),
  home('register'),
  home('resetPassword'),
  { path: 'help', element: pages.help(), handle: LAYOUTS.headerFooter },
  ...['sports', 'esports', 'cockfight'].map((path) => ({
    path,
    element: pages.gameCentre(),
    handle: LAYOUTS.headerFooter,
  })),
  ...['rng', 'live', 'fish', 'pvp', 'inHouse', 'hot'].map((path) => ({
    path,
    element: pages.gameList(),
    handle: LAYOUTS.gameList,
  })),
  { id: 'gameListCenter', path: 'gameList/:vassalage/:gameType', element: pages.gameList(), handle: LAYOUTS.gameList },
  {
    element: <RequireLogin />,
    children: [
      { path: 'lottery', element: pages.lottery(), handle: LAYOUTS.headerOnly },
      { path: 'seaLottery', element: pages.lottery(), handle: LAYOUTS.sideMenu },
      { path: 'vnLottery', element: pages.lottery(), handle: LAYOUTS.sideMenu },
      { path: 'pointMall', element: pages.pointMall(), handle: LAYOUTS.full },
    ],
  },
  ...['lott', 'elott'].map((path) => ({ path, element: <LotteryCategoryRedirect />, handle: LAYOUTS.headerOnly })),
  // Issue 14: anyone, logged in or not, recomputes an in-house lottery draw from its published values.
  { path: 'lotteryVerify', element: pages.lotteryVerify(), handle: LAYOUTS.headerFooter },
  // Any in-house game round, recomputed the same way; in the frame, so the site's header leads back.
  { path: 'verify', element: pages.inHouseVerify(), handle: LAYOUTS.headerFooter },
  { path: 'promotions', element: pages.promotions(), handle: LAYOUTS.full },
  { path: 'seamless', element: pages.content(), handle: LAYOUTS.headerOnly },
  { path: 'sponsor', element: pages.content(), handle: LAYOUTS.headerFooter },
  { path: 'description', element: pages.content(), handle: LAYOUTS.headerOnly },
  // Spec 2 "Other screens": the download page with install guides, feedback and complaints.
  { path: 'download', element: pages.download(), handle: LAYOUTS.headerFooter },
  { path: 'feedback', element: pages.feedback(), handle: LAYOUTS.headerFooter },
  { path: 'agentHome', element: pages.agentHome(), handle: LAYOUTS.headerFooter },
  // Spec 1 "live chat models": the hosts; each room opens at /chat/:modelId (live-chat-routes.tsx).
  { path: 'liveModels', element: pages.liveModels(), handle: LAYOUTS.full },
  { path: '*', element: pages.notFound(), handle: LAYOUTS.headerFooter },
];

/** Spec 2 "Screens and routes" (history mode). */
export const routes: RouteObject[] = [
  // Outside the site frame: the in-house game page (inside the game popup).
  ...inHouseRoutes,
  ...liveChatRoutes,
  { element: <SiteLayout pages={sitePages} />, children: sitePages },
];

/** The named route gameListCenter: vendor and game type are lowercased in the path (spec 2). */
export function gameListCenterPath(vassalage: string, gameType: string): string {
  return `/gameList/${encodeURIComponent(vassalage.toLowerCase())}/${encodeURIComponent(gameType.toLowerCase())}`;
}
