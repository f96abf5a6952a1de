import { describe, expect, it } from 'vitest';
import { VN_NORTH_PRIZE_DIGITS, VN_SOUTH_PRIZE_DIGITS } from './families.js';
import { BSOE, DIGITS, NUMBERS_10 } from './plays-options.js';
import { selectionJudge, winnings, winningUnits } from './plays-winning.js';

const digits = (text: string) => [...text];
const nums = (...values: number[]) => values.map((v) => String(v).padStart(2, '0'));
const won = (units: number) => (units === 0 ? [] : [{ units }]);

describe('SSC, draw 1 2 3 4 5 (positions 1-5)', () => {
  const draw = digits('12345');
  it.each([
    ['SSC_5_DIRECT', [['1'], ['2'], ['3'], ['4'], ['5', '6']], 1],
    ['SSC_5_DIRECT', [['1'], ['2'], ['3'], ['4'], ['6']], 0],
    ['SSC_5_GROUP120', [digits('123456')], 1],
    ['SSC_5_GROUP120', [digits('012346')], 0],
    ['SSC_L3_DIRECT', [['3'], ['4'], ['5']], 1], // positions 3-5
    ['SSC_L3_DIRECT', [['1'], ['2'], ['3']], 0],
    ['SSC_L3_SUM', [['12', '13']], 1], // 3 + 4 + 5
    ['SSC_L3_SUM', [['6']], 0], // 1 + 2 + 3 is positions 1-3
    ['SSC_L3_GROUP6', [digits('3456')], 1],
    ['SSC_L3_GROUP3', [digits('345')], 0], // three distinct digits are not a group-3 result
    ['SSC_L2_DIRECT', [['4'], ['5']], 1],
    ['SSC_L2_DIRECT', [['5'], ['4']], 0],
    ['SSC_FIXED', [['1', '9'], ['2'], [], [], ['5', '0']], 3], // per hit: positions 1, 2, 5
    ['SSC_FIXED', [DIGITS, DIGITS, DIGITS, DIGITS, DIGITS], 5],
    ['SSC_FIXED', [['0'], [], [], [], []], 0],
    // 4 is SMALL and EVEN, 5 is BIG and ODD: 2 x 2 of the 3 x 3 units win.
    [
      'SSC_L2_BSOE',
      [
        ['BIG', 'SMALL', 'EVEN'],
        ['BIG', 'ODD', 'EVEN'],
      ],
      4,
    ],
    ['SSC_L2_BSOE', [[...BSOE], [...BSOE]], 4],
    ['SSC_L2_BSOE', [['BIG'], ['BIG']], 0],
  ] as const)('%s %j wins %i', (code, selection, units) => {
    expect(winnings(code, selection, draw)).toEqual(won(units));
    expect(winningUnits(code, selection, draw)).toBe(units);
  });

  it('GROUP3 wins one unit when positions 3-5 hold exactly two picked digits, in any order', () => {
    for (const result of ['33', '35', '53'].flatMap((tail) => [`003${tail}`, `00${tail}3`])) {
      const expected = new Set(result.slice(2)).size === 2 ? 1 : 0;
      expect(winningUnits('SSC_L3_GROUP3', [digits('357')], digits(result))).toBe(expected);
    }
    expect(winningUnits('SSC_L3_GROUP3', [digits('357')], digits('99535'))).toBe(1);
    expect(winningUnits('SSC_L3_GROUP3', [digits('357')], digits('99333'))).toBe(0); // a triple
    expect(winningUnits('SSC_L3_GROUP3', [digits('35')], digits('99336'))).toBe(0); // 6 not picked
    expect(winningUnits('LF3D_GROUP3', [digits('35')], digits('353'))).toBe(1);
  });

  it('SSC_DT pays the option that matches position 1 against position 5', () => {
    const all = [['DRAGON', 'TIGER', 'TIE']];
    expect(winnings('SSC_DT', all, digits('70003'))).toEqual([{ key: 'DRAGON', units: 1 }]);
    expect(winnings('SSC_DT', all, digits('30007'))).toEqual([{ key: 'TIGER', units: 1 }]);
    expect(winnings('SSC_DT', all, digits('40004'))).toEqual([{ key: 'TIE', units: 1 }]);
    expect(winnings('SSC_DT', [['DRAGON', 'TIGER']], digits('40004'))).toEqual([]);
  });
});

describe('11X5, draw 03 07 11 01 05 (drawn order)', () => {
  const draw = nums(3, 7, 11, 1, 5);
  it.each([
    ['X5_ANY1', [nums(1, 2)], 1],
    ['X5_ANY2', [nums(3, 7, 9)], 1], // {03, 07} of 3 units
    ['X5_ANY2', [nums(3, 7, 11, 2)], 3], // C(3, 2) of the picks are drawn
    ['X5_ANY5', [nums(1, 3, 5, 7, 11, 2)], 1],
    ['X5_ANY5', [nums(1, 3, 5, 7, 2)], 0],
    ['X5_ANY6', [nums(1, 3, 5, 7, 11, 2)], 1],
    ['X5_ANY6', [nums(1, 3, 5, 7, 11, 2, 4)], 2], // the five drawn plus 02 or 04
    ['X5_ANY8', [nums(1, 3, 5, 7, 11, 2, 4, 6, 8)], 4], // the five drawn plus 3 of the 4 others: C(4, 3)
    ['X5_ANY8', [nums(1, 3, 5, 7, 2, 4, 6, 8)], 0], // 11 not picked
    ['X5_F2_DIRECT', [nums(3), nums(7)], 1],
    ['X5_F2_DIRECT', [nums(7), nums(3)], 0],
    ['X5_F3_DIRECT', [nums(3, 7), nums(3, 7), nums(11)], 1],
    ['X5_F2_GROUP', [nums(7, 3)], 1],
    ['X5_F3_GROUP', [nums(11, 7, 3, 1)], 1],
    ['X5_F3_GROUP', [nums(7, 3, 1)], 0],
    ['X5_FIXED', [nums(3), nums(7, 1), []], 2],
    ['X5_FIXED', [[], [], nums(1)], 0],
  ] as const)('%s %j wins %i', (code, selection, units) => {
    expect(winningUnits(code, selection, draw)).toBe(units);
  });
});

describe('PK10, K3, PC28', () => {
  it('PK10: champion, first three, fixed positions per hit, and the champion + runner-up sum', () => {
    const draw = nums(5, 1, 10, 2, 3, 4, 6, 7, 8, 9);
    expect(winningUnits('PK10_P1', [nums(5, 1)], draw)).toBe(1);
    expect(winningUnits('PK10_P1', [nums(1)], draw)).toBe(0);
    expect(winningUnits('PK10_F2_DIRECT', [nums(5), nums(1)], draw)).toBe(1);
    expect(winningUnits('PK10_F3_DIRECT', [NUMBERS_10, NUMBERS_10, nums(10)], draw)).toBe(1);
    expect(
      winningUnits(
        'PK10_FIXED',
        draw.map((n) => [n]),
        draw,
      ),
    ).toBe(10);
    expect(
      winningUnits(
        'PK10_FIXED',
        Array.from({ length: 10 }, () => NUMBERS_10),
        draw,
      ),
    ).toBe(10);
    expect(winningUnits('PK10_FIXED', [[], [], [], [], [], [], [], [], [], nums(9, 8)], draw)).toBe(1);
    expect(winnings('PK10_SUM12', [['6', '7']], draw)).toEqual([{ key: '6', units: 1 }]);
    expect(winnings('PK10_SUM12', [['7']], draw)).toEqual([]);
  });

  it('K3: sum by option, any triple, one triple, three different, two different', () => {
    expect(winnings('K3_SUM', [['9', '10']], digits('225'))).toEqual([{ key: '9', units: 1 }]);
    expect(winningUnits('K3_TRIPLE_ANY', [['ANY']], digits('225'))).toBe(0);
    expect(winningUnits('K3_TRIPLE_ANY', [['ANY']], digits('444'))).toBe(1);
    expect(winningUnits('K3_TRIPLE', [['444', '555']], digits('444'))).toBe(1);
    expect(winningUnits('K3_TRIPLE', [['555']], digits('444'))).toBe(0);
    expect(winningUnits('K3_3DIFF', [digits('1236')], digits('631'))).toBe(1);
    expect(winningUnits('K3_3DIFF', [digits('1256')], digits('225'))).toBe(0);
    expect(winningUnits('K3_2DIFF', [digits('256')], digits('225'))).toBe(1); // {2, 5}
    expect(winningUnits('K3_2DIFF', [digits('123456')], digits('631'))).toBe(3); // {1,3} {1,6} {3,6}
    expect(winningUnits('K3_2DIFF', [digits('45')], digits('444'))).toBe(0);
  });

  it('PC28: the sum by option, and BSOE per hit (BIG 14-27)', () => {
    expect(winnings('PC28_SUM', [['14', '13']], digits('932'))).toEqual([{ key: '14', units: 1 }]);
    expect(winningUnits('PC28_BSOE', [[...BSOE]], digits('932'))).toBe(2); // 14: BIG and EVEN
    expect(winningUnits('PC28_BSOE', [[...BSOE]], digits('931'))).toBe(2); // 13: SMALL and ODD
    expect(winningUnits('PC28_BSOE', [['BIG', 'SMALL']], digits('931'))).toBe(1);
    expect(winningUnits('PC28_BSOE', [['BIG', 'EVEN']], digits('931'))).toBe(0);
    expect(winningUnits('PC28_BSOE', [['BIG', 'ODD']], digits('999'))).toBe(2); // 27
  });
});

describe('LHC, draw 01 02 03 04 05 06 + special 49', () => {
  const draw = nums(1, 2, 3, 4, 5, 6, 49);
  it('the special number, its colour, and picks among the six regular numbers only', () => {
    expect(winningUnits('LHC_SPECIAL', [nums(49, 1)], draw)).toBe(1);
    expect(winningUnits('LHC_SPECIAL', [nums(1)], draw)).toBe(0);
    expect(winnings('LHC_COLOUR', [['GREEN', 'RED']], draw)).toEqual([{ key: 'GREEN', units: 1 }]);
    expect(winnings('LHC_COLOUR', [['RED', 'BLUE']], draw)).toEqual([]);
    expect(winningUnits('LHC_PICK2', [nums(1, 2, 49)], draw)).toBe(1); // {01, 49} and {02, 49} lose
    expect(winningUnits('LHC_PICK3', [nums(1, 2, 3, 4)], draw)).toBe(4);
    expect(winningUnits('LHC_PICK3', [nums(1, 2, 49)], draw)).toBe(0);
  });
});

describe('LF3D, draw 1 2 3', () => {
  it('positions 1-3', () => {
    expect(winningUnits('LF3D_DIRECT', [['1'], ['2'], ['3']], digits('123'))).toBe(1);
    expect(winningUnits('LF3D_SUM', [['6']], digits('123'))).toBe(1);
    expect(winningUnits('LF3D_GROUP6', [digits('321')], digits('123'))).toBe(1);
    expect(winningUnits('LF3D_GROUP6', [digits('321')], digits('122'))).toBe(0);
  });
});

/** A VN draw whose prize i ends in 60 + i (never a picked number below) unless set. */
function vnDraw(prizeDigits: readonly number[], set: Record<number, string>): string[] {
  return prizeDigits.map((width, i) => set[i] ?? `${'0'.repeat(width - 2)}${60 + i}`);
}

describe('VN', () => {
  // 12 ends the special (54312), the 1st prize (00012) and the last 7th prize (12); 34 ends a 4th prize (1234).
  const north = vnDraw(VN_NORTH_PRIZE_DIGITS, { 0: '54312', 1: '00012', 10: '1234', 26: '12' });
  const south = vnDraw(VN_SOUTH_PRIZE_DIGITS, { 0: '654312', 17: '12' });

  it('VN_LO2 pays per hit: a number ending three prizes wins three units', () => {
    expect(winningUnits('VN_LO2', [['12', '99']], north, 'VN_NORTH')).toBe(3);
    expect(winningUnits('VN_LO2', [['12', '34']], north, 'VN_NORTH')).toBe(4);
    expect(winningUnits('VN_LO2', [['12']], south, 'VN_SOUTH')).toBe(2);
    expect(winningUnits('VN_LO2', [['99']], south, 'VN_SOUTH')).toBe(0);
  });

  it('VN_DE and VN_3CANG read the special prize only', () => {
    expect(winningUnits('VN_DE', [['12', '13']], north, 'VN_NORTH')).toBe(1);
    expect(winningUnits('VN_DE', [['34']], north, 'VN_NORTH')).toBe(0);
    expect(winningUnits('VN_3CANG', [['312']], north, 'VN_NORTH')).toBe(1);
    expect(winningUnits('VN_3CANG', [['012']], north, 'VN_NORTH')).toBe(0); // the 1st prize's tail
    expect(winningUnits('VN_3CANG', [['312']], south, 'VN_SOUTH')).toBe(1);
  });

  it('VN_XIEN2 wins the pairs whose two numbers both end some prize, once each', () => {
    expect(winnings('VN_XIEN2', [['12', '34', '56']], north, 'VN_NORTH')).toEqual([{ units: 1 }]);
    expect(winningUnits('VN_XIEN2', [['12', '34', '62']], north, 'VN_NORTH')).toBe(3);
    expect(winningUnits('VN_XIEN2', [['34', '56']], north, 'VN_NORTH')).toBe(0);
  });
});

describe('SEA 4D', () => {
  // 1234 is the 2nd prize, two specials (prizes 4 and 8) and a consolation (prize 21); 0001 is the 1st.
  const draw = Array.from({ length: 23 }, (_, i) => String(1000 + i));
  Object.assign(draw, { 0: '0001', 1: '1234', 3: '1234', 7: '1234', 20: '1234' });

  it('Big pays every hit by its tier; Small only the 1st, 2nd and 3rd', () => {
    expect(winnings('SEA4D_BIG', [['1234']], draw)).toEqual([
      { key: 'second', units: 1 },
      { key: 'special', units: 2 },
      { key: 'consolation', units: 1 },
    ]);
    expect(winnings('SEA4D_BIG', [['1234', '0001', '9999']], draw)).toHaveLength(4);
    expect(winningUnits('SEA4D_BIG', [['1234', '0001']], draw)).toBe(5);
    expect(winnings('SEA4D_SMALL', [['1234', '0001']], draw)).toEqual([
      { key: 'first', units: 1 },
      { key: 'second', units: 1 },
    ]);
    expect(winnings('SEA4D_SMALL', [['1012']], draw)).toEqual([]); // prize 12 is a special
    expect(winnings('SEA4D_BIG', [['1012']], draw)).toEqual([{ key: 'special', units: 1 }]);
    expect(winnings('SEA4D_BIG', [['1013']], draw)).toEqual([{ key: 'consolation', units: 1 }]);
  });

  it('judges a selection of every number as the same hits one by one would (a long row is looked up in a set)', () => {
    const every = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'));
    expect(winnings('SEA4D_BIG', [every], draw)).toEqual([
      { key: 'first', units: 1 },
      { key: 'second', units: 1 },
      { key: 'third', units: 1 },
      { key: 'special', units: 10 },
      { key: 'consolation', units: 10 },
    ]);
    expect(winningUnits('SEA4D_SMALL', [every], draw)).toBe(3);
    // Without 1234 and 1012: the 2nd prize, three specials and a consolation fewer.
    const most = every.filter((n) => n !== '1234' && n !== '1012');
    expect(winnings('SEA4D_BIG', [most], draw)).toEqual([
      { key: 'first', units: 1 },
      { key: 'third', units: 1 },
      { key: 'special', units: 7 },
      { key: 'consolation', units: 9 },
    ]);
  });
});

describe('what settlement refuses to guess', () => {
  it('throws on a refused selection or a draw that is not the family shape', () => {
    expect(() => winnings('SSC_L2_DIRECT', [['1']], digits('12345'))).toThrow(/wrong_row_count/);
    expect(() => winnings('VN_DE', [['12']], ['1'])).toThrow(/family_required/);
    expect(() => winnings('SSC_L2_DIRECT', [['1'], ['2']], digits('1234'))).toThrow(RangeError);
    expect(() => winnings('X5_ANY1', [nums(1)], nums(1, 1, 2, 3, 4))).toThrow(RangeError); // repeats
    expect(() => winnings('VN_DE', [['12']], vnDraw(VN_SOUTH_PRIZE_DIGITS, {}), 'VN_NORTH')).toThrow(RangeError);
    expect(() => selectionJudge('K3_SUM', [['2']])).toThrow(/unknown_option/);
  });

  it('a judge copies the selection, so a later change to the array cannot change the result', () => {
    const selection = [['9']];
    const judge = selectionJudge('K3_SUM', selection);
    selection[0]?.push('10');
    expect(judge(digits('145'))).toEqual([]);
    expect(judge(digits('135'))).toEqual([{ key: '9', units: 1 }]);
  });
});
