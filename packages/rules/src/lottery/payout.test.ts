import { describe, expect, it } from 'vitest';
import { playOdds4 } from './odds.js';
import { betCost, payout } from './payout.js';
import { units } from './plays-units.js';
import { winnings } from './plays-winning.js';

/** 1 currency = 10000 ledger units (design.md "Money"). */
const CURRENCY = 10_000;

describe('payout = unitStake x multiple x odds x winning units, rounded down once, in ledger units', () => {
  it('a worked bet: PC28_BSOE on all four options, sum 14, series 1980', () => {
    const selection = [['BIG', 'SMALL', 'ODD', 'EVEN']];
    const draw = ['9', '3', '2'];
    const odds = playOdds4('PC28_BSOE', 1980); // 1.98
    expect(betCost(units('PC28_BSOE', selection), 2 * CURRENCY, 3)).toBe(240_000n); // 4 units x 2 x 3
    const lines = winnings('PC28_BSOE', selection, draw);
    expect(payout({ unitStake: 2 * CURRENCY, multiple: 3, odds, lines })).toBe(237_600n); // 2 hits x 6 x 1.98
  });

  it('pays each option of a per-option play at its own odds', () => {
    const odds = playOdds4('K3_SUM', 1950); // sum 9: 25/216 -> 8.424; sum 10: 27/216 -> 7.8
    expect(odds).toMatchObject({ '9': 84_240, '10': 78_000 });
    const lines = [
      { key: '9', units: 1 },
      { key: '10', units: 1 },
    ];
    expect(payout({ unitStake: CURRENCY, multiple: 1, odds, lines })).toBe(162_240n);
  });

  it('pays SEA 4D hits by tier', () => {
    const odds = playOdds4('SEA4D_BIG', 1950);
    const lines = [
      { key: 'second', units: 1 },
      { key: 'special', units: 2 },
      { key: 'consolation', units: 1 },
    ];
    // 1000 + 2 x 180 + 60 = 1420 a unit of stake, 0.5 currency a unit.
    expect(payout({ unitStake: CURRENCY / 2, multiple: 1, odds, lines })).toBe(7_100_000n);
  });

  it('rounds the sum of the lines down once, never up', () => {
    const odds = playOdds4('LHC_COLOUR', 1950); // RED 2.8102
    const red = [{ key: 'RED', units: 1 }];
    expect(payout({ unitStake: 1, multiple: 1, odds, lines: red })).toBe(2n); // 2.8102
    expect(payout({ unitStake: 3, multiple: 1, odds, lines: red })).toBe(8n); // 8.4306
    expect(payout({ unitStake: 1, multiple: 7, odds, lines: red })).toBe(19n); // 19.6714
    // Two lines of 0.5 each would round to 0 + 0 = 0 one by one; added first they pay 1.
    expect(payout({ unitStake: 1, multiple: 1, odds: 5_000, lines: [{ units: 1 }, { units: 1 }] })).toBe(1n);
    expect(payout({ unitStake: 123, multiple: 4, odds, lines: [] })).toBe(0n);
  });

  it('stays exact where products pass 2^53', () => {
    const odds = playOdds4('SSC_5_DIRECT', 1950); // 97500
    expect(odds).toBe(975_000_000);
    // 10^12 x 1000 x 97500 x 5 = 4.875 x 10^20, far past 2^53
    expect(payout({ unitStake: 1e12, multiple: 1000, odds, lines: [{ units: 5 }] })).toBe(487_500_000_000_000_000_000n);
    // 999999999999 x 7 x 2.8102 x 3 = 59014199999940.9858
    const red = playOdds4('LHC_COLOUR', 1950);
    const lines = [{ key: 'RED', units: 3 }];
    expect(payout({ unitStake: 999_999_999_999, multiple: 7, odds: red, lines })).toBe(59_014_199_999_940n);
    expect(payout({ unitStake: 999_999_999_999n * 1000n, multiple: 7n, odds: red, lines })).toBe(
      59_014_199_999_940_985n,
    );
    expect(betCost(100_000, 1e12, 1000)).toBe(10n ** 20n);
  });

  it('refuses odds and lines that do not belong together, and amounts that are not whole', () => {
    const keyed = [{ key: 'RED', units: 1 }];
    expect(() => payout({ unitStake: 1, multiple: 1, odds: 19_500, lines: keyed })).toThrow(RangeError);
    expect(() => payout({ unitStake: 1, multiple: 1, odds: { BLUE: 1 }, lines: keyed })).toThrow(/RED/);
    expect(() => payout({ unitStake: 1, multiple: 1, odds: { RED: 1 }, lines: [{ units: 1 }] })).toThrow(RangeError);
    const odds = { toString: 1 } as Record<string, number>;
    expect(() => payout({ unitStake: 1, multiple: 1, odds: {}, lines: [{ key: 'toString', units: 1 }] })).toThrow();
    expect(payout({ unitStake: 1, multiple: 1, odds, lines: [{ key: 'toString', units: 1 }] })).toBe(0n);
    expect(() => payout({ unitStake: 1.5, multiple: 1, odds: 1, lines: [{ units: 1 }] })).toThrow(RangeError);
    expect(() => payout({ unitStake: -1, multiple: 1, odds: 1, lines: [{ units: 1 }] })).toThrow(RangeError);
    expect(() => payout({ unitStake: 1, multiple: 2 ** 60, odds: 1, lines: [] })).toThrow(RangeError);
    expect(() => betCost(1, 1, -1n)).toThrow(RangeError);
  });
});
