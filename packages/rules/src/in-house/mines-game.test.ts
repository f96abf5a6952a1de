import { describe, expect, it } from 'vitest';
import { minesMultiplier, mineTiles } from './mines.js';
import { minesGame, minesParams } from './mines-game.js';

const zeros = Array<number>(24).fill(0);
const almostOnes = Array<number>(24).fill(1 - 2 ** -32);

describe('mines shuffle', () => {
  it('leaves the deck in order when every float is 0', () => {
    expect(mineTiles(zeros, 3)).toEqual([0, 1, 2]);
  });

  it('swaps with the last tile when every float is just under 1', () => {
    // i = 0 swaps tiles 0 and 24, then each step pulls the previous tile back from position 24
    expect(mineTiles(almostOnes, 3)).toEqual([0, 1, 24]);
  });

  it('puts a single mine on tile floor(f0 × 25), whatever the other floats', () => {
    for (let tile = 0; tile < 25; tile++) {
      const floats = [(tile + 0.5) / 25, ...almostOnes.slice(1)];
      expect(mineTiles(floats, 1)).toEqual([tile]);
    }
  });

  it('places exactly `mines` distinct mines', () => {
    const floats = Array.from({ length: 24 }, (_, i) => ((i * 7919) % 101) / 101);
    for (let m = 1; m <= 24; m++) {
      const mines = mineTiles(floats, m);
      expect(new Set(mines).size).toBe(m);
      expect(mines.every((t) => t >= 0 && t <= 24)).toBe(true);
    }
  });
});

describe('mines rules', () => {
  it('wins when no pick holds a mine, paying 0.99 / P rounded down', () => {
    // 3 mines on 0, 1, 2; one safe pick: 0.99 × 25 / 22 = 1.125 exactly
    expect(minesGame.play(zeros, { mines: 3, picks: [24] })).toEqual({
      multiplier: 1.125,
      outcome: { mines: [0, 1, 2], picks: [24], hits: [], win: true },
    });
    // 5 picks: 0.99 × C(25,5) / C(22,5) = 0.99 × 53130 / 26334 = 1.99737… → 1.9973
    expect(minesGame.play(zeros, { mines: 3, picks: [10, 11, 12, 13, 14] }).multiplier).toBe(1.9973);
  });

  it('loses when any pick holds a mine and shows which', () => {
    expect(minesGame.play(zeros, { mines: 3, picks: [24, 2, 1] })).toEqual({
      multiplier: 0,
      outcome: { mines: [0, 1, 2], picks: [24, 2, 1], hits: [1, 2], win: false },
    });
  });

  it('pays the table of 0.99 × C(25, k) / C(25 − m, k), floored to 4 decimals', () => {
    const picks = (k: number) => Array.from({ length: k }, (_, i) => i);
    expect(minesGame.maxMultiplier({ mines: 1, picks: picks(1) })).toBe(1.0312); // 1.03125
    expect(minesGame.maxMultiplier({ mines: 24, picks: picks(1) })).toBe(24.75);
    expect(minesGame.maxMultiplier({ mines: 1, picks: picks(24) })).toBe(24.75);
    expect(minesGame.maxMultiplier({ mines: 12, picks: picks(13) })).toBe(5_148_297); // 0.99 × C(25,13)
    expect(minesGame.maxMultiplier({ mines: 5, picks: picks(3) })).toBe(1.9973); // 0.99 × 2300 / 1140 = 1.99736…
  });

  it('keeps the RTP in (0.9899, 0.99] for every mine count and number of picks', () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= 25 - m; k++) {
        const params = { mines: m, picks: Array.from({ length: k }, (_, i) => i) };
        const rtp = minesGame.rtp(params);
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.9899);
        expect(rtp).toBeCloseTo(minesGame.maxMultiplier(params) * pWin(m, k), 12);
      }
    }
  });

  it('has an RTP equal to the mean pay over every placement of 1 or 2 mines', () => {
    // Mines 1 and 2 depend only on f0 and f1; enumerating their midpoints covers every placement equally.
    const rest = zeros.slice(2);
    for (const params of [
      { mines: 1, picks: [3, 17] },
      { mines: 2, picks: [0, 5, 6, 24] },
    ]) {
      let sum = 0;
      for (let a = 0; a < 25; a++) {
        for (let b = 0; b < 24; b++) {
          sum += minesGame.play([(a + 0.5) / 25, (b + 0.5) / 24, ...rest], params).multiplier;
        }
      }
      expect(minesGame.rtp(params)).toBeCloseTo(sum / (25 * 24), 12);
    }
  });

  it('validates params', () => {
    expect(minesParams.parse({ picks: [4] })).toEqual({ mines: 3, picks: [4] });
    expect(minesParams.safeParse({ mines: 24, picks: [0] }).success).toBe(true);
    for (const bad of [
      { mines: 0, picks: [1] },
      { mines: 25, picks: [1] },
      { mines: 2.5, picks: [1] },
      { mines: 3, picks: [] },
      { mines: 3, picks: [25] },
      { mines: 3, picks: [-1] },
      { mines: 3, picks: [1, 1] },
      { mines: 24, picks: [0, 1] },
      { mines: 3, picks: Array.from({ length: 23 }, (_, i) => i) },
    ]) {
      expect(minesParams.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('needs 24 floats', () => {
    expect(minesGame.floatsNeeded({ mines: 3, picks: [1] })).toBe(24);
    expect(() => minesGame.play(zeros.slice(1), { mines: 3, picks: [1] })).toThrow(RangeError);
  });
});

/** P(no mine among k picks) as a product, independent of the game's binomials. */
function pWin(m: number, k: number): number {
  let p = 1;
  for (let i = 0; i < k; i++) p *= (25 - m - i) / (25 - i);
  return p;
}

describe('mines multiplier for the bet slip', () => {
  it("is the game's multiplier for a playable number of picks and 0 otherwise", () => {
    expect(minesMultiplier(3, 1)).toBe(1.125);
    expect(minesMultiplier(3, 5)).toBe(minesGame.maxMultiplier({ mines: 3, picks: [0, 1, 2, 3, 4] }));
    expect(minesMultiplier(12, 13)).toBe(5_148_297);
    expect(minesMultiplier(3, 0)).toBe(0);
    expect(minesMultiplier(3, 23)).toBe(0);
  });
});
