import { describe, expect, it } from 'vitest';
import {
  defaultTable,
  formulaOdds4,
  type PlayOdds4,
  playChance,
  playOdds,
  playOdds4,
  SEA4D_BIG_DEFAULT,
  xien2Chance,
} from './odds.js';
import { PLAY_CODES, PLAYS, type PlayCode } from './plays-catalogue.js';
import { DICE_THROWS_BY_SUM, DIGIT_TRIPLES_BY_SUM, pk10PairsWithSum } from './plays-combinatorics.js';

describe('p, as the rule book writes it', () => {
  it.each([
    ['SSC_5_DIRECT', 1, 100000],
    ['SSC_5_GROUP120', 120, 100000],
    ['SSC_L3_SUM', 1, 1000],
    ['SSC_L3_GROUP3', 3, 1000],
    ['SSC_L3_GROUP6', 6, 1000],
    ['SSC_FIXED', 1, 10],
    ['SSC_L2_BSOE', 1, 4],
    ['X5_ANY1', 210, 462], // C(10, 4)
    ['X5_ANY2', 84, 462], // C(9, 3)
    ['X5_ANY3', 28, 462], // C(8, 2)
    ['X5_ANY4', 7, 462],
    ['X5_ANY5', 1, 462],
    ['X5_ANY6', 6, 462], // C(6, 5)
    ['X5_ANY7', 21, 462],
    ['X5_ANY8', 56, 462],
    ['X5_F2_DIRECT', 1, 110],
    ['X5_F3_DIRECT', 1, 990],
    ['X5_F2_GROUP', 1, 55],
    ['X5_F3_GROUP', 1, 165],
    ['X5_FIXED', 1, 11],
    ['PK10_F3_DIRECT', 1, 720],
    ['K3_TRIPLE_ANY', 6, 216],
    ['K3_2DIFF', 30, 216],
    ['PC28_BSOE', 1, 2],
    ['LHC_PICK2', 15, 1176],
    ['LHC_PICK3', 20, 18424],
    ['LF3D_GROUP3', 3, 1000],
    ['VN_LO2', 1, 100],
    ['VN_3CANG', 1, 1000],
  ] as const)('%s: %i / %i', (code, num, den) => {
    expect(playChance(code)).toEqual({ num, den });
  });

  it('per option: sums by their ways, dragon/tiger, colours', () => {
    expect(DIGIT_TRIPLES_BY_SUM).toEqual([
      1, 3, 6, 10, 15, 21, 28, 36, 45, 55, 63, 69, 73, 75, 75, 73, 69, 63, 55, 45, 36, 28, 21, 15, 10, 6, 3, 1,
    ]);
    expect(DICE_THROWS_BY_SUM.slice(3)).toEqual([1, 3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3, 1]);
    expect([3, 4, 5, 6, 10, 11, 12, 18, 19].map(pk10PairsWithSum)).toEqual([2, 2, 4, 4, 8, 10, 8, 2, 2]);
    expect(playChance('PC28_SUM', '13')).toEqual({ num: 75, den: 1000 });
    expect(playChance('K3_SUM', '3')).toEqual({ num: 1, den: 216 });
    expect(playChance('PK10_SUM12', '11')).toEqual({ num: 10, den: 90 });
    expect(playChance('SSC_DT', 'TIGER')).toEqual({ num: 45, den: 100 });
    expect(playChance('SSC_DT', 'TIE')).toEqual({ num: 10, den: 100 });
    expect(playChance('LHC_COLOUR', 'RED')).toEqual({ num: 17, den: 49 });
    expect(playChance('LHC_COLOUR', 'GREEN')).toEqual({ num: 16, den: 49 });
  });

  it('the options of every per-option play add up to certainty', () => {
    for (const code of PLAY_CODES.filter((c) => PLAYS[c].odds.kind === 'perOption')) {
      const chances = (PLAYS[code].options ?? []).map((option) => playChance(code, option));
      const den = chances[0]?.den ?? 0;
      expect({ code, total: chances.reduce((sum, c) => sum + c.num, 0) }).toEqual({ code, total: den });
    }
  });

  it('refuses what has no p', () => {
    expect(() => playChance('SEA4D_BIG')).toThrow(RangeError);
    expect(() => playChance('K3_SUM')).toThrow(RangeError);
    expect(() => playChance('K3_SUM', '2')).toThrow(RangeError);
  });
});

describe('odds = (1 / p) x series / 2000, rounded down to 4 decimals (odds4 in 1/10000)', () => {
  it.each([
    // Worked with exact fractions: floor(10000 x series / (2000 p)).
    ['SSC_5_DIRECT', undefined, [975000000, 990000000, 1000000000]],
    ['SSC_5_GROUP120', undefined, [8125000, 8250000, 8333333]],
    ['SSC_L3_GROUP3', undefined, [3250000, 3300000, 3333333]],
    ['SSC_L3_GROUP6', undefined, [1625000, 1650000, 1666666]],
    ['SSC_L2_BSOE', undefined, [39000, 39600, 40000]],
    ['SSC_DT', 'DRAGON', [21666, 22000, 22222]],
    ['SSC_DT', 'TIE', [97500, 99000, 100000]],
    ['X5_ANY1', undefined, [21450, 21780, 22000]],
    ['X5_ANY4', undefined, [643500, 653400, 660000]],
    ['X5_ANY5', undefined, [4504500, 4573800, 4620000]],
    ['X5_ANY7', undefined, [214500, 217800, 220000]],
    ['X5_F3_DIRECT', undefined, [9652500, 9801000, 9900000]],
    ['X5_FIXED', undefined, [107250, 108900, 110000]],
    ['PK10_F3_DIRECT', undefined, [7020000, 7128000, 7200000]],
    ['PK10_SUM12', '3', [438750, 445500, 450000]],
    ['PK10_SUM12', '11', [87750, 89100, 90000]],
    ['K3_SUM', '10', [78000, 79200, 80000]],
    ['K3_SUM', '3', [2106000, 2138400, 2160000]],
    ['K3_2DIFF', undefined, [70200, 71280, 72000]],
    ['PC28_SUM', '13', [130000, 132000, 133333]],
    ['PC28_SUM', '10', [154761, 157142, 158730]],
    ['PC28_BSOE', undefined, [19500, 19800, 20000]],
    ['LHC_COLOUR', 'RED', [28102, 28535, 28823]],
    ['LHC_COLOUR', 'BLUE', [29859, 30318, 30625]],
    ['LHC_PICK2', undefined, [764400, 776160, 784000]],
    ['LHC_PICK3', undefined, [8981700, 9119880, 9212000]],
    ['LHC_SPECIAL', undefined, [477750, 485100, 490000]],
    ['VN_LO2', undefined, [975000, 990000, 1000000]],
    ['VN_3CANG', undefined, [9750000, 9900000, 10000000]],
  ] as const)('%s %s at series 1950, 1980, 2000', (code, option, expected) => {
    const at = (series: number) => {
      const odds = playOdds4(code, series) as PlayOdds4;
      return typeof odds === 'number' ? odds : odds[option as string];
    };
    expect([1950, 1980, 2000].map(at)).toEqual(expected);
  });

  it('shows odds as decimals', () => {
    expect(playOdds('LHC_COLOUR', 1950)).toEqual({ RED: 2.8102, BLUE: 2.9859, GREEN: 2.9859 });
    expect(playOdds('PC28_BSOE', 1980)).toBe(1.98);
    expect(Object.keys(playOdds('K3_SUM', 1980))).toEqual(PLAYS.K3_SUM.options);
  });

  it('never rounds above the exact value, nor by a full 1/10000 below it, at any series 1700-2000', () => {
    for (const code of PLAY_CODES.filter((c) => PLAYS[c].odds.kind !== 'table')) {
      const options = PLAYS[code].odds.kind === 'perOption' ? (PLAYS[code].options ?? []) : [undefined];
      for (const option of options) {
        const { num, den } = playChance(code as PlayCode, option);
        for (let series = 1700; series <= 2000; series += 7) {
          const odds4 = BigInt(formulaOdds4({ num, den }, series));
          // odds4 <= 10000 x series x den / (2000 x num) < odds4 + 1
          const exact = 10_000n * BigInt(series) * BigInt(den);
          const scale = 2000n * BigInt(num);
          expect(odds4 * scale <= exact && exact < (odds4 + 1n) * scale).toBe(true);
        }
      }
    }
  });

  it('refuses a series that is not an integer 1-2000, and an unknown play', () => {
    expect(() => playOdds4('PC28_BSOE', 2001)).toThrow(RangeError);
    expect(() => playOdds4('PC28_BSOE', 0)).toThrow(RangeError);
    expect(() => playOdds4('PC28_BSOE', 1950.5)).toThrow(RangeError);
    expect(() => playOdds4('PC28_BSOE', Number.NaN)).toThrow(RangeError);
    expect(() => playOdds4('PC28_NOPE', 1950)).toThrow(RangeError);
  });
});

describe('table plays', () => {
  it('default to the trade tables, whatever the series', () => {
    expect(playOdds4('SEA4D_BIG', 1950)).toEqual(SEA4D_BIG_DEFAULT);
    expect(playOdds('SEA4D_BIG', 1700)).toEqual({
      first: 2500,
      second: 1000,
      third: 500,
      special: 180,
      consolation: 60,
    });
    expect(playOdds('SEA4D_SMALL', 2000)).toEqual({ first: 3500, second: 2000, third: 1000 });
    expect(playOdds('VN_XIEN2', 1950, { family: 'VN_NORTH' })).toBe(17);
    expect(playOdds('VN_XIEN2', 1950, { family: 'VN_SOUTH' })).toBe(35);
  });

  it("take the game's published table instead, checked", () => {
    expect(playOdds4('VN_XIEN2', 1950, { table: { XIEN2: 160_000 } })).toBe(160_000);
    const small = { first: 30_000_000, second: 20_000_000, third: 10_000_000 };
    expect(playOdds4('SEA4D_SMALL', 1950, { table: { ...small, special: 1 } })).toEqual(small);
    expect(() => playOdds4('SEA4D_SMALL', 1950, { table: { first: 1, second: 1 } })).toThrow(/third/);
    expect(() => playOdds4('SEA4D_SMALL', 1950, { table: { ...small, third: 0 } })).toThrow(RangeError);
    expect(() => playOdds4('SEA4D_SMALL', 1950, { table: { ...small, third: 1.5 } })).toThrow(RangeError);
    expect(() => playOdds4('VN_XIEN2', 1950)).toThrow(RangeError); // which VN family's default?
    expect(() => defaultTable('K3_SUM', 'K3')).toThrow(RangeError);
  });

  it('return what the README says of the defaults: Big 0.64 and Small 0.65 a unit, xien 2 about 0.93 and 0.91', () => {
    // SEA 4D: each prize is one number in 10000; Big holds 3 + 10 + 10 prizes, Small the first three.
    const big = SEA4D_BIG_DEFAULT;
    const bigReturn4 =
      (big.first ?? 0) + (big.second ?? 0) + (big.third ?? 0) + 10 * (big.special ?? 0) + 10 * (big.consolation ?? 0);
    expect(bigReturn4 / 10_000 / 10_000).toBe(0.64);
    const small = defaultTable('SEA4D_SMALL');
    expect(((small.first ?? 0) + (small.second ?? 0) + (small.third ?? 0)) / 10_000 / 10_000).toBe(0.65);
    const rtp = (prizes: number, odds4: number) => {
      const { num, den } = xien2Chance(prizes);
      return Number((num * BigInt(odds4) * 10_000n) / (den * 10_000n)) / 10_000;
    };
    expect(rtp(27, 170_000)).toBe(0.9329);
    expect(rtp(18, 350_000)).toBe(0.9137);
  });
});
