import { describe, expect, it } from 'vitest';
import { VN_NORTH_PRIZE_DIGITS } from './families.js';
import { drawFacts } from './plays-draw-facts.js';
import { LHC_BLUE, LHC_GREEN, LHC_RED, lhcColour, NUMBERS_49 } from './plays-options.js';

describe('LHC colours (spec.md section 3 style one)', () => {
  it('splits 01-49 into 17 red, 16 blue and 16 green, each number once', () => {
    expect([LHC_RED.length, LHC_BLUE.length, LHC_GREEN.length]).toEqual([17, 16, 16]);
    expect([...LHC_RED, ...LHC_BLUE, ...LHC_GREEN].sort()).toEqual(NUMBERS_49);
    // biome-ignore format: the trade's green list on one line
    expect(LHC_GREEN).toEqual([
      '05', '06', '11', '16', '17', '21', '22', '27', '28', '32', '33', '38', '39', '43', '44', '49',
    ]);
  });

  it('colours a number, and refuses what is not one', () => {
    expect(['01', '03', '05', '46', '48', '49'].map(lhcColour)).toEqual([
      'RED',
      'BLUE',
      'GREEN',
      'RED',
      'BLUE',
      'GREEN',
    ]);
    expect(() => lhcColour('50')).toThrow(RangeError);
    expect(() => lhcColour('1')).toThrow(RangeError);
  });
});

describe('drawFacts', () => {
  it('shows each family what its plays read', () => {
    expect(drawFacts('SSC', ['7', '0', '0', '0', '3'])).toEqual({ family: 'SSC', sum: 10, dragonTiger: 'DRAGON' });
    expect(drawFacts('PC28', ['9', '3', '2'])).toEqual({ family: 'PC28', sum: 14, bsoe: ['BIG', 'EVEN'] });
    expect(drawFacts('PC28', ['9', '3', '1'])).toEqual({ family: 'PC28', sum: 13, bsoe: ['SMALL', 'ODD'] });
    expect(drawFacts('K3', ['6', '6', '5'])).toEqual({ family: 'K3', sum: 17 });
    expect(drawFacts('PK10', ['10', '09', '01', '02', '03', '04', '05', '06', '07', '08'])).toEqual({
      family: 'PK10',
      sum12: 19,
    });
    expect(drawFacts('LHC', ['01', '03', '05', '07', '09', '11', '49'])).toEqual({
      family: 'LHC',
      colours: ['RED', 'BLUE', 'GREEN', 'RED', 'BLUE', 'GREEN', 'GREEN'],
      specialColour: 'GREEN',
    });
    const north = VN_NORTH_PRIZE_DIGITS.map((width) => `${'7'.repeat(width - 2)}01`);
    north[0] = '54312';
    const facts = drawFacts('VN_NORTH', north);
    expect(facts).toMatchObject({ family: 'VN_NORTH', de: '12', threeCang: '312' });
    expect(facts.family === 'VN_NORTH' && facts.tails.filter((tail) => tail === '01')).toHaveLength(26);
    const sea = drawFacts(
      'SEA4D',
      Array.from({ length: 23 }, () => '0000'),
    );
    expect(sea.family === 'SEA4D' && [sea.tiers[2], sea.tiers[3], sea.tiers[12], sea.tiers[13]]).toEqual([
      'third',
      'special',
      'special',
      'consolation',
    ]);
    expect(() => drawFacts('LHC', ['01', '01', '05', '07', '09', '11', '49'])).toThrow(RangeError);
  });
});
