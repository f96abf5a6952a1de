import { z } from 'zod';
import { id, int, text } from '../inputs.js';
import { readRoute, route } from '../route-def.js';
import { anything, dateRange, pageQuery } from '../schemas.js';

/** Spec 7 "Points": the point mall. */
export const pointRoutes = {
  pointBalance: readRoute('points', '/wps/relay/MCS2_getPointBalance', 'Current points', 'token'),
  pointRewards: readRoute('points', '/wps/relay/MCS2_getPointReward', 'Rewards in the point mall', 'token', pageQuery),
  redeemHistory: readRoute('points', '/wps/relay/MCS2_getRedeemPointList', 'Redeem history', 'token', dateRange),
  pointConfig: readRoute('points', '/wps/relay/MCS2_getPointConfig', 'Point rules', 'token'),
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
