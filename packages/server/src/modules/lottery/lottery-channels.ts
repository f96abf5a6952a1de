import { z } from 'zod';
import { defineLiveChannel } from '../../lib/live-channel.js';
import { LOTTERY_BET_CHANNEL } from './lottery-bet-repo.js';
import { LOTTERY_DRAW_CHANNEL } from './lottery-repo.js';

/** A numero was drawn: every open tab of its brand. */
export const lotteryDrawChannel = defineLiveChannel({
  name: LOTTERY_DRAW_CHANNEL,
  payload: z.object({
    brandId: z.number().int(),
    gameCode: z.string(),
    numero: z.string(),
    result: z.array(z.string()),
    drawnAt: z.string(),
  }),
  audience: (n) => ({ brandId: n.brandId }),
  event: ({ brandId: _brand, ...draw }) => ({ type: 'lotteryDraw', ...draw }),
});

/** Bets settled or refunded (lottery-settlement.ts): their members' tabs. */
export const lotteryBetChannel = defineLiveChannel({
  name: LOTTERY_BET_CHANNEL,
  payload: z.object({ memberIds: z.array(z.number().int()), gameCode: z.string(), numero: z.string() }),
  audience: (n) => ({ members: n.memberIds }),
  event: (n) => ({ type: 'lotteryBet', gameCode: n.gameCode, numero: n.numero }),
});
