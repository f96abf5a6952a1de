// Only a type from zod: the games' rule files (dice.ts, ...) stay free of it, so a game page that shows odds and
// outcomes does not download a schema library; the params schemas live in the *-game.ts files.
import type { z } from 'zod';

/** The in-house (vendor BGS) games, by the code in the launch URL `/play/bgs/<code>`. */
export const IN_HOUSE_GAME_CODES = ['dice', 'mines', 'plinko', 'slot'] as const;
export type InHouseGameCode = (typeof IN_HOUSE_GAME_CODES)[number];

export function isInHouseGameCode(code: unknown): code is InHouseGameCode {
  return (IN_HOUSE_GAME_CODES as readonly unknown[]).includes(code);
}

/** payout = stake × multiplier (0 = loss). */
export interface GameResult<O> {
  multiplier: number;
  outcome: O;
}

/**
 * A pure in-house (BGS) game: the result depends only on the fair floats and the player's params
 * (design.md "Games and vendors": no outcome control exists).
 */
export interface InHouseGame<P, O> {
  code: InHouseGameCode;
  /** English display name. */
  name: string;
  /** Catalogue type. */
  gameType: 'RNG';
  /** The player's choices, validated (defaults allowed). */
  params: z.ZodType<P>;
  /** In currency units. */
  minBet: number;
  maxBet: number;
  /** How many fair floats one round consumes. */
  floatsNeeded(params: P): number;
  /** Pure and deterministic; throws a RangeError when given too few floats or a float outside [0, 1). */
  play(floats: number[], params: P): GameResult<O>;
  /** Exact theoretical return to player for these params, for floats uniform on [0, 1). */
  rtp(params: P): number;
  maxMultiplier(params: P): number;
}

/** Suggested bet limits shared by the in-house games, in currency units. */
export const IN_HOUSE_MIN_BET = 0.1;
export const IN_HOUSE_MAX_BET = 1000;
/** The most one round may pay, as a multiple of its stake: the server refuses params that could pay more. */
export const IN_HOUSE_MAX_MULTIPLIER = 10_000;

/** A float outside [0, 1) would index past a table, so play() refuses it rather than guess. */
export function assertFloats(floats: readonly number[], needed: number): void {
  if (floats.length < needed) throw new RangeError(`this round needs ${needed} floats, got ${floats.length}`);
  for (let i = 0; i < needed; i++) {
    const f = floats[i] as number;
    if (!(f >= 0 && f < 1)) throw new RangeError(`float ${i} is outside [0, 1): ${f}`);
  }
}

/**
 * An exact multiplier numerator/denominator rounded down to 4 decimals (the ledger's unit, design.md "Money"),
 * in integers so that no binary rounding can lift it above the exact value.
 */
export function floorMultiplier(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 10_000n) / denominator) / 10_000;
}
