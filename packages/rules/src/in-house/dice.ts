/**
 * Dice: one float gives a roll R = floor(f × 10001) / 100, so the 10001 rolls 0.00, 0.01, ... 100.00 are equally
 * likely. The player picks a target (1.00–98.99) and "over" (win when R > target) or "under" (win when R < target);
 * a roll equal to the target loses. Multiplier = 0.99 / P(win), rounded down to 4 decimals.
 */
import { z } from 'zod';
import {
  assertFloats,
  floorMultiplier,
  type GameResult,
  IN_HOUSE_MAX_BET,
  IN_HOUSE_MIN_BET,
  type InHouseGame,
} from './in-house-game.js';

/** Number of distinct rolls: hundredths 0..10000. */
const ROLLS = 10_001;

const isTwoDecimals = (x: number) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-7;

export const diceParams = z.object({
  target: z.number().min(1).max(98.99).refine(isTwoDecimals, 'target has at most 2 decimals').default(50),
  over: z.boolean().default(true),
});
export type DiceParams = z.infer<typeof diceParams>;

export interface DiceOutcome {
  /** 0.00–100.00 */
  roll: number;
  target: number;
  over: boolean;
  win: boolean;
}

interface DiceOdds {
  /** Target in hundredths. */
  target: number;
  /** How many of the 10001 rolls win. */
  winningRolls: number;
  multiplier: number;
}

function odds({ target, over }: DiceParams): DiceOdds {
  const t = Math.round(target * 100);
  // over: rolls t+1..10000 win; under: rolls 0..t-1 win.
  const winningRolls = over ? 10_000 - t : t;
  // 0.99 / (winningRolls / 10001), rounded down to 4 decimals.
  const multiplier = floorMultiplier(99n * BigInt(ROLLS), 100n * BigInt(winningRolls));
  return { target: t, winningRolls, multiplier };
}

export const diceGame: InHouseGame<DiceParams, DiceOutcome> = {
  code: 'dice',
  name: 'Dice',
  gameType: 'RNG',
  params: diceParams,
  minBet: IN_HOUSE_MIN_BET,
  maxBet: IN_HOUSE_MAX_BET,
  floatsNeeded: () => 1,
  play(floats, params): GameResult<DiceOutcome> {
    assertFloats(floats, 1);
    const { target, multiplier } = odds(params);
    const roll = Math.floor((floats[0] as number) * ROLLS);
    const win = params.over ? roll > target : roll < target;
    return {
      multiplier: win ? multiplier : 0,
      outcome: { roll: roll / 100, target: target / 100, over: params.over, win },
    };
  },
  rtp(params) {
    const { winningRolls, multiplier } = odds(params);
    // multiplier × 10^4 and winningRolls are integers, so this is one correctly rounded division.
    return (Math.round(multiplier * 10_000) * winningRolls) / (10_000 * ROLLS);
  },
  maxMultiplier: (params) => odds(params).multiplier,
};
