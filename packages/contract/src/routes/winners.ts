import { z } from 'zod';
import { CONSTANTS } from '../constants.js';
import { int, text } from '../inputs.js';
import { route } from '../route-def.js';
import { languageParam, winner } from '../schemas.js';

/** Spec 7 "Wallet and home": the winners board. */
export const winnerRoutes = {
  winnerBoard: route({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    auth: 'public',
    encrypted: false,
    tier: 'read',
    area: 'home',
    summary: 'The latest big wins',
    request: z.object({
      gameCategory: text().max(50).default('ALL'),
      limitNum: int(1).max(100).default(CONSTANTS.winnersLimit),
      language: languageParam.optional(),
    }),
    response: z.array(z.object({ vo: winner })),
  }),
};
