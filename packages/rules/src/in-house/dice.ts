/**
 * Dice: one float gives a roll R = floor(f × 10001) / 100, so the 10001 rolls 0.00, 0.01, ... 100.00 are equally
 * likely. The player picks a target (1.00–98.99) and "over" (win when R > target) or "under" (win when R < target);
 * a roll equal to the target loses. Multiplier = 0.99 / P(win), rounded down to 4 decimals.
 * The params schema and the game object are in dice-game.ts.
 */
import { assertFloats, floorMultiplier, type GameResult } from './in-house-game.js';

/** Number of distinct rolls: hundredths 0..10000. */
export const DICE_ROLLS = 10_001;
export const DICE_MIN_TARGET = 1;
export const DICE_MAX_TARGET = 98.99;

export interface DiceParams {
  /** DICE_MIN_TARGET–DICE_MAX_TARGET, 2 decimals. */
  target: number;
  over: boolean;
}

export interface DiceOutcome {
  /** 0.00–100.00 */
  roll: number;
  target: number;
  over: boolean;
  win: boolean;
}

export interface DiceOdds {
  /** Target in hundredths. */
  target: number;
  /** How many of the 10001 rolls win. */
  winningRolls: number;
  /** P(win) in percent. */
  winChance: number;
  multiplier: number;
}

export function diceOdds({ target, over }: DiceParams): DiceOdds {
  const t = Math.round(target * 100);
  // over: rolls t+1..10000 win; under: rolls 0..t-1 win.
  const winningRolls = over ? 10_000 - t : t;
  // 0.99 / (winningRolls / 10001), rounded down to 4 decimals.
  const multiplier = floorMultiplier(99n * BigInt(DICE_ROLLS), 100n * BigInt(winningRolls));
  return { target: t, winningRolls, winChance: (winningRolls / DICE_ROLLS) * 100, multiplier };
}

export function playDice(floats: readonly number[], params: DiceParams): GameResult<DiceOutcome> {
  assertFloats(floats, 1);
  const { target, multiplier } = diceOdds(params);
  const roll = Math.floor((floats[0] as number) * DICE_ROLLS);
  const win = params.over ? roll > target : roll < target;
  return {
    multiplier: win ? multiplier : 0,
    outcome: { roll: roll / 100, target: target / 100, over: params.over, win },
  };
}

/** Exact theoretical return to player. */
export function diceRtp(params: DiceParams): number {
  const { winningRolls, multiplier } = diceOdds(params);
  // multiplier × 10^4 and winningRolls are integers, so this is one correctly rounded division.
  return (Math.round(multiplier * 10_000) * winningRolls) / (10_000 * DICE_ROLLS);
}

/** The nearest valid target to a typed number: inside 1.00–98.99 with 2 decimals (50 for anything not finite). */
export function clampTarget(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(DICE_MAX_TARGET, Math.max(DICE_MIN_TARGET, Math.round(value * 100) / 100));
}
