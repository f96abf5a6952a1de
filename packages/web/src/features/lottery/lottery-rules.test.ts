import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashServerSeed } from '@wl/rules/fair';
import { deriveDraw } from '@wl/rules/lottery/draw';
import { PLAYS } from '@wl/rules/lottery/plays-catalogue';
import { units } from '@wl/rules/lottery/plays-units';
import { describe, expect, it } from 'vitest';
import { gameHref, pageOfGame } from '../../lib/lottery-pages';
import { parseTyped, quickPick, quickPicksOf, randomSelection } from './betting/pad-picks';
import { playHelpKey } from './betting/play-help';
import { chaseMultiples, chasePlan, itemAmount, slipTotals } from './betting/slip-totals';
import { gamesOfPage, lotteryPathOf } from './lobby/lottery-routing';
import { ballColour, pk10Colour, styleOneColour, styleTwoColour } from './results/ball-styles';
import { cellShade, hotCold, trendOf } from './results/trend';
import { clockOffset, secondsLeft, splitCountdown } from './server-clock';
import { verifyDraw } from './verify/verify-draw';

const here = path.dirname(fileURLToPath(import.meta.url));

const game = (gameCode: string, family: string, prizeMode: 'LOTT' | 'ELOTT' | 'SEA' | 'ZY') => ({
  gameCode,
  family,
  prizeMode,
});

describe('the routing rule (spec 2)', () => {
  it('sends Vietnamese games to /vnLottery, SEA to /seaLottery and the rest to /lottery', () => {
    expect(pageOfGame(game('VN_NORTH', 'VN_NORTH', 'LOTT'))).toBe('/vnLottery');
    expect(pageOfGame(game('VN_HCM', 'VN_SOUTH', 'LOTT'))).toBe('/vnLottery');
    expect(pageOfGame(game('SEA_4D', 'SEA4D', 'SEA'))).toBe('/seaLottery');
    expect(pageOfGame(game('SSC_1', 'SSC', 'ELOTT'))).toBe('/lottery');
    expect(pageOfGame(game('MARK_SIX', 'LHC', 'LOTT'))).toBe('/lottery');
    expect(pageOfGame(game('ZY_1', 'K3', 'ZY'))).toBe('/lottery');
  });

  it('lists on each page only its games, and links a game to its page', () => {
    const all = [
      game('SSC_1', 'SSC', 'ELOTT'),
      game('VN_NORTH', 'VN_NORTH', 'LOTT'),
      game('SEA_4D', 'SEA4D', 'SEA'),
      game('DAILY_3D', 'LF3D', 'LOTT'),
    ];
    expect(gamesOfPage('/lottery', all).map((g) => g.gameCode)).toEqual(['SSC_1', 'DAILY_3D']);
    expect(gamesOfPage('/vnLottery', all).map((g) => g.gameCode)).toEqual(['VN_NORTH']);
    expect(gamesOfPage('/seaLottery', all).map((g) => g.gameCode)).toEqual(['SEA_4D']);
    expect(gameHref(game('SEA_4D', 'SEA4D', 'SEA'))).toBe('/seaLottery?gameCode=SEA_4D');
    expect(lotteryPathOf('/VNLOTTERY/')).toBe('/vnLottery');
  });
});

describe('the server clock', () => {
  it('takes the offset at the middle of the round trip', () => {
    // The device reads 10:00:00.000 and 10:00:00.200 around a call the server answered at 10:05:00.100.
    const sent = Date.parse('2026-01-01T10:00:00.000Z');
    expect(clockOffset('2026-01-01T10:05:00.100Z', sent, sent + 200)).toBe(300_000);
    expect(clockOffset('not a time', sent, sent)).toBeNull();
  });

  it('counts down to the close and splits days off', () => {
    const now = Date.parse('2026-01-01T10:00:00.000Z');
    expect(secondsLeft('2026-01-01T10:01:30.000Z', now)).toBe(90);
    expect(secondsLeft('2026-01-01T09:59:00.000Z', now)).toBe(0);
    expect(splitCountdown(90)).toEqual({ days: 0, clock: '01:30' });
    expect(splitCountdown(2 * 86_400 + 3600 + 61)).toEqual({ days: 2, clock: '1:01:01' });
  });
});

describe('ball colours (spec 3)', () => {
  it('style one: red, blue and green over 01-49', () => {
    expect(['01', '02', '07', '46'].map(styleOneColour)).toEqual(['red', 'red', 'red', 'red']);
    expect(['03', '04', '48'].map(styleOneColour)).toEqual(['blue', 'blue', 'blue']);
    expect(['05', '06', '11', '49'].map(styleOneColour)).toEqual(['green', 'green', 'green', 'green']);
    expect(ballColour('LHC', '13')).toBe('red');
    expect(ballColour('SSC', '3')).toBe('plain');
  });

  it('style two: gray, blue, green, red over 0-27', () => {
    expect([0, 13, 14, 27].map(styleTwoColour)).toEqual(['gray', 'gray', 'gray', 'gray']);
    expect([3, 6, 24].map(styleTwoColour)).toEqual(['red', 'red', 'red']);
    expect([1, 4, 25].map(styleTwoColour)).toEqual(['green', 'green', 'green']);
    expect([2, 5, 26].map(styleTwoColour)).toEqual(['blue', 'blue', 'blue']);
    expect(styleTwoColour(28)).toBe('plain');
  });

  it('the 01-10 map gives each car number its own colour', () => {
    const colours = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'].map(pk10Colour);
    expect(new Set(colours).size).toBe(10);
    expect(pk10Colour('11')).toBe('plain');
  });
});

describe('the pad', () => {
  const digits = PLAYS.SSC_5_DIRECT.options ?? [];
  it('quick picks select all, big, small, odd and even, and clear', () => {
    expect(quickPick(digits, 'all')).toHaveLength(10);
    expect(quickPick(digits, 'big')).toEqual(['5', '6', '7', '8', '9']);
    expect(quickPick(digits, 'small')).toEqual(['0', '1', '2', '3', '4']);
    expect(quickPick(digits, 'odd')).toEqual(['1', '3', '5', '7', '9']);
    expect(quickPick(digits, 'even')).toEqual(['0', '2', '4', '6', '8']);
    expect(quickPick(digits, 'clear')).toEqual([]);
    // Sums 0-27: BIG is 14-27 (lottery-plays.md "Families").
    expect(quickPick(PLAYS.PC28_SUM.options ?? [], 'big')[0]).toBe('14');
    expect(quickPicksOf(PLAYS.PC28_BSOE.options ?? [])).toEqual(['all', 'clear']);
  });

  it('units of a few plays as picked', () => {
    expect(units('SSC_5_DIRECT', [quickPick(digits, 'big'), ['1'], ['2'], ['3'], ['4']])).toBe(5);
    expect(units('SSC_L3_GROUP3', [['1', '2', '3', '4']])).toBe(12);
    expect(units('X5_ANY2', [quickPick(PLAYS.X5_ANY2.options ?? [], 'odd')])).toBe(15);
    expect(units('VN_LO2', [['12', '34']], 'VN_NORTH')).toBe(54);
  });

  it('a random pick makes at least one unit, for every play', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (const rule of Object.values(PLAYS)) {
      const family = rule.families[0];
      if (!family) continue;
      expect(units(rule.code, randomSelection(rule, family, random), family), rule.code).toBeGreaterThan(0);
    }
  });

  it('reads typed numbers: right width, known, once each', () => {
    expect(parseTyped('123, 45 1234 123 999', PLAYS.VN_3CANG)).toEqual(['123', '999']);
    expect(parseTyped('0001 12 9999', PLAYS.SEA4D_BIG)).toEqual(['0001', '9999']);
  });
});

describe('slip and chase totals', () => {
  it('each item costs units x unit stake x multiple, exactly', () => {
    expect(itemAmount(5, 2, 3)).toBe(30);
    expect(itemAmount(3, 0.1, 1)).toBe(0.3);
    expect(itemAmount(3, 0, 1)).toBe(0);
    const totals = slipTotals([
      { units: 5, unitStake: 2, multiple: 3 },
      { units: 2, unitStake: 0.1, multiple: 1 },
    ]);
    expect(totals).toEqual({ items: 2, units: 7, amount: 30.2 });
  });

  it('a chase multiplies the slip by each numero multiple, and doubles when asked', () => {
    expect(chaseMultiples(4, 1, 1)).toEqual([1, 2, 4, 8]);
    expect(chaseMultiples(3, 2)).toEqual([2, 2, 2]);
    const plan = chasePlan(30.2, [1, 2, 4]);
    expect(plan.rows.map((r) => r.amount)).toEqual([30.2, 60.4, 120.8]);
    expect(plan.rows.map((r) => r.cumulative)).toEqual([30.2, 90.6, 211.4]);
    expect(plan.total).toBe(211.4);
  });
});

describe('trend', () => {
  it('counts each value per position and finds hot and cold', () => {
    const trend = trendOf('K3', [
      ['1', '2', '3'],
      ['1', '5', '6'],
      ['4', '5', '6'],
    ]);
    expect(trend.counts[0]).toEqual([2, 0, 0, 1, 0, 0]);
    expect(trend.misses[0]).toEqual([0, 3, 3, 2, 3, 3]);
    expect(hotCold(trend, 0)).toEqual({ hot: '1', cold: '2' });
  });

  it('writes a strong cell’s figure in the dark on-gold colour and a faint one in the text colour', () => {
    expect(cellShade(0, 4)).toEqual({ opacity: 0.08, onGold: false });
    expect(cellShade(2, 4)).toEqual({ opacity: 0.08 + 0.85 / 2, onGold: false });
    expect(cellShade(3, 4)).toEqual({ opacity: 0.08 + 0.85 * 0.75, onGold: true });
    expect(cellShade(4, 4)).toEqual({ opacity: expect.closeTo(0.93), onGold: true });
    // No draw counted yet: every cell faint.
    expect(cellShade(0, 0)).toEqual({ opacity: 0.08, onGold: false });
  });
});

describe('verify (issue 14 draws anyone can verify)', () => {
  const seed = 'a'.repeat(64);
  const numero = '20260101-1000';
  const result = deriveDraw('SSC', seed, 'SSC_1', numero);

  it('a revealed seed and its recorded draw match', () => {
    const check = verifyDraw({
      family: 'SSC',
      gameCode: 'SSC_1',
      numero,
      seed,
      seedHash: hashServerSeed(seed),
      result,
    });
    expect(check).toEqual({ hashMatches: true, drawMatches: true, derived: result });
  });

  it('a tampered result or a wrong seed does not', () => {
    const tampered = [...result.slice(0, 4), String((Number(result[4]) + 1) % 10)];
    expect(
      verifyDraw({ family: 'SSC', gameCode: 'SSC_1', numero, seed, seedHash: hashServerSeed(seed), result: tampered })
        .drawMatches,
    ).toBe(false);
    const other = verifyDraw({
      family: 'SSC',
      gameCode: 'SSC_1',
      numero,
      seed: 'b'.repeat(64),
      seedHash: hashServerSeed(seed),
      result,
    });
    expect(other.hashMatches).toBe(false);
  });
});

describe('play help (issue 14 "Web": how each play wins)', () => {
  it('has an English "how it wins" with an example for every play of the rule book', () => {
    const en = JSON.parse(readFileSync(path.join(here, '../../i18n/locales/EN.json'), 'utf8')) as Record<
      string,
      string
    >;
    const codes = Object.keys(PLAYS);
    expect(codes.length).toBeGreaterThan(45);
    for (const code of codes) {
      const { key, k } = playHelpKey(code);
      expect(en[key], code).toMatch(/Example: /);
      if (code.startsWith('X5_ANY')) expect(k, code).toBe(Number(code.slice(6)));
    }
    expect(playHelpKey('X5_ANY5')).toEqual({ key: 'lot_help_X5_ANY_LOW', k: 5 });
    expect(playHelpKey('X5_ANY6')).toEqual({ key: 'lot_help_X5_ANY_HIGH', k: 6 });
  });
});
