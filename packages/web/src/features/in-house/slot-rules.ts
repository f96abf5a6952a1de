/**
 * The 5×3 slot's reels, paylines and paytable, as the server's games/in-house/slot.ts (README "Slot"): reel i stops
 * at floor(f_i × 30) and shows 3 stops from there; 10 lines pay 3/4/5 of a kind from reel 1, wild stands for any.
 */
export type PayingSymbol = 'seven' | 'bar' | 'bell' | 'plum' | 'orange' | 'cherry' | 'lemon';
export type SlotSymbol = 'wild' | PayingSymbol;

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

/** Row (0 top) on reels 1–5 for lines 1–10. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
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

// biome-ignore format: one reel per line, so the strips read as strips
export const SLOT_REEL_STRIPS: readonly (readonly SlotSymbol[])[] = [
  ['wild', 'bell', 'cherry', 'lemon', 'plum', 'orange', 'seven', 'cherry', 'bar', 'lemon', 'bell', 'plum', 'orange', 'lemon', 'cherry', 'bell', 'orange', 'bar', 'lemon', 'plum', 'cherry', 'seven', 'lemon', 'orange', 'bell', 'cherry', 'plum', 'bar', 'lemon', 'orange'],
  ['bell', 'wild', 'cherry', 'lemon', 'plum', 'orange', 'seven', 'cherry', 'bar', 'bell', 'lemon', 'orange', 'plum', 'cherry', 'lemon', 'bell', 'wild', 'orange', 'bar', 'plum', 'cherry', 'lemon', 'seven', 'orange', 'bell', 'cherry', 'plum', 'lemon', 'bar', 'orange'],
  ['bar', 'orange', 'wild', 'cherry', 'bell', 'plum', 'lemon', 'orange', 'cherry', 'bar', 'plum', 'lemon', 'wild', 'orange', 'bell', 'cherry', 'plum', 'lemon', 'orange', 'seven', 'bar', 'cherry', 'plum', 'wild', 'lemon', 'bell', 'orange', 'cherry', 'plum', 'lemon'],
  ['orange', 'bar', 'cherry', 'bell', 'lemon', 'wild', 'plum', 'orange', 'cherry', 'lemon', 'bell', 'seven', 'orange', 'plum', 'lemon', 'cherry', 'bar', 'bell', 'orange', 'lemon', 'wild', 'plum', 'cherry', 'lemon', 'orange', 'bell', 'seven', 'cherry', 'plum', 'lemon'],
  ['plum', 'lemon', 'orange', 'bar', 'cherry', 'bell', 'lemon', 'plum', 'orange', 'cherry', 'lemon', 'bell', 'bar', 'seven', 'orange', 'plum', 'lemon', 'wild', 'cherry', 'bell', 'orange', 'lemon', 'cherry', 'plum', 'bar', 'lemon', 'orange', 'bell', 'seven', 'cherry'],
];

export interface SlotLineWin {
  line: number;
  symbol: PayingSymbol;
  count: 3 | 4 | 5;
  win: number;
}

export interface SlotOutcome {
  stops: number[];
  /** window[reel][row], row 0 = top. */
  window: SlotSymbol[][];
  lines: SlotLineWin[];
}

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

export function slotWindow(stops: readonly number[]): SlotSymbol[][] {
  return SLOT_REEL_STRIPS.map((strip, reel) =>
    [0, 1, 2].map((row) => strip[((stops[reel] ?? 0) + row) % strip.length] as SlotSymbol),
  );
}

export function playSlot(floats: readonly number[]): { multiplier: number; outcome: SlotOutcome } {
  const stops = SLOT_REEL_STRIPS.map((strip, reel) => Math.floor((floats[reel] ?? 0) * strip.length));
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
  return { multiplier: pays / SLOT_PAYLINES.length, outcome: { stops, window, lines } };
}
