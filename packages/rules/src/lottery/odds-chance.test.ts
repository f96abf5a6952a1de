/**
 * The chance p of every formula play, checked against the rules that settle it: for a one-unit selection, a random
 * selection and a full-coverage selection, the winning units summed over the whole draw space, each divided by its
 * unit's p, equal the selection's units times the size of the space. So one unit wins with chance exactly p, and
 * at series 2000 (odds exactly 1 / p before rounding down) every selection returns exactly its stake.
 *
 * Spaces: SSC 100000 draws, LF3D and PC28 1000, K3 216, 11X5 the 55440 ordered draws, all exhaustive. PK10: the 720
 * ordered first three (the rest in ascending order) for the plays that read positions 1-3, and for PK10_FIXED
 * those 720 draws each rotated to its 10 cyclic shifts, so every position holds each number equally often. LHC: the
 * 49 specials for LHC_SPECIAL and LHC_COLOUR; the picks by full coverage (every six regular numbers win exactly
 * C(6, k) units, whatever they are) and a seeded Monte Carlo. VN and SEA 4D: per-hit and one-prize plays read each
 * prize alone, so shifted draws in which every prize takes each tail equally often give the exact marginals.
 */
import { describe, expect, it } from 'vitest';
import { type LotteryFamily, VN_NORTH_PRIZE_DIGITS, VN_SOUTH_PRIZE_DIGITS } from './families.js';
import { playChance, xien2Chance } from './odds.js';
import { PLAY_CODES, PLAYS, type PlayCode } from './plays-catalogue.js';
import { choose } from './plays-combinatorics.js';
import { NUMBERS_49 } from './plays-options.js';
import { units } from './plays-units.js';
import { selectionJudge } from './plays-winning.js';

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Every tuple of `length` values from `values`, optionally without repeats. */
function* tuples(
  values: readonly string[],
  length: number,
  distinct: boolean,
  prefix: string[] = [],
): Generator<string[]> {
  if (prefix.length === length) {
    yield prefix;
    return;
  }
  for (const value of values) {
    if (distinct && prefix.includes(value)) continue;
    yield* tuples(values, length, distinct, [...prefix, value]);
  }
}

const digits = Array.from({ length: 10 }, (_, i) => String(i));
const eleven = Array.from({ length: 11 }, (_, i) => pad(i + 1, 2));
const ten = Array.from({ length: 10 }, (_, i) => pad(i + 1, 2));
const faces = ['1', '2', '3', '4', '5', '6'];

function pk10Prefixes(): string[][] {
  return [...tuples(ten, 3, true)].map((head) => [...head, ...ten.filter((n) => !head.includes(n))]);
}
function pk10Rotations(): string[][] {
  return pk10Prefixes().flatMap((draw) => draw.map((_, shift) => [...draw.slice(shift), ...draw.slice(0, shift)]));
}
/** Draws `j` = 0..size-1 in which prize i ends in (j + 37 i) mod size: every prize takes every tail once. */
function shiftedPrizes(digitsPerPrize: readonly number[], size: number, tailWidth: number): string[][] {
  return Array.from({ length: size }, (_, j) =>
    digitsPerPrize.map((width, i) => {
      const tail = pad((j + 37 * i) % size, tailWidth);
      return (pad(i % 10, width) + tail).slice(-width);
    }),
  );
}

const spaces = new Map<string, string[][]>();
/** The draw space a play is checked over, built once and shared by the plays that read the same one. */
function spaceOf(
  code: PlayCode,
  family = PLAYS[code].families[0] as LotteryFamily,
): { family: LotteryFamily; draws: () => Iterable<string[]> } {
  const draws = buildSpace(code, family);
  const name = `${family}:${code === 'PK10_FIXED' || code === 'VN_3CANG' ? code : ''}`;
  return {
    family,
    draws: () => {
      if (!spaces.has(name)) spaces.set(name, [...draws()]);
      return spaces.get(name) as string[][];
    },
  };
}

function buildSpace(code: PlayCode, family: LotteryFamily): () => Iterable<string[]> {
  switch (family) {
    case 'SSC':
      return () => tuples(digits, 5, false);
    case '11X5':
      return () => tuples(eleven, 5, true);
    case 'PK10':
      return code === 'PK10_FIXED' ? pk10Rotations : pk10Prefixes;
    case 'K3':
      return () => tuples(faces, 3, false);
    case 'PC28':
    case 'LF3D':
      return () => tuples(digits, 3, false);
    case 'LHC':
      return () => NUMBERS_49.map((special) => [...NUMBERS_49.filter((n) => n !== special).slice(0, 6), special]);
    case 'VN_NORTH':
    case 'VN_SOUTH': {
      // VN_3CANG reads the special prize's last three digits; the others the last two of a prize.
      const digitsPerPrize = family === 'VN_NORTH' ? VN_NORTH_PRIZE_DIGITS : VN_SOUTH_PRIZE_DIGITS;
      const tail = code === 'VN_3CANG' ? 3 : 2;
      return () => shiftedPrizes(digitsPerPrize, 10 ** tail, tail);
    }
    default:
      throw new Error(`no space for ${code}`);
  }
}

/**
 * Sums winning units by odds key over the draws and checks, per key, units won x den = units held x draws x num:
 * the exact statement that each unit wins with chance p (per hit, for per-hit plays).
 */
function expectExactReturn(code: PlayCode, selection: string[][], family: LotteryFamily, draws: Iterable<string[]>) {
  const won = new Map<string | undefined, number>();
  let size = 0;
  const judge = selectionJudge(code, selection, family);
  for (const draw of draws) {
    size++;
    for (const line of judge(draw)) won.set(line.key, (won.get(line.key) ?? 0) + line.units);
  }
  const held = units(code, selection, family);
  expect(held).toBeGreaterThan(0);
  if (PLAYS[code].odds.kind === 'perOption') {
    const picked = selection[0] as string[];
    expect([...won.keys()].every((key) => key !== undefined && picked.includes(key))).toBe(true);
    for (const option of picked) {
      const { num, den } = playChance(code, option);
      expect({ option, won: (won.get(option) ?? 0) * den }).toEqual({ option, won: size * num });
    }
  } else {
    const { num, den } = playChance(code);
    expect([...won.keys()].every((key) => key === undefined)).toBe(true);
    expect((won.get(undefined) ?? 0) * den).toBe(held * size * num);
  }
}

/** The smallest selection: one unit, but two for GROUP3 (n x (n - 1)); per-option plays test each option alone. */
function oneUnit(code: PlayCode): string[][] {
  const rule = PLAYS[code];
  const options = rule.options as readonly string[];
  switch (rule.units.kind) {
    case 'choose':
      return [options.slice(0, rule.units.k)];
    case 'pairs':
      return [options.slice(0, 2)];
    case 'sum3':
      return [['0']]; // 000 is the only triple with sum 0: one unit
    case 'total':
      return Array.from({ length: rule.rows }, (_, i) => (i === rule.rows - 1 ? [options[3] as string] : []));
    case 'distinct':
      return Array.from({ length: rule.rows }, (_, i) => [options[i] as string]);
    default:
      return Array.from({ length: rule.rows }, () => [options[0] as string]);
  }
}

function randomSelection(code: PlayCode, random: () => number): string[][] {
  const rule = PLAYS[code];
  const options = rule.options as readonly string[];
  for (;;) {
    const rows = Array.from({ length: rule.rows }, () => options.filter(() => random() < 0.4));
    if (units(code, rows, rule.families[0]) > 0) return rows;
  }
}
const full = (code: PlayCode) => Array.from({ length: PLAYS[code].rows }, () => [...(PLAYS[code].options ?? [])]);

const FORMULA = PLAY_CODES.filter((code) => PLAYS[code].odds.kind !== 'table');
const BY_MARGINALS = ['VN_LO2', 'VN_DE', 'VN_3CANG'];
const BY_COVERAGE = ['LHC_PICK2', 'LHC_PICK3'];
const EXHAUSTIVE = FORMULA.filter((code) => ![...BY_MARGINALS, ...BY_COVERAGE].includes(code));

function expectEveryUnitAtP(code: PlayCode, family: LotteryFamily, draws: () => Iterable<string[]>) {
  const random = seeded(PLAY_CODES.indexOf(code) + 1);
  if (PLAYS[code].odds.kind === 'perOption') {
    for (const option of PLAYS[code].options ?? []) expectExactReturn(code, [[option]], family, draws());
  } else {
    const smallest = { pairs: 2, perPrize: family === 'VN_NORTH' ? 27 : 18 } as Record<string, number>;
    expect(units(code, oneUnit(code), family)).toBe(smallest[PLAYS[code].units.kind] ?? 1);
    expectExactReturn(code, oneUnit(code), family, draws());
  }
  expectExactReturn(code, randomSelection(code, random), family, draws());
  expectExactReturn(code, full(code), family, draws());
}

describe('p of every formula play, over its whole draw space', () => {
  it('covers every formula play of the rule book', () => {
    expect(FORMULA).toHaveLength(46);
    expect([...EXHAUSTIVE, ...BY_MARGINALS, ...BY_COVERAGE].sort()).toEqual([...FORMULA].sort());
  });

  it.each(EXHAUSTIVE)('%s: one unit wins with chance p, and any selection returns its stake at series 2000', (code) => {
    const { family, draws } = spaceOf(code);
    expectEveryUnitAtP(code, family, draws);
  });

  it.each(BY_MARGINALS.flatMap((code) => [[code, 'VN_NORTH'] as const, [code, 'VN_SOUTH'] as const]))(
    '%s in %s: each prize taking every tail once gives p exactly',
    (code, vn) => {
      const { family, draws } = spaceOf(code as PlayCode, vn);
      expectEveryUnitAtP(code as PlayCode, family, draws);
    },
  );
});

/** A seeded LHC draw: seven distinct numbers, the special last. */
function lhcDraw(random: () => number): string[] {
  const pool = [...NUMBERS_49];
  for (let i = 0; i < 7; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, 7);
}

describe('LHC picks', () => {
  it.each([
    ['LHC_PICK2', 2],
    ['LHC_PICK3', 3],
  ] as const)('%s: full coverage wins C(6, k) units on every draw, so p = C(6, k) / C(49, k)', (code, k) => {
    const random = seeded(k);
    const { num, den } = playChance(code);
    expect(choose(6, k) * den).toBe(choose(49, k) * num);
    const judge = selectionJudge(code, [NUMBERS_49]);
    for (let i = 0; i < 500; i++) expect(judge(lhcDraw(random))).toEqual([{ units: choose(6, k) }]);
  });

  it.each([
    ['LHC_PICK2', 2],
    ['LHC_PICK3', 3],
  ] as const)('%s: a 12-number selection wins C(12, k) x p units a draw on average (seeded Monte Carlo)', (code, k) => {
    const random = seeded(100 + k);
    const picked = NUMBERS_49.filter((_, i) => i % 4 === 1); // 12 numbers
    const judge = selectionJudge(code, [picked]);
    const runs = 40_000;
    let won = 0;
    for (let i = 0; i < runs; i++) won += judge(lhcDraw(random)).reduce((total, line) => total + line.units, 0);
    const { num, den } = playChance(code);
    const expected = (choose(12, k) * num) / den;
    // Relative standard error about 1.3% (k = 2) and 3% (k = 3) at 40000 draws: a 12% band is 4 sigma or more.
    expect(won / runs / expected).toBeGreaterThan(0.88);
    expect(won / runs / expected).toBeLessThan(1.12);
  });
});

describe('VN_XIEN2 (a table play): its exact chance, for the README and the operator', () => {
  it('counts the prize tuples holding both numbers by inclusion-exclusion', () => {
    expect(xien2Chance(1)).toEqual({ num: 0n, den: 100n });
    expect(xien2Chance(2)).toEqual({ num: 2n, den: 10_000n });
    // Three prizes by enumeration: tuples of tails (00-99) in which 7 and 42 both appear.
    let both = 0;
    for (let x = 0; x < 100; x++)
      for (let y = 0; y < 100; y++)
        for (let z = 0; z < 100; z++) {
          const tails = [x, y, z];
          if (tails.includes(7) && tails.includes(42)) both++;
        }
    expect(xien2Chance(3)).toEqual({ num: BigInt(both), den: 1_000_000n });
    expect(both).toBe(594);
  });

  it.each([
    ['VN_NORTH', 27],
    ['VN_SOUTH', 18],
  ] as const)('in %s (%i prizes) the settled wins match it (seeded Monte Carlo)', (family, prizes) => {
    const random = seeded(prizes);
    const digitsPerPrize = family === 'VN_NORTH' ? VN_NORTH_PRIZE_DIGITS : VN_SOUTH_PRIZE_DIGITS;
    const picked = ['03', '17', '25', '48', '50', '66', '71', '89', '94', '99']; // 45 units
    const judge = selectionJudge('VN_XIEN2', [picked], family);
    const runs = 20_000;
    let won = 0;
    for (let i = 0; i < runs; i++) {
      const draw = digitsPerPrize.map((width) => pad(Math.floor(random() * 10 ** width), width));
      won += judge(draw).reduce((total, line) => total + line.units, 0);
    }
    const { num, den } = xien2Chance(prizes);
    const expected = (45 * Number(num)) / Number(den);
    expect(won / runs / expected).toBeGreaterThan(0.92);
    expect(won / runs / expected).toBeLessThan(1.08);
  });
});

describe('SEA 4D (table plays): hits by tier over draws where every prize takes every number once', () => {
  const draws = shiftedPrizes(
    Array.from({ length: 23 }, () => 4),
    10_000,
    4,
  );

  it.each([
    ['SEA4D_BIG', { first: 1, second: 1, third: 1, special: 10, consolation: 10 }],
    ['SEA4D_SMALL', { first: 1, second: 1, third: 1 }],
  ] as const)('%s: one number hits each tier as often as the tier has prizes', (code, perNumber) => {
    const picked = ['0000', '0042', '1234', '9999'];
    const judge = selectionJudge(code, [picked]);
    const won: Record<string, number> = {};
    for (const draw of draws)
      for (const line of judge(draw)) won[line.key as string] = (won[line.key as string] ?? 0) + line.units;
    expect(won).toEqual(
      Object.fromEntries(Object.entries(perNumber).map(([tier, hits]) => [tier, hits * picked.length])),
    );
  });
});
