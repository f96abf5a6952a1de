import { describe, expect, it } from 'vitest';
import { lineWin, SLOT_PAYLINES, SLOT_REEL_STRIPS, type SlotSymbol, slotWindow } from './slot.js';
import { slotGame, slotParams } from './slot-game.js';

/** Floats that stop each reel with `stops[i]` on the top row. */
const at = (stops: number[]) => stops.map((s, i) => (s + 0.5) / (SLOT_REEL_STRIPS[i]?.length ?? 1));

describe('slot lines', () => {
  it('pays 3, 4 or 5 of a kind from the left', () => {
    expect(lineWin(['seven', 'seven', 'seven', 'bar', 'bar'])).toEqual({ symbol: 'seven', count: 3, win: 50 });
    expect(lineWin(['bar', 'wild', 'bar', 'bar', 'seven'])).toEqual({ symbol: 'bar', count: 4, win: 100 });
    expect(lineWin(['lemon', 'lemon', 'bar', 'lemon', 'lemon'])).toBeNull();
    expect(lineWin(['bar', 'bar', 'bar', 'bar', 'bar'])).toEqual({ symbol: 'bar', count: 5, win: 400 });
  });

  it('lets the wild stand for the symbol that pays best', () => {
    expect(lineWin(['wild', 'lemon', 'lemon', 'bar', 'lemon'])).toEqual({ symbol: 'lemon', count: 3, win: 3 });
    // lemon × 5 pays 40, seven × 3 (the three wilds) pays 50
    expect(lineWin(['wild', 'wild', 'wild', 'lemon', 'lemon'])).toEqual({ symbol: 'seven', count: 3, win: 50 });
    expect(lineWin(['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({ symbol: 'seven', count: 5, win: 1000 });
    expect(lineWin(['wild', 'wild', 'cherry', 'cherry', 'bar'])).toEqual({ symbol: 'cherry', count: 4, win: 12 });
  });
});

describe('slot spins', () => {
  it('shows three rows per reel from the stop and pays the lines (stops 0, 0, 0, 0, 0)', () => {
    expect(slotGame.play(at([0, 0, 0, 0, 0]), {})).toEqual({
      multiplier: 11.2,
      outcome: {
        stops: [0, 0, 0, 0, 0],
        window: [
          ['wild', 'bell', 'cherry'],
          ['bell', 'wild', 'cherry'],
          ['bar', 'orange', 'wild'],
          ['orange', 'bar', 'cherry'],
          ['plum', 'lemon', 'orange'],
        ],
        lines: [
          { line: 3, symbol: 'cherry', count: 4, win: 12 },
          { line: 4, symbol: 'bar', count: 4, win: 100 },
        ],
      },
    });
  });

  it('wraps the window round the end of the strip', () => {
    const { multiplier, outcome } = slotGame.play(at([29, 29, 29, 29, 29]), {});
    expect(outcome.window[0]).toEqual(['orange', 'wild', 'bell']);
    expect(outcome.lines).toEqual([
      { line: 9, symbol: 'orange', count: 3, win: 5 },
      { line: 10, symbol: 'bar', count: 3, win: 25 },
    ]);
    expect(multiplier).toBe(3);
  });

  it('loses when no line pays', () => {
    expect(slotGame.play(at([10, 20, 5, 7, 9]), {})).toMatchObject({ multiplier: 0, outcome: { lines: [] } });
  });

  it('reaches its maximum, 140, at stops 6, 6, 18, 3, 15', () => {
    const { multiplier, outcome } = slotGame.play(at([6, 6, 18, 3, 15]), {});
    expect(outcome.lines).toEqual([
      { line: 3, symbol: 'bar', count: 5, win: 400 },
      { line: 6, symbol: 'seven', count: 5, win: 1000 },
    ]);
    expect(multiplier).toBe(slotGame.maxMultiplier({}));
    expect(multiplier).toBe(140);
  });

  it('maps each float to a stop: floor(f × 30)', () => {
    expect(slotGame.play([0, 1 / 30, 0.5, 0.999, 1 - 2 ** -32], {}).outcome.stops).toEqual([0, 1, 15, 29, 29]);
    expect(() => slotGame.play([0, 0, 0, 0], {})).toThrow(RangeError);
    expect(slotGame.floatsNeeded({})).toBe(5);
  });

  it('takes no params and ignores unknown ones', () => {
    expect(slotParams.parse({ anything: 1 })).toEqual({});
    expect(slotParams.safeParse(null).success).toBe(false);
  });
});

describe('slot reels and RTP', () => {
  it('has 5 strips of 20–40 stops of 8 symbols, 10 distinct lines', () => {
    expect(SLOT_REEL_STRIPS).toHaveLength(5);
    for (const strip of SLOT_REEL_STRIPS) {
      expect(strip.length).toBeGreaterThanOrEqual(20);
      expect(strip.length).toBeLessThanOrEqual(40);
    }
    expect(new Set(SLOT_REEL_STRIPS.flat()).size).toBe(8);
    expect(new Set(SLOT_PAYLINES.map((l) => l.join())).size).toBe(10);
  });

  it('has the exact RTP 130373 / 135000 (computed once with Python over all 30^5 stops)', () => {
    expect(slotGame.rtp({})).toBe(130_373 / 135_000);
    expect(slotGame.rtp({})).toBeGreaterThanOrEqual(0.95);
    expect(slotGame.rtp({})).toBeLessThanOrEqual(0.97);
  });

  it('agrees with an exhaustive walk of all 30^5 stop combinations (RTP, max, standard deviation)', () => {
    // Line pay for every 5-symbol tuple, then every stop combination with the 10 lines summed.
    const symbols = [...new Set(SLOT_REEL_STRIPS.flat())];
    const code = new Map(symbols.map((s, i) => [s, i]));
    const base = symbols.length;
    const linePay = new Float64Array(base ** 5);
    for (let t = 0; t < linePay.length; t++) {
      const tuple: SlotSymbol[] = [];
      for (let r = 4, x = t; r >= 0; r--, x = Math.floor(x / base)) tuple[r] = symbols[x % base] as SlotSymbol;
      linePay[t] = lineWin(tuple)?.win ?? 0;
    }
    // cells[reel][stop * 3 + row] = symbol code × base^(4 − reel)
    const cells = SLOT_REEL_STRIPS.map((strip, reel) =>
      Int32Array.from({ length: strip.length * 3 }, (_, i) => {
        const sym = strip[(Math.floor(i / 3) + (i % 3)) % strip.length] as SlotSymbol;
        return (code.get(sym) ?? 0) * base ** (4 - reel);
      }),
    );
    const [c0, c1, c2, c3, c4] = cells as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array];
    const lines = SLOT_PAYLINES;
    const L = SLOT_REEL_STRIPS.map((s) => s.length);
    const partial = new Int32Array(lines.length * 4);
    let sum = 0;
    let sumSq = 0;
    let max = 0;
    for (let a = 0; a < (L[0] ?? 0); a++) {
      for (let b = 0; b < (L[1] ?? 0); b++) {
        for (let n = 0; n < lines.length; n++) {
          const l = lines[n] as readonly number[];
          partial[n] = (c0[a * 3 + (l[0] ?? 0)] ?? 0) + (c1[b * 3 + (l[1] ?? 0)] ?? 0);
        }
        for (let c = 0; c < (L[2] ?? 0); c++) {
          for (let d = 0; d < (L[3] ?? 0); d++) {
            for (let n = 0; n < lines.length; n++) {
              const l = lines[n] as readonly number[];
              partial[lines.length + n] =
                (partial[n] ?? 0) + (c2[c * 3 + (l[2] ?? 0)] ?? 0) + (c3[d * 3 + (l[3] ?? 0)] ?? 0);
            }
            for (let e = 0; e < (L[4] ?? 0); e++) {
              let pays = 0;
              for (let n = 0; n < lines.length; n++) {
                pays += linePay[(partial[lines.length + n] ?? 0) + (c4[e * 3 + (lines[n]?.[4] ?? 0)] ?? 0)] ?? 0;
              }
              sum += pays;
              sumSq += pays * pays;
              if (pays > max) max = pays;
            }
          }
        }
      }
    }
    const combinations = L.reduce((x, y) => x * y, 1);
    expect(sum / 10 / combinations).toBe(slotGame.rtp({}));
    expect(max / 10).toBe(slotGame.maxMultiplier({}));
    const sd = Math.sqrt(sumSq / 100 / combinations - (sum / 10 / combinations) ** 2);
    expect(sd).toBeCloseTo(2.957042215, 6); // numpy enumeration gave 2.957042215175827
  });
});

describe('slot window', () => {
  it('is the window a spin with those stops shows', () => {
    for (const stops of [
      [0, 0, 0, 0, 0],
      [29, 28, 27, 26, 25],
      [6, 6, 18, 3, 15],
    ]) {
      expect(slotWindow(stops)).toEqual(slotGame.play(at(stops), {}).outcome.window);
    }
  });
});
