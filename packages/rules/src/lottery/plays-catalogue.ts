/**
 * The plays of lottery-plays.md "Plays", one entry per play code: the family (or families) that offer it, the rows
 * of a selection and the options each row may hold, whether a row may stay empty, how units are counted, and
 * whether odds come from the formula (one p, or one p per option) or from the operator's table.
 * What makes a unit win is in plays-winning.ts; each play's p is in odds.ts. No zod: the bet slip imports this.
 */
import type { LotteryFamily } from './families.js';
import {
  BSOE,
  DICE_FACES,
  DICE_TRIPLES,
  DIGITS,
  DRAGON_TIGER,
  K3_ANY,
  LHC_COLOURS,
  NUMBERS_10,
  NUMBERS_11,
  NUMBERS_49,
  SUMS_0_27,
  SUMS_3_18,
  SUMS_3_19,
  THREE_DIGITS,
  TWO_DIGITS,
} from './plays-options.js';

export const PLAY_CODES = [
  'SSC_5_DIRECT',
  'SSC_5_GROUP120',
  'SSC_L3_DIRECT',
  'SSC_L3_SUM',
  'SSC_L3_GROUP3',
  'SSC_L3_GROUP6',
  'SSC_L2_DIRECT',
  'SSC_FIXED',
  'SSC_L2_BSOE',
  'SSC_DT',
  'X5_ANY1',
  'X5_ANY2',
  'X5_ANY3',
  'X5_ANY4',
  'X5_ANY5',
  'X5_ANY6',
  'X5_ANY7',
  'X5_ANY8',
  'X5_F2_DIRECT',
  'X5_F3_DIRECT',
  'X5_F2_GROUP',
  'X5_F3_GROUP',
  'X5_FIXED',
  'PK10_P1',
  'PK10_F2_DIRECT',
  'PK10_F3_DIRECT',
  'PK10_FIXED',
  'PK10_SUM12',
  'K3_SUM',
  'K3_TRIPLE_ANY',
  'K3_TRIPLE',
  'K3_3DIFF',
  'K3_2DIFF',
  'PC28_SUM',
  'PC28_BSOE',
  'LHC_SPECIAL',
  'LHC_COLOUR',
  'LHC_PICK2',
  'LHC_PICK3',
  'LF3D_DIRECT',
  'LF3D_SUM',
  'LF3D_GROUP3',
  'LF3D_GROUP6',
  'VN_LO2',
  'VN_DE',
  'VN_3CANG',
  'VN_XIEN2',
  'SEA4D_BIG',
  'SEA4D_SMALL',
] as const;
export type PlayCode = (typeof PLAY_CODES)[number];

export function isPlayCode(value: unknown): value is PlayCode {
  return typeof value === 'string' && (PLAY_CODES as readonly string[]).includes(value);
}

/** How a valid selection's units are counted (lottery-plays.md "Plays", column "units"). */
export type UnitsRule =
  /** Product of the row sizes. */
  | { kind: 'product' }
  /** C(n, k) of the one row. */
  | { kind: 'choose'; k: number }
  /** n x (n - 1): one picked digit twice and another once (GROUP3). */
  | { kind: 'pairs' }
  /** The number of ordered digit triples whose sum is picked. */
  | { kind: 'sum3' }
  /** Total picked over all rows (fixed-position plays). */
  | { kind: 'total' }
  /** Ordered tuples of distinct picks, one from each row. */
  | { kind: 'distinct' }
  /** n, one unit per option. */
  | { kind: 'count' }
  /** n x the family's number of prizes (VN_LO2: 27 North, 18 South). */
  | { kind: 'perPrize' };

export type OddsRule =
  /** One p for every unit: odds = floor4((1 / p) x series / 2000). */
  | { kind: 'formula' }
  /** p depends on the option of the unit; odds are given per option. */
  | { kind: 'perOption' }
  /** Odds from the operator's published table per game, one value per key. */
  | { kind: 'table'; keys: readonly string[] };

export interface PlayRule {
  code: PlayCode;
  families: readonly LotteryFamily[];
  rows: number;
  /** The options of every row, as the rule book writes them; null for SEA4D (FOUR_DIGITS_PATTERN). */
  options: readonly string[] | null;
  emptyRowsAllowed: boolean;
  units: UnitsRule;
  odds: OddsRule;
  /** A unit may win more than once and is paid per hit. */
  perHit: boolean;
}

/** The key of VN_XIEN2's table: one value. */
export const XIEN2_TABLE_KEYS = ['XIEN2'] as const;
/** SEA 4D tiers in draw order: 1st, 2nd, 3rd, then 10 special (starter), then 10 consolation. */
export const SEA4D_TIERS = ['first', 'second', 'third', 'special', 'consolation'] as const;
export type Sea4dTier = (typeof SEA4D_TIERS)[number];
export const SEA4D_SMALL_TIERS = ['first', 'second', 'third'] as const;

type Shape = Omit<PlayRule, 'code' | 'families' | 'perHit'> & { perHit?: boolean };
const FORMULA: OddsRule = { kind: 'formula' };
const PER_OPTION: OddsRule = { kind: 'perOption' };
const one = (options: readonly string[], units: UnitsRule, odds: OddsRule = FORMULA): Shape => ({
  rows: 1,
  options,
  emptyRowsAllowed: false,
  units,
  odds,
});
const rowsOf = (rows: number, options: readonly string[], units: UnitsRule): Shape => ({
  rows,
  options,
  emptyRowsAllowed: false,
  units,
  odds: FORMULA,
});
const fixed = (rows: number, options: readonly string[]): Shape => ({
  rows,
  options,
  emptyRowsAllowed: true,
  units: { kind: 'total' },
  odds: FORMULA,
  perHit: true,
});
const PRODUCT: UnitsRule = { kind: 'product' };
const DISTINCT: UnitsRule = { kind: 'distinct' };
const COUNT: UnitsRule = { kind: 'count' };
const choose = (k: number): UnitsRule => ({ kind: 'choose', k });

const SHAPES: Record<PlayCode, readonly [readonly LotteryFamily[], Shape]> = {
  SSC_5_DIRECT: [['SSC'], rowsOf(5, DIGITS, PRODUCT)],
  SSC_5_GROUP120: [['SSC'], one(DIGITS, choose(5))],
  SSC_L3_DIRECT: [['SSC'], rowsOf(3, DIGITS, PRODUCT)],
  SSC_L3_SUM: [['SSC'], one(SUMS_0_27, { kind: 'sum3' })],
  SSC_L3_GROUP3: [['SSC'], one(DIGITS, { kind: 'pairs' })],
  SSC_L3_GROUP6: [['SSC'], one(DIGITS, choose(3))],
  SSC_L2_DIRECT: [['SSC'], rowsOf(2, DIGITS, PRODUCT)],
  SSC_FIXED: [['SSC'], fixed(5, DIGITS)],
  SSC_L2_BSOE: [['SSC'], rowsOf(2, BSOE, PRODUCT)],
  SSC_DT: [['SSC'], one(DRAGON_TIGER, COUNT, PER_OPTION)],
  X5_ANY1: [['11X5'], one(NUMBERS_11, choose(1))],
  X5_ANY2: [['11X5'], one(NUMBERS_11, choose(2))],
  X5_ANY3: [['11X5'], one(NUMBERS_11, choose(3))],
  X5_ANY4: [['11X5'], one(NUMBERS_11, choose(4))],
  X5_ANY5: [['11X5'], one(NUMBERS_11, choose(5))],
  X5_ANY6: [['11X5'], one(NUMBERS_11, choose(6))],
  X5_ANY7: [['11X5'], one(NUMBERS_11, choose(7))],
  X5_ANY8: [['11X5'], one(NUMBERS_11, choose(8))],
  X5_F2_DIRECT: [['11X5'], rowsOf(2, NUMBERS_11, DISTINCT)],
  X5_F3_DIRECT: [['11X5'], rowsOf(3, NUMBERS_11, DISTINCT)],
  X5_F2_GROUP: [['11X5'], one(NUMBERS_11, choose(2))],
  X5_F3_GROUP: [['11X5'], one(NUMBERS_11, choose(3))],
  X5_FIXED: [['11X5'], fixed(3, NUMBERS_11)],
  PK10_P1: [['PK10'], one(NUMBERS_10, COUNT)],
  PK10_F2_DIRECT: [['PK10'], rowsOf(2, NUMBERS_10, DISTINCT)],
  PK10_F3_DIRECT: [['PK10'], rowsOf(3, NUMBERS_10, DISTINCT)],
  PK10_FIXED: [['PK10'], fixed(10, NUMBERS_10)],
  PK10_SUM12: [['PK10'], one(SUMS_3_19, COUNT, PER_OPTION)],
  K3_SUM: [['K3'], one(SUMS_3_18, COUNT, PER_OPTION)],
  K3_TRIPLE_ANY: [['K3'], one(K3_ANY, COUNT)],
  K3_TRIPLE: [['K3'], one(DICE_TRIPLES, COUNT)],
  K3_3DIFF: [['K3'], one(DICE_FACES, choose(3))],
  K3_2DIFF: [['K3'], one(DICE_FACES, choose(2))],
  PC28_SUM: [['PC28'], one(SUMS_0_27, COUNT, PER_OPTION)],
  PC28_BSOE: [['PC28'], { ...one(BSOE, COUNT), perHit: true }],
  LHC_SPECIAL: [['LHC'], one(NUMBERS_49, COUNT)],
  LHC_COLOUR: [['LHC'], one(LHC_COLOURS, COUNT, PER_OPTION)],
  LHC_PICK2: [['LHC'], one(NUMBERS_49, choose(2))],
  LHC_PICK3: [['LHC'], one(NUMBERS_49, choose(3))],
  LF3D_DIRECT: [['LF3D'], rowsOf(3, DIGITS, PRODUCT)],
  LF3D_SUM: [['LF3D'], one(SUMS_0_27, { kind: 'sum3' })],
  LF3D_GROUP3: [['LF3D'], one(DIGITS, { kind: 'pairs' })],
  LF3D_GROUP6: [['LF3D'], one(DIGITS, choose(3))],
  VN_LO2: [['VN_NORTH', 'VN_SOUTH'], { ...one(TWO_DIGITS, { kind: 'perPrize' }), perHit: true }],
  VN_DE: [['VN_NORTH', 'VN_SOUTH'], one(TWO_DIGITS, COUNT)],
  VN_3CANG: [['VN_NORTH', 'VN_SOUTH'], one(THREE_DIGITS, COUNT)],
  VN_XIEN2: [['VN_NORTH', 'VN_SOUTH'], one(TWO_DIGITS, choose(2), { kind: 'table', keys: XIEN2_TABLE_KEYS })],
  SEA4D_BIG: [
    ['SEA4D'],
    {
      rows: 1,
      options: null,
      emptyRowsAllowed: false,
      units: COUNT,
      odds: { kind: 'table', keys: SEA4D_TIERS },
      perHit: true,
    },
  ],
  SEA4D_SMALL: [
    ['SEA4D'],
    {
      rows: 1,
      options: null,
      emptyRowsAllowed: false,
      units: COUNT,
      odds: { kind: 'table', keys: SEA4D_SMALL_TIERS },
      perHit: true,
    },
  ],
};

export const PLAYS: Readonly<Record<PlayCode, PlayRule>> = Object.fromEntries(
  PLAY_CODES.map((code) => {
    const [families, shape] = SHAPES[code];
    // Per hit (lottery-plays.md "Plays"): the fixed-position plays, PC28_BSOE, VN_LO2 and the SEA 4D bets.
    return [code, { ...shape, code, families, perHit: shape.perHit ?? false }];
  }),
) as Record<PlayCode, PlayRule>;

/** The plays a family offers, in the rule book's order. */
export function playsOfFamily(family: LotteryFamily): PlayRule[] {
  return PLAY_CODES.map((code) => PLAYS[code]).filter((rule) => rule.families.includes(family));
}
