/**
 * Mines, single shot: a 5×5 grid (tiles 0..24, row by row). The player picks how many mines (1–24) and which
 * tiles to reveal (1..25−mines distinct tiles); the round wins when no picked tile holds a mine.
 * Mine positions: a Fisher–Yates shuffle of 0..24 driven by 24 floats (for i = 0..23, swap deck[i] with
 * deck[i + floor(f_i × (25 − i))]); the mines are deck[0..mines−1].
 * Multiplier = 0.99 / P(no mine among k picks), P = C(25−m, k) / C(25, k), rounded down to 4 decimals.
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

const TILES = 25;

export const minesParams = z
  .object({
    mines: z.int().min(1).max(24).default(3),
    picks: z
      .array(
        z
          .int()
          .min(0)
          .max(TILES - 1),
      )
      .min(1)
      .max(TILES - 1),
  })
  .refine(({ picks }) => new Set(picks).size === picks.length, { message: 'picks must be distinct', path: ['picks'] })
  .refine(({ mines, picks }) => picks.length <= TILES - mines, {
    message: 'at most 25 − mines picks',
    path: ['picks'],
  });
export type MinesParams = z.infer<typeof minesParams>;

export interface MinesOutcome {
  /** Mine tiles, ascending. */
  mines: number[];
  picks: number[];
  /** Picked tiles that hold a mine, ascending (empty on a win). */
  hits: number[];
  win: boolean;
}

function choose(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/** P(win) = safe / all. */
function odds({ mines, picks }: MinesParams): { safe: bigint; all: bigint; multiplier: number } {
  const safe = choose(TILES - mines, picks.length);
  const all = choose(TILES, picks.length);
  return { safe, all, multiplier: floorMultiplier(99n * all, 100n * safe) };
}

/** The shuffle of the module header; exported so the README's by-hand check can be tested. */
export function mineTiles(floats: readonly number[], mines: number): number[] {
  const deck = Array.from({ length: TILES }, (_, i) => i);
  for (let i = 0; i < TILES - 1; i++) {
    const j = i + Math.floor((floats[i] as number) * (TILES - i));
    const tile = deck[i] as number;
    deck[i] = deck[j] as number;
    deck[j] = tile;
  }
  return deck.slice(0, mines).sort((a, b) => a - b);
}

export const minesGame: InHouseGame<MinesParams, MinesOutcome> = {
  code: 'mines',
  name: 'Mines',
  gameType: 'RNG',
  params: minesParams,
  minBet: IN_HOUSE_MIN_BET,
  maxBet: IN_HOUSE_MAX_BET,
  floatsNeeded: () => TILES - 1,
  play(floats, params): GameResult<MinesOutcome> {
    assertFloats(floats, TILES - 1);
    const mines = mineTiles(floats, params.mines);
    const hits = params.picks.filter((tile) => mines.includes(tile)).sort((a, b) => a - b);
    const win = hits.length === 0;
    return {
      multiplier: win ? odds(params).multiplier : 0,
      outcome: { mines, picks: [...params.picks], hits, win },
    };
  },
  rtp(params) {
    const { safe, all, multiplier } = odds(params);
    // Both sides are integers below 2^53, so this is one correctly rounded division.
    return Number(BigInt(Math.round(multiplier * 10_000)) * safe) / Number(10_000n * all);
  },
  maxMultiplier: (params) => odds(params).multiplier,
};
