/** Dice as an in-house game: its params schema (the server validates a play with it) and its rules (dice.ts). */
import { z } from 'zod';
import {
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  type DiceOutcome,
  type DiceParams,
  diceOdds,
  diceRtp,
  playDice,
} from './dice.js';
import { IN_HOUSE_MAX_BET, IN_HOUSE_MIN_BET, type InHouseGame } from './in-house-game.js';

const isTwoDecimals = (x: number) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-7;

export const diceParams = z.object({
  target: z
    .number()
    .min(DICE_MIN_TARGET)
    .max(DICE_MAX_TARGET)
    .refine(isTwoDecimals, 'target has at most 2 decimals')
    .default(50),
  over: z.boolean().default(true),
}) satisfies z.ZodType<DiceParams>;

export const diceGame: InHouseGame<DiceParams, DiceOutcome> = {
  code: 'dice',
  name: 'Dice',
  gameType: 'RNG',
  params: diceParams,
  minBet: IN_HOUSE_MIN_BET,
  maxBet: IN_HOUSE_MAX_BET,
  floatsNeeded: () => 1,
  play: playDice,
  rtp: diceRtp,
  maxMultiplier: (params) => diceOdds(params).multiplier,
};
