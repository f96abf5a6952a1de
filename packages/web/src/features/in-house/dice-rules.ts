/**
 * Dice odds and result, as the server's games/in-house/dice.ts (README "Dice"): a roll is floor(f × 10001) / 100;
 * over wins when roll > target, under when roll < target; multiplier = 0.99 × 10001 / winning rolls, rounded down
 * to 4 decimals.
 */
export const DICE_ROLLS = 10_001;
export const DICE_MIN_TARGET = 1;
export const DICE_MAX_TARGET = 98.99;

export interface DiceParams {
  target: number;
  over: boolean;
}

export interface DiceOutcome {
  roll: number;
  target: number;
  over: boolean;
  win: boolean;
}

export function diceOdds({ target, over }: DiceParams): {
  winningRolls: number;
  winChance: number;
  multiplier: number;
} {
  const t = Math.round(target * 100);
  const winningRolls = over ? 10_000 - t : t;
  // Integer arithmetic, as the server's floorMultiplier, so no binary rounding lifts it.
  const multiplier = Number((99n * BigInt(DICE_ROLLS) * 10_000n) / (100n * BigInt(winningRolls))) / 10_000;
  return { winningRolls, winChance: (winningRolls / DICE_ROLLS) * 100, multiplier };
}

export function playDice(floats: readonly number[], params: DiceParams): { multiplier: number; outcome: DiceOutcome } {
  const t = Math.round(params.target * 100);
  const roll = Math.floor((floats[0] ?? 0) * DICE_ROLLS);
  const win = params.over ? roll > t : roll < t;
  return {
    multiplier: win ? diceOdds(params).multiplier : 0,
    outcome: { roll: roll / 100, target: t / 100, over: params.over, win },
  };
}

/** Keeps a typed target inside 1.00–98.99 with 2 decimals. */
export function clampTarget(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.min(DICE_MAX_TARGET, Math.max(DICE_MIN_TARGET, Math.round(value * 100) / 100));
}
