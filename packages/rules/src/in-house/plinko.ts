/**
 * Plinko: the ball falls through `rows` rows of pegs; row i uses float f_i and goes left when f_i < 0.5, right
 * otherwise. The bin is the number of rights (0..rows), so P(bin k) = C(rows, k) / 2^rows, and the multiplier is
 * the paytable's entry for (rows, risk, bin). The params schema and the game object are in plinko-game.ts.
 */
import { assertFloats, type GameResult } from './in-house-game.js';

export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

export interface PlinkoParams {
  rows: PlinkoRows;
  risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  path: ('L' | 'R')[];
  /** 0 = far left, rows = far right. */
  bin: number;
}

/**
 * Multipliers by bin, left to right; symmetric; every entry a whole number of tenths so the RTP is an exact
 * fraction. RTP (binomial): see README.md; every table lies in 0.985–0.995.
 */
export const PLINKO_PAYTABLE: Record<PlinkoRows, Record<PlinkoRisk, readonly number[]>> = {
  8: {
    low: [6, 2, 1.1, 1, 0.5, 1, 1.1, 2, 6],
    medium: [12, 3.2, 1.3, 0.7, 0.4, 0.7, 1.3, 3.2, 12],
    high: [27, 4.2, 1.5, 0.3, 0.2, 0.3, 1.5, 4.2, 27],
  },
  12: {
    low: [9, 3.2, 1.6, 1.4, 1.1, 1, 0.5, 1, 1.1, 1.4, 1.6, 3.2, 9],
    medium: [30, 12, 4, 2, 1.1, 0.6, 0.3, 0.6, 1.1, 2, 4, 12, 30],
    high: [160, 25, 8, 2, 0.7, 0.2, 0.2, 0.2, 0.7, 2, 8, 25, 160],
  },
  16: {
    low: [15, 8, 2.5, 1.4, 1.4, 1.2, 1.1, 1, 0.5, 1, 1.1, 1.2, 1.4, 1.4, 2.5, 8, 15],
    medium: [100, 40, 10, 5, 3, 1.5, 1, 0.5, 0.3, 0.5, 1, 1.5, 3, 5, 10, 40, 100],
    high: [900, 150, 25, 9, 4, 2, 0.2, 0.2, 0.2, 0.2, 0.2, 2, 4, 9, 25, 150, 900],
  },
};

export function isPlinkoRows(value: unknown): value is PlinkoRows {
  return (PLINKO_ROWS as readonly unknown[]).includes(value);
}

export function isPlinkoRisk(value: unknown): value is PlinkoRisk {
  return (PLINKO_RISKS as readonly unknown[]).includes(value);
}

const table = ({ rows, risk }: PlinkoParams): readonly number[] => PLINKO_PAYTABLE[rows][risk];

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 0; i < k; i++) c = (c * (n - i)) / (i + 1);
  return c;
}

export function playPlinko(floats: readonly number[], params: PlinkoParams): GameResult<PlinkoOutcome> {
  assertFloats(floats, params.rows);
  const path: ('L' | 'R')[] = [];
  let bin = 0;
  for (let i = 0; i < params.rows; i++) {
    const right = (floats[i] as number) >= 0.5;
    path.push(right ? 'R' : 'L');
    if (right) bin++;
  }
  return { multiplier: table(params)[bin] as number, outcome: { path, bin } };
}

/** Exact theoretical return to player. */
export function plinkoRtp(params: PlinkoParams): number {
  // Σ C(rows, k) × tenths_k / (10 × 2^rows): integers below 2^53, so one correctly rounded division.
  const pays = table(params);
  let tenths = 0;
  for (let k = 0; k <= params.rows; k++) tenths += choose(params.rows, k) * Math.round((pays[k] as number) * 10);
  return tenths / (10 * 2 ** params.rows);
}

export function plinkoMaxMultiplier(params: PlinkoParams): number {
  return Math.max(...table(params));
}
