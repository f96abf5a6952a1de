/**
 * Mines, single shot: a 5×5 grid (tiles 0..24, row by row). The player picks how many mines (1–24) and which
 * tiles to reveal (1..25−mines distinct tiles); the round wins when no picked tile holds a mine.
 * Mine positions: a Fisher–Yates shuffle of 0..24 driven by 24 floats (for i = 0..23, swap deck[i] with
 * deck[i + floor(f_i × (25 − i))]); the mines are deck[0..mines−1].
 * Multiplier = 0.99 / P(no mine among k picks), P = C(25−m, k) / C(25, k), rounded down to 4 decimals.
 * The params schema and the game object are in mines-game.ts.
 */
import { assertFloats, floorMultiplier, type GameResult } from './in-house-game.js';

export const MINES_TILES = 25;

export interface MinesParams {
  /** 1–24 */
  mines: number;
  /** 1 to 25 − mines distinct tiles. */
  picks: number[];
}

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

/** P(win) = safe / all for `picks` tiles among `mines` mines. */
function odds(mines: number, picks: number): { safe: bigint; all: bigint; multiplier: number } {
  const safe = choose(MINES_TILES - mines, picks);
  const all = choose(MINES_TILES, picks);
  return { safe, all, multiplier: floorMultiplier(99n * all, 100n * safe) };
}

/** The multiplier for `picks` tiles among `mines` mines; 0 when that many picks cannot be played. */
export function minesMultiplier(mines: number, picks: number): number {
  if (picks < 1 || picks > MINES_TILES - mines) return 0;
  return odds(mines, picks).multiplier;
}

/** The shuffle of the module header; exported so the README's by-hand check can be tested. */
export function mineTiles(floats: readonly number[], mines: number): number[] {
  const deck = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = 0; i < MINES_TILES - 1; i++) {
    const j = i + Math.floor((floats[i] as number) * (MINES_TILES - i));
    const tile = deck[i] as number;
    deck[i] = deck[j] as number;
    deck[j] = tile;
  }
  return deck.slice(0, mines).sort((a, b) => a - b);
}

export function playMines(floats: readonly number[], params: MinesParams): GameResult<MinesOutcome> {
  assertFloats(floats, MINES_TILES - 1);
  const mines = mineTiles(floats, params.mines);
  const hits = params.picks.filter((tile) => mines.includes(tile)).sort((a, b) => a - b);
  const win = hits.length === 0;
  return {
    multiplier: win ? odds(params.mines, params.picks.length).multiplier : 0,
    outcome: { mines, picks: [...params.picks], hits, win },
  };
}

/** Exact theoretical return to player. */
export function minesRtp(params: MinesParams): number {
  const { safe, all, multiplier } = odds(params.mines, params.picks.length);
  // Both sides are integers below 2^53, so this is one correctly rounded division.
  return Number(BigInt(Math.round(multiplier * 10_000)) * safe) / Number(10_000n * all);
}

export function minesMaxMultiplier(params: MinesParams): number {
  return odds(params.mines, params.picks.length).multiplier;
}
