/**
 * Slot ("Lucky Sevens"): 5 reels × 3 rows, 10 fixed paylines, 7 paying symbols and a wild.
 * - Reel i's stop = floor(f_i × strip length) (5 floats); the window shows strip[stop], strip[stop+1],
 *   strip[stop+2] (wrapping) as rows 0 (top), 1, 2.
 * - The stake is split evenly over the 10 lines; a line pays PAYTABLE[symbol][count] times the line bet for 3, 4
 *   or 5 of a kind from the leftmost reel. The wild stands for any paying symbol; a line pays its best reading
 *   (for each paying symbol, count the run from reel 1 of that symbol or wild; take the highest pay; ties go to
 *   the symbol listed first), so five wilds pay as five sevens.
 * - multiplier = (sum of line pays) / 10.
 * The params schema (none) and the game object are in slot-game.ts.
 */
import { assertFloats, type GameResult } from './in-house-game.js';

export type PayingSymbol = 'seven' | 'bar' | 'bell' | 'plum' | 'orange' | 'cherry' | 'lemon';
export type SlotSymbol = 'wild' | PayingSymbol;

/** Pays in line bets for [3, 4, 5] of a kind, best symbol first. */
export const SLOT_PAYTABLE: Readonly<Record<PayingSymbol, readonly [number, number, number]>> = {
  seven: [50, 200, 1000],
  bar: [25, 100, 400],
  bell: [15, 50, 200],
  plum: [10, 30, 120],
  orange: [5, 20, 80],
  cherry: [4, 12, 50],
  lemon: [3, 10, 40],
};
export const PAYING_SYMBOLS = Object.keys(SLOT_PAYTABLE) as PayingSymbol[];

/** Row (0 top, 1 middle, 2 bottom) on reels 1–5, for lines 1–10. */
export const SLOT_PAYLINES: readonly (readonly [number, number, number, number, number])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 2, 1, 0, 1],
];
const LINES = SLOT_PAYLINES.length;

/**
 * 30 stops per reel. Counts (wild, seven, bar, bell, plum, orange, cherry, lemon):
 * reel 1 and 5: 1, 2, 3, 4, 4, 5, 5, 6; reel 2: 2, 2, 3, 4, 4, 5, 5, 5; reel 3: 3, 1, 3, 3, 5, 5, 5, 5;
 * reel 4: 2, 2, 2, 4, 4, 5, 5, 6. No symbol sits next to itself, so a window rarely repeats one symbol.
 */
// biome-ignore format: one reel per line, so the strips read as strips
export const SLOT_REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  ['wild', 'bell', 'cherry', 'lemon', 'plum', 'orange', 'seven', 'cherry', 'bar', 'lemon', 'bell', 'plum', 'orange', 'lemon', 'cherry', 'bell', 'orange', 'bar', 'lemon', 'plum', 'cherry', 'seven', 'lemon', 'orange', 'bell', 'cherry', 'plum', 'bar', 'lemon', 'orange'],
  ['bell', 'wild', 'cherry', 'lemon', 'plum', 'orange', 'seven', 'cherry', 'bar', 'bell', 'lemon', 'orange', 'plum', 'cherry', 'lemon', 'bell', 'wild', 'orange', 'bar', 'plum', 'cherry', 'lemon', 'seven', 'orange', 'bell', 'cherry', 'plum', 'lemon', 'bar', 'orange'],
  ['bar', 'orange', 'wild', 'cherry', 'bell', 'plum', 'lemon', 'orange', 'cherry', 'bar', 'plum', 'lemon', 'wild', 'orange', 'bell', 'cherry', 'plum', 'lemon', 'orange', 'seven', 'bar', 'cherry', 'plum', 'wild', 'lemon', 'bell', 'orange', 'cherry', 'plum', 'lemon'],
  ['orange', 'bar', 'cherry', 'bell', 'lemon', 'wild', 'plum', 'orange', 'cherry', 'lemon', 'bell', 'seven', 'orange', 'plum', 'lemon', 'cherry', 'bar', 'bell', 'orange', 'lemon', 'wild', 'plum', 'cherry', 'lemon', 'orange', 'bell', 'seven', 'cherry', 'plum', 'lemon'],
  ['plum', 'lemon', 'orange', 'bar', 'cherry', 'bell', 'lemon', 'plum', 'orange', 'cherry', 'lemon', 'bell', 'bar', 'seven', 'orange', 'plum', 'lemon', 'wild', 'cherry', 'bell', 'orange', 'lemon', 'cherry', 'plum', 'bar', 'lemon', 'orange', 'bell', 'seven', 'cherry'],
];
export const SLOT_REELS = SLOT_REEL_STRIPS.length;

/**
 * The largest multiplier any of the 30^5 stop combinations gives, found by exhaustive enumeration
 * (slot-game.test.ts repeats it). The paytable's bound, 10 lines × 1000 / 10, cannot occur on these strips.
 */
export const SLOT_MAX_MULTIPLIER = 140;

export interface SlotLineWin {
  /** 1..10 */
  line: number;
  symbol: PayingSymbol;
  count: 3 | 4 | 5;
  /** In line bets (stake / 10). */
  win: number;
}

export interface SlotOutcome {
  /** Top-row stop on each reel. */
  stops: number[];
  /** window[reel][row], row 0 = top. */
  window: SlotSymbol[][];
  lines: SlotLineWin[];
}

/** The best reading of one line's five symbols (header), or null when it pays nothing. */
export function lineWin(symbols: readonly SlotSymbol[]): Omit<SlotLineWin, 'line'> | null {
  let best: Omit<SlotLineWin, 'line'> | null = null;
  for (const symbol of PAYING_SYMBOLS) {
    let count = 0;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'wild')) count++;
    if (count < 3) continue;
    const win = SLOT_PAYTABLE[symbol][count - 3] as number;
    if (best === null || win > best.win) best = { symbol, count: count as 3 | 4 | 5, win };
  }
  return best;
}

/**
 * Exact RTP. Each line takes one cell from each reel, and a uniform stop makes every row of a reel show symbol s
 * with probability (copies of s on the strip) / (strip length), independently across reels. So every line has
 * the same expected pay E, and RTP = 10 lines × E / 10 = E, which is summed exactly over the 8^5 symbol tuples
 * weighted by their copy counts (an integer numerator over 30^5).
 */
function exactRtp(): number {
  const counts = SLOT_REEL_STRIPS.map((strip) => {
    const m = new Map<SlotSymbol, number>();
    for (const s of strip) m.set(s, (m.get(s) ?? 0) + 1);
    return [...m.entries()];
  });
  let weightedPays = 0;
  const tuple: SlotSymbol[] = [];
  const walk = (reel: number, weight: number): void => {
    if (reel === SLOT_REELS) {
      weightedPays += weight * (lineWin(tuple)?.win ?? 0);
      return;
    }
    for (const [symbol, copies] of counts[reel] ?? []) {
      tuple[reel] = symbol;
      walk(reel + 1, weight * copies);
    }
  };
  walk(0, 1);
  const combinations = SLOT_REEL_STRIPS.reduce((n, strip) => n * strip.length, 1);
  return weightedPays / combinations;
}

/** The window of symbols for the reels' top-row stops: window[reel][row], row 0 = top, wrapping round a strip. */
export function slotWindow(stops: readonly number[]): SlotSymbol[][] {
  return SLOT_REEL_STRIPS.map((strip, reel) =>
    [0, 1, 2].map((row) => strip[((stops[reel] as number) + row) % strip.length] as SlotSymbol),
  );
}

export function playSlot(floats: readonly number[]): GameResult<SlotOutcome> {
  assertFloats(floats, SLOT_REELS);
  const stops = SLOT_REEL_STRIPS.map((strip, reel) => Math.floor((floats[reel] as number) * strip.length));
  const window = slotWindow(stops);
  const lines: SlotLineWin[] = [];
  let pays = 0;
  SLOT_PAYLINES.forEach((rows, i) => {
    const won = lineWin(rows.map((row, reel) => window[reel]?.[row] as SlotSymbol));
    if (won) {
      lines.push({ line: i + 1, ...won });
      pays += won.win;
    }
  });
  return { multiplier: pays / LINES, outcome: { stops, window, lines } };
}

let rtpCache: number | undefined;

/** Exact theoretical return to player (computed once: a walk over the 8^5 symbol tuples). */
export function slotRtp(): number {
  rtpCache ??= exactRtp();
  return rtpCache;
}
