import { z } from 'zod';
import { dateText, id, int, text } from '../inputs.js';
import { route } from '../route-def.js';
import { anything, empty, liveModel, memberTransaction, paged, pageQuery } from '../schemas.js';

/** Spec 7 "Lottery", "Points" and "Live". */

type Area = 'lottery' | 'points' | 'live';

const read = <Req extends z.ZodType = typeof empty, Res extends z.ZodType = typeof anything>(
  area: Area,
  path: string,
  summary: string,
  auth: 'public' | 'token',
  request: Req = empty as never,
  response: Res = anything as never,
) => route({ method: 'GET', path, auth, encrypted: false, tier: 'read', area, summary, request, response });

const dateRange = pageQuery.extend({
  startDate: dateText().optional(),
  endDate: dateText().optional(),
  type: text().max(50).optional(),
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
      gameCode: text().optional(),
    }),
  ),
  openedNumero: read(
    'lottery',
    '/lotto/lgw/games/opened/numero',
    'The open numero of one lottery',
    'token',
    z.object({
      gameCode: text().optional(),
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
    paged(memberTransaction).extend({ total: z.number().int() }),
  ),
  redeemPoints: route({
    method: 'POST',
    path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    auth: 'token',
    encrypted: true,
    tier: 'write',
    area: 'points',
    summary: 'Redeem a point-mall reward (needs the payment password)',
    request: z.object({ rewardId: id(), paymentPassword: text() }),
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
    request: z.object({ points: int(1), paymentPassword: text() }),
    response: anything,
  }),
};

export const liveRoutes = {
  modelList: read('live', '/wps/relay/CBS_modelList', 'Live chat models', 'public', empty, z.array(liveModel)),
  launchChat: route({
    method: 'POST',
    path: '/wps/relay/CBS_launchChat',
    auth: 'public',
    encrypted: false,
    tier: 'write',
    area: 'live',
    summary: 'Open a live chat with a model',
    request: z.object({ modelId: id().optional() }),
    response: z.object({ chatUrl: z.string() }),
  }),
};
