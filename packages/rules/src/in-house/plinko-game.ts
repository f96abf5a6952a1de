/** Plinko as an in-house game: its params schema (the server validates a play with it) and its rules (plinko.ts). */
import { z } from 'zod';
import { IN_HOUSE_MAX_BET, IN_HOUSE_MIN_BET, type InHouseGame } from './in-house-game.js';
import {
  PLINKO_RISKS,
  type PlinkoOutcome,
  type PlinkoParams,
  playPlinko,
  plinkoMaxMultiplier,
  plinkoRtp,
} from './plinko.js';

export const plinkoParams = z.object({
  rows: z.union([z.literal(8), z.literal(12), z.literal(16)]).default(16),
  risk: z.enum(PLINKO_RISKS).default('medium'),
}) satisfies z.ZodType<PlinkoParams>;

export const plinkoGame: InHouseGame<PlinkoParams, PlinkoOutcome> = {
  code: 'plinko',
  name: 'Plinko',
  gameType: 'RNG',
  params: plinkoParams,
  minBet: IN_HOUSE_MIN_BET,
  maxBet: IN_HOUSE_MAX_BET,
  floatsNeeded: (params) => params.rows,
  play: playPlinko,
  rtp: plinkoRtp,
  maxMultiplier: plinkoMaxMultiplier,
};
