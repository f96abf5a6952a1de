import { describe, expect, it } from 'vitest';
import { LOTTERY_FAMILIES } from './families.js';
import { PLAY_CODES, PLAYS, playsOfFamily } from './plays-catalogue.js';
import {
  BSOE,
  DICE_TRIPLES,
  DIGITS,
  NUMBERS_10,
  NUMBERS_11,
  NUMBERS_49,
  SUMS_0_27,
  SUMS_3_18,
  SUMS_3_19,
  THREE_DIGITS,
  TWO_DIGITS,
} from './plays-options.js';
import { units, validateSelection } from './plays-units.js';

const ok = (n: number) => ({ ok: true, units: n });
const refused = (reason: string) => ({ ok: false, reason });
const nums = (...values: number[]) => values.map((v) => String(v).padStart(2, '0'));
const digits = (text: string) => [...text];

describe('the catalogue', () => {
  it('holds every play of lottery-plays.md, X5_ANYk as X5_ANY1..X5_ANY8', () => {
    expect(PLAY_CODES).toHaveLength(49);
    expect(PLAY_CODES.filter((code) => code.startsWith('X5_ANY'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map((k) => `X5_ANY${k}`),
    );
    for (const code of PLAY_CODES) {
      expect(PLAYS[code].code).toBe(code);
      expect(PLAYS[code].families.every((family) => LOTTERY_FAMILIES.includes(family))).toBe(true);
    }
    expect(playsOfFamily('SSC').map((rule) => rule.code)).toHaveLength(10);
    expect(playsOfFamily('VN_SOUTH').map((rule) => rule.code)).toEqual(['VN_LO2', 'VN_DE', 'VN_3CANG', 'VN_XIEN2']);
    expect(playsOfFamily('SEA4D').map((rule) => rule.code)).toEqual(['SEA4D_BIG', 'SEA4D_SMALL']);
  });

  it('writes options as the rule book does', () => {
    expect(DIGITS.join(' ')).toBe('0 1 2 3 4 5 6 7 8 9');
    expect([NUMBERS_11[0], NUMBERS_11.at(-1), NUMBERS_11.length]).toEqual(['01', '11', 11]);
    expect([NUMBERS_10[0], NUMBERS_10.at(-1), NUMBERS_10.length]).toEqual(['01', '10', 10]);
    expect([NUMBERS_49[0], NUMBERS_49[8], NUMBERS_49.at(-1), NUMBERS_49.length]).toEqual(['01', '09', '49', 49]);
    expect([SUMS_0_27[0], SUMS_0_27.at(-1), SUMS_0_27.length]).toEqual(['0', '27', 28]);
    expect([SUMS_3_19[0], SUMS_3_19.at(-1), SUMS_3_18.at(-1)]).toEqual(['3', '19', '18']);
    expect(DICE_TRIPLES).toEqual(['111', '222', '333', '444', '555', '666']);
    expect([TWO_DIGITS[0], TWO_DIGITS[7], TWO_DIGITS.at(-1), TWO_DIGITS.length]).toEqual(['00', '07', '99', 100]);
    expect([THREE_DIGITS[0], THREE_DIGITS[42], THREE_DIGITS.at(-1)]).toEqual(['000', '042', '999']);
    expect(PLAYS.SSC_DT.options).toEqual(['DRAGON', 'TIGER', 'TIE']);
    expect(PLAYS.LHC_COLOUR.options).toEqual(['RED', 'BLUE', 'GREEN']);
    expect(PLAYS.K3_TRIPLE_ANY.options).toEqual(['ANY']);
    expect(PLAYS.PC28_BSOE.options).toEqual(BSOE);
    expect(PLAYS.SEA4D_BIG.options).toBeNull();
  });

  it('allows empty rows in the fixed-position plays only, and marks the per-hit plays', () => {
    expect(PLAY_CODES.filter((code) => PLAYS[code].emptyRowsAllowed)).toEqual(['SSC_FIXED', 'X5_FIXED', 'PK10_FIXED']);
    expect(PLAY_CODES.filter((code) => PLAYS[code].perHit)).toEqual([
      'SSC_FIXED',
      'X5_FIXED',
      'PK10_FIXED',
      'PC28_BSOE',
      'VN_LO2',
      'SEA4D_BIG',
      'SEA4D_SMALL',
    ]);
    expect(PLAY_CODES.filter((code) => PLAYS[code].odds.kind === 'table')).toEqual([
      'VN_XIEN2',
      'SEA4D_BIG',
      'SEA4D_SMALL',
    ]);
  });
});

describe('units, worked by hand from the rule book', () => {
  it.each([
    ['SSC_5_DIRECT', [digits('12'), digits('3'), digits('456'), digits('7'), digits('89')], 12],
    ['SSC_5_GROUP120', [digits('0123456')], 21], // C(7,5)
    ['SSC_5_GROUP120', [DIGITS], 252],
    ['SSC_L3_DIRECT', [DIGITS, DIGITS, DIGITS], 1000],
    ['SSC_L3_SUM', [['0', '1', '27']], 5], // 000; 001 010 100; 999
    ['SSC_L3_SUM', [['13', '14']], 150], // 75 each
    ['SSC_L3_SUM', [['10']], 63],
    ['SSC_L3_SUM', [SUMS_0_27], 1000],
    ['SSC_L3_GROUP3', [digits('1234')], 12], // n x (n - 1)
    ['SSC_L3_GROUP3', [DIGITS], 90],
    ['SSC_L3_GROUP6', [digits('13579')], 10],
    ['SSC_L2_DIRECT', [digits('12'), digits('345')], 6],
    ['SSC_FIXED', [digits('12'), [], [], [], digits('9')], 3],
    ['SSC_FIXED', [DIGITS, DIGITS, DIGITS, DIGITS, DIGITS], 50],
    ['SSC_L2_BSOE', [['BIG', 'ODD'], ['SMALL']], 2],
    ['SSC_L2_BSOE', [[...BSOE], [...BSOE]], 16],
    ['SSC_DT', [['DRAGON', 'TIE']], 2],
    ['X5_ANY1', [NUMBERS_11], 11],
    ['X5_ANY5', [nums(1, 2, 3, 4, 5, 6, 7)], 21],
    ['X5_ANY6', [nums(1, 2, 3, 4, 5, 6, 7)], 7],
    ['X5_ANY8', [nums(1, 2, 3, 4, 5, 6, 7, 8)], 1],
    ['X5_ANY8', [NUMBERS_11], 165],
    ['X5_F2_DIRECT', [nums(1, 2, 3), nums(2, 3, 4)], 7], // 9 pairs less 02-02 and 03-03
    ['X5_F2_DIRECT', [NUMBERS_11, NUMBERS_11], 110],
    ['X5_F3_DIRECT', [nums(1, 2), nums(1, 2), nums(1, 2, 3)], 2], // 01 02 03 and 02 01 03
    ['X5_F3_DIRECT', [nums(1), nums(2, 3), nums(2, 3, 4)], 4], // 1-2-3 1-2-4 1-3-2 1-3-4
    ['X5_F3_DIRECT', [NUMBERS_11, NUMBERS_11, NUMBERS_11], 990],
    ['X5_F2_GROUP', [nums(1, 2, 3, 4)], 6],
    ['X5_F3_GROUP', [nums(1, 2, 3, 4)], 4],
    ['X5_FIXED', [nums(1, 2), [], nums(11)], 3],
    ['PK10_P1', [nums(1, 10)], 2],
    ['PK10_F2_DIRECT', [NUMBERS_10, NUMBERS_10], 90],
    ['PK10_F3_DIRECT', [NUMBERS_10, NUMBERS_10, NUMBERS_10], 720],
    ['PK10_FIXED', [...Array.from({ length: 9 }, () => []), NUMBERS_10], 10],
    ['PK10_SUM12', [['3', '11', '19']], 3],
    ['K3_SUM', [SUMS_3_18], 16],
    ['K3_TRIPLE_ANY', [['ANY']], 1],
    ['K3_TRIPLE', [['111', '666']], 2],
    ['K3_3DIFF', [digits('1234')], 4],
    ['K3_2DIFF', [digits('123456')], 15],
    ['PC28_SUM', [['0', '13', '14', '27']], 4],
    ['PC28_BSOE', [[...BSOE]], 4],
    ['LHC_SPECIAL', [nums(1, 49)], 2],
    ['LHC_COLOUR', [['RED', 'GREEN']], 2],
    ['LHC_PICK2', [NUMBERS_49], 1176],
    ['LHC_PICK3', [NUMBERS_49], 18424],
    ['LHC_PICK3', [nums(1, 2, 3, 4, 5)], 10],
    ['LF3D_DIRECT', [digits('1'), digits('23'), digits('456')], 6],
    ['LF3D_SUM', [['27', '26']], 4], // 999; 998 989 899
    ['LF3D_GROUP3', [digits('12')], 2], // 112 and 122
    ['LF3D_GROUP6', [DIGITS], 120],
    ['SEA4D_BIG', [['1234', '0001', '9999']], 3],
    ['SEA4D_SMALL', [['0000']], 1],
  ] as const)('%s %j: %i units', (code, selection, expected) => {
    expect(validateSelection(code, selection)).toMatchObject(ok(expected));
    expect(units(code, selection)).toBe(expected);
  });

  it('counts VN plays by the family: VN_LO2 is n x prizes (27 North, 18 South)', () => {
    expect(validateSelection('VN_LO2', [['12', '34']], 'VN_NORTH')).toMatchObject(ok(54));
    expect(validateSelection('VN_LO2', [['12', '34']], 'VN_SOUTH')).toMatchObject(ok(36));
    expect(validateSelection('VN_LO2', [TWO_DIGITS], 'VN_NORTH')).toMatchObject(ok(2700));
    expect(validateSelection('VN_DE', [['00', '99']], 'VN_SOUTH')).toMatchObject(ok(2));
    expect(validateSelection('VN_3CANG', [['000', '123', '999']], 'VN_NORTH')).toMatchObject(ok(3));
    expect(validateSelection('VN_XIEN2', [['12', '34', '56']], 'VN_NORTH')).toMatchObject(ok(3));
    expect(validateSelection('VN_XIEN2', [TWO_DIGITS], 'VN_SOUTH')).toMatchObject(ok(4950));
  });

  it('names the family it judged, implied for single-family plays', () => {
    expect(validateSelection('K3_SUM', [['10']])).toEqual({ ok: true, playCode: 'K3_SUM', family: 'K3', units: 1 });
    expect(validateSelection('K3_SUM', [['10']], 'K3')).toMatchObject({ ok: true, family: 'K3' });
  });
});

describe('refusals (lottery-plays.md "Words": 400 lottery_invalid_selection)', () => {
  it.each([
    ['SSC_FOO', [DIGITS], 'unknown_play'],
    ['X5_ANY9', [NUMBERS_11], 'unknown_play'],
    ['toString', [DIGITS], 'unknown_play'],
    ['ssc_5_direct', [DIGITS], 'unknown_play'],
    ['SSC_L2_DIRECT', 'not rows', 'not_a_selection'],
    ['SSC_L2_DIRECT', null, 'not_a_selection'],
    ['SSC_L2_DIRECT', [[1], [2]], 'not_a_selection'],
    ['SSC_L2_DIRECT', [['1'], '2'], 'not_a_selection'],
    ['SSC_L2_DIRECT', [['1']], 'wrong_row_count'],
    ['SSC_L2_DIRECT', [['1'], ['2'], ['3']], 'wrong_row_count'],
    ['SSC_FIXED', [[], [], [], []], 'wrong_row_count'],
    ['SSC_5_GROUP120', [], 'wrong_row_count'],
    ['SSC_L2_DIRECT', [['1'], ['10']], 'unknown_option'],
    ['SSC_L2_DIRECT', [['1'], ['01']], 'unknown_option'],
    ['SSC_L2_DIRECT', [['1'], [' 2']], 'unknown_option'],
    ['X5_ANY1', [['1']], 'unknown_option'], // 11X5 numbers are two digits
    ['X5_ANY1', [['12']], 'unknown_option'],
    ['X5_ANY1', [['00']], 'unknown_option'],
    ['PK10_P1', [['11']], 'unknown_option'],
    ['PK10_SUM12', [['2']], 'unknown_option'],
    ['PK10_SUM12', [['20']], 'unknown_option'],
    ['K3_SUM', [['19']], 'unknown_option'],
    ['K3_TRIPLE', [['123']], 'unknown_option'],
    ['K3_3DIFF', [['0', '1', '2']], 'unknown_option'],
    ['PC28_BSOE', [['big']], 'unknown_option'],
    ['LHC_SPECIAL', [['50']], 'unknown_option'],
    ['LHC_COLOUR', [['PURPLE']], 'unknown_option'],
    ['SEA4D_BIG', [['123']], 'unknown_option'],
    ['SEA4D_BIG', [['12345']], 'unknown_option'],
    ['SEA4D_BIG', [['12a4']], 'unknown_option'],
    ['SSC_L2_DIRECT', [['1', '1'], ['2']], 'repeated_option'],
    ['SEA4D_SMALL', [['1234', '1234']], 'repeated_option'],
    ['SSC_L2_DIRECT', [['1'], []], 'no_units'],
    ['SSC_FIXED', [[], [], [], [], []], 'no_units'],
    ['SSC_5_GROUP120', [digits('1234')], 'no_units'],
    ['SSC_L3_GROUP3', [['5']], 'no_units'],
    ['X5_ANY8', [nums(1, 2, 3, 4, 5, 6, 7)], 'no_units'],
    ['X5_F3_DIRECT', [nums(1), nums(1), nums(1, 2)], 'no_units'], // no ordered triple of distinct picks
    ['K3_2DIFF', [['3']], 'no_units'],
    ['K3_SUM', [[]], 'no_units'],
  ] as const)('%s %j: %s', (code, selection, reason) => {
    expect(validateSelection(code, selection)).toEqual(refused(reason));
    expect(units(code, selection)).toBe(0);
  });

  it('refuses a family that does not offer the play, and a VN play without its family', () => {
    expect(validateSelection('SSC_5_DIRECT', [DIGITS, DIGITS, DIGITS, DIGITS, DIGITS], 'K3')).toEqual(
      refused('wrong_family'),
    );
    expect(validateSelection('VN_LO2', [['12']], 'SEA4D')).toEqual(refused('wrong_family'));
    expect(validateSelection('VN_LO2', [['12']])).toEqual(refused('family_required'));
    expect(validateSelection('VN_DE', [['12']])).toEqual(refused('family_required'));
  });
});
