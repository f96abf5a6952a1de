import { describe, expect, it } from 'vitest';
import { diceOdds, playDice } from './dice-rules';
import { fairFloats } from './fair-floats';
import { floatsNeeded, parseParams, playLocally, stableJson } from './in-house-games';
import { minesMultiplier, playMines } from './mines-rules';
import { PLINKO_PAYTABLE, playPlinko } from './plinko-rules';
import { playSlot } from './slot-rules';

// The worked example of the server's games/README.md (checked there by game-registry.test.ts).
const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const floats = (count: number) => fairFloats(SEED, 'player-seed', 1, count);

describe('in-house rules in the browser agree with the server README', () => {
  it('dice: odds and the worked roll', async () => {
    expect(diceOdds({ target: 50, over: true }).multiplier).toBe(1.9801);
    expect(diceOdds({ target: 1, over: false }).multiplier).toBe(99.0099);
    expect(diceOdds({ target: 98.99, over: true }).multiplier).toBe(98.0296);
    expect(playDice(await floats(1), { target: 50, over: true })).toEqual({
      multiplier: 1.9801,
      outcome: { roll: 75.05, target: 50, over: true, win: true },
    });
  });

  it('mines: multipliers and the worked board', async () => {
    expect(minesMultiplier(1, 1)).toBe(1.0312);
    expect(minesMultiplier(3, 1)).toBe(1.125);
    expect(minesMultiplier(3, 5)).toBe(1.9973);
    expect(minesMultiplier(24, 1)).toBe(24.75);
    expect(minesMultiplier(12, 13)).toBe(5_148_297);
    const { multiplier, outcome } = playMines(await floats(24), { mines: 3, picks: [0, 12, 24] });
    expect(outcome.mines).toEqual([18, 19, 21]);
    expect(multiplier).toBe(1.4785);
  });

  it('plinko: the worked path and symmetric tables', async () => {
    const { multiplier, outcome } = playPlinko(await floats(8), { rows: 8, risk: 'low' });
    expect(outcome.path.join('')).toBe('RRRLLLRL');
    expect(outcome.bin).toBe(4);
    expect(multiplier).toBe(0.5);
    for (const byRisk of Object.values(PLINKO_PAYTABLE)) {
      for (const pays of Object.values(byRisk)) expect([...pays].reverse()).toEqual(pays);
    }
  });

  it('slot: the worked spin', async () => {
    const { multiplier, outcome } = playSlot(await floats(5));
    expect(outcome.stops).toEqual([22, 23, 25, 10, 6]);
    expect(outcome.lines).toEqual([{ line: 5, symbol: 'bell', count: 3, win: 15 }]);
    expect(multiplier).toBe(1.5);
  });

  it('parses params with the server defaults and counts floats', () => {
    const plinko = parseParams('plinko', {});
    expect(plinko).toEqual({ game: 'plinko', params: { rows: 16, risk: 'medium' } });
    expect(plinko && floatsNeeded(plinko)).toBe(16);
    expect(parseParams('mines', { mines: 3, picks: [1, 1] })).toBeNull();
    expect(parseParams('dice', { target: 99.5 })).toBeNull();
    const dice = parseParams('dice', { target: 50 });
    expect(dice && playLocally(dice, [0.1]).multiplier).toBe(0);
    expect(stableJson({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(stableJson({ a: [1, { c: 3, d: 2 }], b: 1 }));
  });
});
