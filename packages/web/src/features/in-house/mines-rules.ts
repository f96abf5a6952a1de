/**
 * Mines odds and board, as the server's games/in-house/mines.ts (README "Mines"): 24 floats shuffle tiles 0..24
 * (Fisher–Yates); the first `mines` are mines; multiplier = 0.99 / (C(25 − m, k) / C(25, k)), rounded down.
 */
export const MINES_TILES = 25;
/** The server refuses a round that could pay more than this many times the stake (in-house-service.ts). */
export const MINES_MAX_PAYOUT = 10_000;

export interface MinesParams {
  mines: number;
  picks: number[];
}

export interface MinesOutcome {
  mines: number[];
  picks: number[];
  hits: number[];
  win: boolean;
}

function choose(n: number, k: number): bigint {
  let c = 1n;
  for (let i = 0; i < k; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/** The multiplier for `picks` tiles among `mines` mines; 0 when no tile is picked. */
export function minesMultiplier(mines: number, picks: number): number {
  if (picks < 1 || picks > MINES_TILES - mines) return 0;
  const safe = choose(MINES_TILES - mines, picks);
  const all = choose(MINES_TILES, picks);
  return Number((99n * all * 10_000n) / (100n * safe)) / 10_000;
}

export function mineTiles(floats: readonly number[], mines: number): number[] {
  const deck = Array.from({ length: MINES_TILES }, (_, i) => i);
  for (let i = 0; i < MINES_TILES - 1; i++) {
    const j = i + Math.floor((floats[i] ?? 0) * (MINES_TILES - i));
    const tile = deck[i] as number;
    deck[i] = deck[j] as number;
    deck[j] = tile;
  }
  return deck.slice(0, mines).sort((a, b) => a - b);
}

export function playMines(
  floats: readonly number[],
  params: MinesParams,
): { multiplier: number; outcome: MinesOutcome } {
  const mines = mineTiles(floats, params.mines);
  const hits = params.picks.filter((tile) => mines.includes(tile)).sort((a, b) => a - b);
  const win = hits.length === 0;
  return {
    multiplier: win ? minesMultiplier(params.mines, params.picks.length) : 0,
    outcome: { mines, picks: [...params.picks], hits, win },
  };
}
