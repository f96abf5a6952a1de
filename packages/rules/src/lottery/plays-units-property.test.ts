/**
 * Property: the units of a selection equal the number of distinct single bets it expands to. The expander below is
 * written from the rule book (lottery-plays.md "Plays", column "units" and "one unit wins when"), not from
 * plays-units.ts: it lists every single bet as a string and counts the distinct ones, where plays-units.ts counts with
 * formulas (products, C(n,k), inclusion-exclusion, the ways of a sum).
 */
import { describe, expect, it } from 'vitest';
import type { LotteryFamily } from './families.js';
import { PLAY_CODES, PLAYS, type PlayCode } from './plays-catalogue.js';
import { units } from './plays-units.js';

/** Every way to take one pick from each row, in row order (no other rule applied). */
function crossRows(rows: readonly string[][]): string[][] {
  let out: string[][] = [[]];
  for (const row of rows) out = out.flatMap((prefix) => row.map((pick) => [...prefix, pick]));
  return out;
}

/** Every k-subset of a row, each written in the row's order. */
function subsets(row: readonly string[], k: number): string[][] {
  if (k === 0) return [[]];
  const out: string[][] = [];
  row.forEach((pick, i) => {
    for (const rest of subsets(row.slice(i + 1), k - 1)) out.push([pick, ...rest]);
  });
  return out;
}

/** A bet written so that two equal bets are the same string: `sorted` for unordered bets (groups, "any"). */
const key = (picks: readonly string[], sorted = false) => (sorted ? [...picks].sort() : picks).join('|');

/** Prizes of a VN draw (lottery-plays.md "Families and their draws": 27 North, 18 South). */
const VN_PRIZES: Partial<Record<LotteryFamily, number>> = { VN_NORTH: 27, VN_SOUTH: 18 };

/** The single bets of a selection, per the rule book, as a set of distinct strings. */
function singleBets(code: PlayCode, rows: readonly string[][], family: LotteryFamily): Set<string> {
  const row = rows[0] ?? [];
  const bets = new Set<string>();
  const add = (picks: readonly string[], sorted = false) => bets.add(key(picks, sorted));
  const groupOf = (k: number) => {
    for (const unit of subsets(row, k)) add(unit, true);
  };
  switch (code) {
    // "product of row sizes": one bet per digit (or BSOE option) in each position.
    case 'SSC_5_DIRECT':
    case 'SSC_L3_DIRECT':
    case 'SSC_L2_DIRECT':
    case 'SSC_L2_BSOE':
    case 'LF3D_DIRECT':
      for (const unit of crossRows(rows)) add(unit);
      break;
    // "ordered tuples of distinct picks": a number cannot finish in two places.
    case 'X5_F2_DIRECT':
    case 'X5_F3_DIRECT':
    case 'PK10_F2_DIRECT':
    case 'PK10_F3_DIRECT':
      for (const unit of crossRows(rows)) if (new Set(unit).size === unit.length) add(unit);
      break;
    // "C(n,k)": the unordered sets of k picks.
    case 'SSC_5_GROUP120':
    case 'X5_ANY5':
      groupOf(5);
      break;
    case 'SSC_L3_GROUP6':
    case 'LF3D_GROUP6':
    case 'X5_ANY3':
    case 'X5_F3_GROUP':
    case 'K3_3DIFF':
    case 'LHC_PICK3':
      groupOf(3);
      break;
    case 'X5_ANY1':
      groupOf(1);
      break;
    case 'X5_ANY2':
    case 'X5_F2_GROUP':
    case 'K3_2DIFF':
    case 'LHC_PICK2':
    case 'VN_XIEN2':
      groupOf(2);
      break;
    case 'X5_ANY4':
      groupOf(4);
      break;
    case 'X5_ANY6':
      groupOf(6);
      break;
    case 'X5_ANY7':
      groupOf(7);
      break;
    case 'X5_ANY8':
      groupOf(8);
      break;
    // GROUP3: "one digit twice, one once", the bet is the multiset {a, a, b} of two different picked digits.
    case 'SSC_L3_GROUP3':
    case 'LF3D_GROUP3':
      for (const a of row) for (const b of row) if (a !== b) add([a, a, b], true);
      break;
    // SUM: one bet per ordered digit triple (000-999) whose sum is picked.
    case 'SSC_L3_SUM':
    case 'LF3D_SUM':
      for (let n = 0; n < 1000; n++) {
        const digits = String(n).padStart(3, '0').split('');
        if (row.includes(String(digits.reduce((s, d) => s + Number(d), 0)))) add(digits);
      }
      break;
    // Fixed positions: one bet per (position, value) picked; a row may stay empty.
    case 'SSC_FIXED':
    case 'X5_FIXED':
    case 'PK10_FIXED':
      rows.forEach((r, position) => {
        for (const pick of r) add([String(position), pick]);
      });
      break;
    // VN_LO2: one bet per (number, prize) (bao lô: the number is bet on every prize of the draw).
    case 'VN_LO2':
      for (const pick of row) {
        for (let prize = 0; prize < (VN_PRIZES[family] ?? 0); prize++) add([pick, String(prize)]);
      }
      break;
    // One bet per option picked.
    case 'SSC_DT':
    case 'PK10_P1':
    case 'PK10_SUM12':
    case 'K3_SUM':
    case 'K3_TRIPLE_ANY':
    case 'K3_TRIPLE':
    case 'PC28_SUM':
    case 'PC28_BSOE':
    case 'LHC_SPECIAL':
    case 'LHC_COLOUR':
    case 'VN_DE':
    case 'VN_3CANG':
    case 'SEA4D_BIG':
    case 'SEA4D_SMALL':
      for (const pick of row) add([pick]);
      break;
  }
  return bets;
}

/** mulberry32: a small seeded generator, so a failure is replayed by its seed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** The options a row of the play may hold; SEA 4D numbers are any 4 digits, a random sample of them here. */
function optionsOf(code: PlayCode, random: () => number): readonly string[] {
  const options = PLAYS[code].options;
  if (options) return options;
  return Array.from({ length: 40 }, () => String(Math.floor(random() * 10_000)).padStart(4, '0'));
}

/** `size` distinct options in random order (a partial shuffle). */
function pickSome(options: readonly string[], size: number, random: () => number): string[] {
  const pool = [...new Set(options)];
  const n = Math.min(size, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, n);
}

/**
 * A random selection: each row a random number of distinct options, capped so that the expansion stays small
 * (the largest random one is C(49,3) = 18424 bets), the empty row included.
 */
function randomSelection(code: PlayCode, random: () => number): string[][] {
  const rule = PLAYS[code];
  const options = optionsOf(code, random);
  const cap = Math.min(options.length, code === 'LHC_PICK3' ? 49 : code === 'SSC_5_DIRECT' ? 6 : 30);
  return Array.from({ length: rule.rows }, () => pickSome(options, Math.floor(random() * (cap + 1)), random));
}

const familiesOf = (code: PlayCode): readonly LotteryFamily[] => PLAYS[code].families;
const expectUnitsMatch = (code: PlayCode, selection: string[][]) => {
  for (const family of familiesOf(code)) {
    const listed = singleBets(code, selection, family).size;
    expect({ code, family, selection, units: units(code, selection, family) }).toEqual({
      code,
      family,
      selection,
      units: listed,
    });
  }
};

describe('the units of a selection are the distinct single bets it expands to', () => {
  it.each(PLAY_CODES.map((code) => [code]))('%s over 150 seeded random selections', (code) => {
    const random = seeded(PLAY_CODES.indexOf(code) * 7919 + 14);
    for (let i = 0; i < 150; i++) expectUnitsMatch(code, randomSelection(code, random));
  });

  it.each(PLAY_CODES.map((code) => [code]))(
    '%s at the edges: every option, the smallest selection that makes a unit, one short of it, empty rows',
    (code) => {
      const rule = PLAYS[code];
      const random = seeded(99);
      const options = optionsOf(code, random);
      const all = Array.from({ length: rule.rows }, () => [...options]);
      // Every option in every row (SSC_5_DIRECT: 100000 bets; SEA4D: 40 numbers).
      expectUnitsMatch(code, all);
      // The empty selection, and one row only where a fixed play allows empty rows.
      expectUnitsMatch(
        code,
        Array.from({ length: rule.rows }, () => []),
      );
      if (rule.emptyRowsAllowed) {
        expectUnitsMatch(
          code,
          Array.from({ length: rule.rows }, (_, i) => (i === rule.rows - 1 ? [options[0] as string] : [])),
        );
      }
      // The fewest picks that make a unit, and one fewer (0 units).
      const need = rule.units.kind === 'choose' ? rule.units.k : rule.units.kind === 'pairs' ? 2 : 1;
      for (const size of [need, need - 1]) {
        expectUnitsMatch(
          code,
          Array.from({ length: rule.rows }, (_, i) => options.slice(i, i + size)),
        );
      }
      // Direct plays of distinct numbers: every row the same single pick makes no unit.
      expectUnitsMatch(
        code,
        Array.from({ length: rule.rows }, () => [options[0] as string]),
      );
    },
  );

  it('the expander is the rule book (a few worked examples)', () => {
    expect(singleBets('X5_F2_DIRECT', [nums(1, 2, 3), nums(2, 3, 4)], '11X5').size).toBe(7);
    expect(singleBets('X5_F3_DIRECT', [nums(1, 2), nums(1, 2), nums(1, 2, 3)], '11X5').size).toBe(2);
    expect(singleBets('SSC_L3_SUM', [['0', '1', '27']], 'SSC').size).toBe(5);
    expect(singleBets('SSC_L3_GROUP3', [['1', '2', '3', '4']], 'SSC').size).toBe(12);
    expect(singleBets('VN_LO2', [['12', '34']], 'VN_NORTH').size).toBe(54);
    expect(singleBets('VN_LO2', [['12', '34']], 'VN_SOUTH').size).toBe(36);
    expect(singleBets('LHC_PICK3', [nums(...Array.from({ length: 49 }, (_, i) => i + 1))], 'LHC').size).toBe(18424);
  });
});

function nums(...values: number[]): string[] {
  return values.map((v) => String(v).padStart(2, '0'));
}
