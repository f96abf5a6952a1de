import { readRoute, relayAction } from '../route-def.js';

/** Spec 7: sign-up and raffle promotions, and missions (rewards). */
export const promotionRoutes = {
  promotionJoin: relayAction('/wps/relay/MCSFE_signUpPromotionJoin', 'Join a sign-up promotion', 'promotion'),
  promotionRequestReward: relayAction(
    '/wps/relay/MCSFE_signUpRequestReward',
    'Request the reward of a sign-up promotion',
    'promotion',
  ),
  raffleClaim: relayAction('/wps/relay/MCS2_claimRafflePromotion', 'Claim a raffle promotion prize', 'promotion'),
  missionSummary: readRoute('lottery', '/wps/relay/MCSFE_getMissionSummaryDetails', 'Mission summary', 'token'),
  missionLeaderboard: readRoute('lottery', '/wps/relay/MCSFE_getMissionLeaderboard', 'Mission leaderboard', 'token'),
};
