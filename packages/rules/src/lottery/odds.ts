/**
 * Odds of the lottery plays (lottery-plays.md "Words", "Odds"; design.md "Lottery", prize groups).
 *
 * Formula plays: odds = (1 / p) x series / 2000, rounded down to 4 decimals, where p is the chance that one unit
 * wins. p = num / den is kept as the rule book writes it, and odds are computed in 1/10000 units as an integer
 * (`odds4`): odds4 = floor(10000 x series x den / (2000 x num)) = floor(5 x series x den / num), exact in BigInt,
 * so no binary rounding can lift odds above the formula. Series 2000 returns the stake over the long run.
 *
 * Table plays (VN_XIEN2, SEA4D_BIG, SEA4D_SMALL): the operator publishes a table per game; the defaults below are
 * the trade's usual values (README.md "Table plays" says where they come from and what is doubtful). Series does
 * not change a table.
 */
import type { LotteryFamily } from './families.js';
import { isPlayCode, PLAYS, type PlayCode } from './plays-catalogue.js';
import { choose, DICE_THROWS_BY_SUM, DIGIT_TRIPLES_BY_SUM, pk10PairsWithSum } from './plays-combinatorics.js';

/** p = num / den. */
export interface Chance {
  num: number;
  den: number;
}
/** Odds in 1/10000 units: 19500 is odds 1.95. */
export type Odds4 = number;
/** A table of odds4 by key: an option of a per-option play, or a table key (SEA 4D tier, `XIEN2`). */
export type OddsTable4 = Readonly<Record<string, Odds4>>;
/** One odds4 for the whole play, or one per key. */
export type PlayOdds4 = Odds4 | OddsTable4;

export const SERIES_MIN = 1;
/** Series 2000 makes a formula play's return exactly 1 (design.md "Lottery"); above it the house would lose. */
export const SERIES_MAX = 2000;

const c = (num: number, den: number): Chance => ({ num, den });
/** X5_ANYk: C(11 - k, 5 - k) / 462 for k <= 5, C(k, 5) / 462 for k >= 6 (462 = C(11, 5)). */
const x5Any = (k: number): Chance => c(k <= 5 ? choose(11 - k, 5 - k) : choose(k, 5), 462);

/** p of one unit of each formula play (lottery-plays.md "Plays", column "odds (p)"). */
const FORMULA_CHANCE: Partial<Record<PlayCode, Chance>> = {
  SSC_5_DIRECT: c(1, 100000),
  SSC_5_GROUP120: c(120, 100000),
  SSC_L3_DIRECT: c(1, 1000),
  SSC_L3_SUM: c(1, 1000),
  SSC_L3_GROUP3: c(3, 1000),
  SSC_L3_GROUP6: c(6, 1000),
  SSC_L2_DIRECT: c(1, 100),
  SSC_FIXED: c(1, 10),
  SSC_L2_BSOE: c(1, 4),
  X5_ANY1: x5Any(1),
  X5_ANY2: x5Any(2),
  X5_ANY3: x5Any(3),
  X5_ANY4: x5Any(4),
  X5_ANY5: x5Any(5),
  X5_ANY6: x5Any(6),
  X5_ANY7: x5Any(7),
  X5_ANY8: x5Any(8),
  X5_F2_DIRECT: c(1, 110),
  X5_F3_DIRECT: c(1, 990),
  X5_F2_GROUP: c(1, 55),
  X5_F3_GROUP: c(1, 165),
  X5_FIXED: c(1, 11),
  PK10_P1: c(1, 10),
  PK10_F2_DIRECT: c(1, 90),
  PK10_F3_DIRECT: c(1, 720),
  PK10_FIXED: c(1, 10),
  K3_TRIPLE_ANY: c(6, 216),
  K3_TRIPLE: c(1, 216),
  K3_3DIFF: c(6, 216),
  K3_2DIFF: c(30, 216),
  PC28_BSOE: c(1, 2),
  LHC_SPECIAL: c(1, 49),
  LHC_PICK2: c(15, 1176),
  LHC_PICK3: c(20, 18424),
  LF3D_DIRECT: c(1, 1000),
  LF3D_SUM: c(1, 1000),
  LF3D_GROUP3: c(3, 1000),
  LF3D_GROUP6: c(6, 1000),
  VN_LO2: c(1, 100),
  VN_DE: c(1, 100),
  VN_3CANG: c(1, 1000),
};

/** p of one unit of a per-option play, by option. */
function optionChance(code: PlayCode, option: string): Chance {
  switch (code) {
    case 'SSC_DT':
      return c(option === 'TIE' ? 10 : 45, 100);
    case 'PK10_SUM12':
      return c(pk10PairsWithSum(Number(option)), 90);
    case 'K3_SUM':
      return c(DICE_THROWS_BY_SUM[Number(option)] ?? 0, 216);
    case 'PC28_SUM':
      return c(DIGIT_TRIPLES_BY_SUM[Number(option)] ?? 0, 1000);
    case 'LHC_COLOUR':
      return c(option === 'RED' ? 17 : 16, 49);
    default:
      throw new RangeError(`${code} is not a per-option play`);
  }
}

/**
 * p that one unit wins: `option` is required for per-option plays and ignored otherwise. Throws a RangeError for a
 * table play (its p is not the rule book's business) or an option the play does not have.
 */
export function playChance(playCode: PlayCode, option?: string): Chance {
  const rule = PLAYS[playCode];
  if (rule.odds.kind === 'table') throw new RangeError(`${playCode} is a table play`);
  if (rule.odds.kind === 'formula') return FORMULA_CHANCE[playCode] as Chance;
  if (option === undefined || !rule.options?.includes(option)) {
    throw new RangeError(`${playCode} has no option ${String(option)}`);
  }
  return optionChance(playCode, option);
}

function assertSeries(series: number): void {
  if (!Number.isInteger(series) || series < SERIES_MIN || series > SERIES_MAX) {
    throw new RangeError(`series must be an integer ${SERIES_MIN}-${SERIES_MAX}: ${series}`);
  }
}

/** floor4((1 / p) x series / 2000) in 1/10000 units. */
export function formulaOdds4(chance: Chance, series: number): Odds4 {
  assertSeries(series);
  return Number((5n * BigInt(series) * BigInt(chance.den)) / BigInt(chance.num));
}

/** VN_XIEN2 by family (27 or 18 prizes): 17 North, 35 South (README.md "Table plays"). */
const XIEN2_DEFAULT: Partial<Record<LotteryFamily, Odds4>> = { VN_NORTH: 170_000, VN_SOUTH: 350_000 };
/** Big and Small of the Malaysian and Singapore 4D operators, per unit of stake (the stake is part of it). */
export const SEA4D_BIG_DEFAULT: OddsTable4 = {
  first: 25_000_000,
  second: 10_000_000,
  third: 5_000_000,
  special: 1_800_000,
  consolation: 600_000,
};
export const SEA4D_SMALL_DEFAULT: OddsTable4 = { first: 35_000_000, second: 20_000_000, third: 10_000_000 };

/** The default table of a table play for a family, in odds4 by key. */
export function defaultTable(playCode: PlayCode, family?: LotteryFamily): OddsTable4 {
  if (playCode === 'SEA4D_BIG') return SEA4D_BIG_DEFAULT;
  if (playCode === 'SEA4D_SMALL') return SEA4D_SMALL_DEFAULT;
  const xien2 = playCode === 'VN_XIEN2' && family ? XIEN2_DEFAULT[family] : undefined;
  if (xien2 === undefined) throw new RangeError(`no default table for ${playCode} in ${String(family)}`);
  return { XIEN2: xien2 };
}

export interface OddsOptions {
  /** The game's family: VN_XIEN2's default table differs between VN_NORTH and VN_SOUTH. */
  family?: LotteryFamily;
  /** The game's published table for a table play, replacing the default. */
  table?: OddsTable4;
}

/**
 * A play's odds in 1/10000 units at a series: a number for one-odds plays (formula plays and VN_XIEN2), a record by
 * option for per-option plays, a record by tier for the SEA 4D bets. Throws a RangeError for an unknown play, a
 * series outside 1-2000 or a table that lacks a key or holds anything but a positive integer.
 */
export function playOdds4(playCode: string, series: number, options: OddsOptions = {}): PlayOdds4 {
  if (!isPlayCode(playCode)) throw new RangeError(`unknown play ${playCode}`);
  assertSeries(series);
  const rule = PLAYS[playCode];
  switch (rule.odds.kind) {
    case 'formula':
      return formulaOdds4(playChance(playCode), series);
    case 'perOption':
      return Object.fromEntries(
        (rule.options ?? []).map((option) => [option, formulaOdds4(playChance(playCode, option), series)]),
      );
    case 'table': {
      const table = options.table ?? defaultTable(playCode, options.family);
      const keys = rule.odds.keys;
      for (const key of keys) {
        const odds4 = table[key];
        if (odds4 === undefined || !Number.isSafeInteger(odds4) || odds4 <= 0) {
          throw new RangeError(`${playCode} table needs a positive integer odds4 for ${key}`);
        }
      }
      if (playCode === 'VN_XIEN2') return table.XIEN2 as Odds4;
      return Object.fromEntries(keys.map((key) => [key, table[key] as Odds4]));
    }
  }
}

/** The same odds as decimals (odds4 / 10000), for showing. */
export function playOdds(playCode: string, series: number, options: OddsOptions = {}): number | Record<string, number> {
  const odds4 = playOdds4(playCode, series, options);
  if (typeof odds4 === 'number') return odds4 / 10_000;
  return Object.fromEntries(Object.entries(odds4).map(([key, value]) => [key, value / 10_000]));
}

/**
 * VN_XIEN2's exact chance with `prizes` prizes whose last two digits are independent and uniform: both numbers
 * appear = 1 - 2 x (99/100)^prizes + (98/100)^prizes (inclusion-exclusion), as a fraction of BigInts.
 */
export function xien2Chance(prizes: number): { num: bigint; den: bigint } {
  const n = BigInt(prizes);
  return { num: 100n ** n - 2n * 99n ** n + 98n ** n, den: 100n ** n };
}
