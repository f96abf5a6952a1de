import { z } from 'zod';
import { route } from '../route-def.js';
import { anything, empty, pageQuery } from '../schemas.js';

/** Spec 7 "Lottery", "Points" and "Live". */

type Area = 'lottery' | 'points' | 'live';

const read = (area: Area, path: string, summary: string, auth: 'public' | 'token', request: z.ZodType = empty) =>
  route({ method: 'GET', path, auth, encrypted: false, tier: 'read', area, summary, request, response: anything });

const dateRange = pageQuery.extend({
  startDate: z.string().optional(),
  endDate: z.string().optional(),
  type: z.string().optional(),
});

export const lotteryRoutes = {
  lotteryMenus: read(
    'lottery',
    '/lgw/vn/games/game_menu',
    'Lottery menus (gameMenus)',
    'public',
    z.object({
      device: z.literal('WEB').default('WEB'),
    }),
  ),
  lotteryRecent: read('lottery', '/lgw/vn/games/game_menu/recent', 'Lotteries the member played lately', 'token'),
  openedNumeros: read(
    'lottery',
    '/lgw/vn/numeros/opened/game',
    'Open numeros (issues) per lottery',
    'public',
    z.object({
      gameCode: z.string().optional(),
    }),
  ),
  openedNumero: read(
    'lottery',
    '/lotto/lgw/games/opened/numero',
    'The open numero of one lottery',
    'token',
    z.object({
      gameCode: z.string().optional(),
    }),
  ),
  missionSummary: read('lottery', '/wps/relay/MCSFE_getMissionSummaryDetails', 'Mission summary', 'token'),
  missionLeaderboard: read('lottery', '/wps/relay/MCSFE_getMissionLeaderboard', 'Mission leaderboard', 'token'),
};

export const pointRoutes = {
  pointBalance: read('points', '/wps/relay/MCS2_getPointBalance', 'Current points', 'token'),
  pointRewards: read('points', '/wps/relay/MCS2_getPointReward', 'Rewards in the point mall', 'token', pageQuery),
  redeemHistory: read('points', '/wps/relay/MCS2_getRedeemPointList', 'Redeem history', 'token', dateRange),
  pointConfig: read('points', '/wps/relay/MCS2_getPointConfig', 'Point rules', 'token'),
  memberTransactions: read(
    'points',
    '/wps/relay/ODSFE2_MemTransDet',
    "The member's transaction details, paged and by date range",
    'token',
    dateRange,
  ),
  redeemPoints: route({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    auth: 'token',
    encrypted: true,
    tier: 'write',
    area: 'points',
    summary: 'Redeem a point-mall reward (needs the payment password)',
    request: z.object({ rewardId: z.number().int(), paymentPassword: z.string() }),
    response: anything,
  }),
  convertPoints: route({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_convertPoint',
    auth: 'token',
    encrypted: true,
    tier: 'write',
    area: 'points',
    summary: 'Convert points to balance (needs the payment password)',
    request: z.object({ points: z.number().int().positive(), paymentPassword: z.string() }),
    response: anything,
  }),
};

export const liveRoutes = {
  modelList: read('live', '/wps/relay/CBS_modelList', 'Live chat models', 'public'),
  launchChat: route({
    method: 'POST',
    path: '/wps/relay/CBS_launchChat',
    auth: 'public',
    encrypted: false,
    tier: 'write',
    area: 'live',
    summary: 'Open a live chat with a model',
    request: z.object({ modelId: z.coerce.number().int().optional() }),
    response: z.object({ chatUrl: z.string() }),
  }),
};
