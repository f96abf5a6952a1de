import { describe, expect, it } from 'vitest';
import { clampTarget, DICE_MAX_TARGET, DICE_MIN_TARGET, diceOdds } from './dice.js';
import { diceGame, diceParams } from './dice-game.js';

/** A float whose roll is exactly `hundredths` / 100. */
const rollFloat = (hundredths: number) => (hundredths + 0.5) / 10_001;
const play = (hundredths: number, target: number, over: boolean) =>
  diceGame.play([rollFloat(hundredths)], { target, over });

describe('dice rules', () => {
  it('rolls 0.00 to 100.00 from the float', () => {
    expect(diceGame.play([0], { target: 50, over: true }).outcome.roll).toBe(0);
    expect(diceGame.play([1 - 2 ** -32], { target: 50, over: true }).outcome.roll).toBe(100);
    expect(play(4237, 50, true).outcome.roll).toBe(42.37);
  });

  it('pays over 50.00 on 50.01 and not on 50.00 (a roll equal to the target loses)', () => {
    expect(play(5001, 50, true)).toEqual({
      multiplier: 1.9801,
      outcome: { roll: 50.01, target: 50, over: true, win: true },
    });
    expect(play(5000, 50, true)).toMatchObject({ multiplier: 0, outcome: { win: false } });
    expect(play(5000, 50, false)).toMatchObject({ multiplier: 0, outcome: { win: false } });
    expect(play(4999, 50, false)).toMatchObject({ multiplier: 1.9801, outcome: { win: true } });
  });

  it('rounds the multiplier down to 4 decimals: 0.99 × 10001 / winning rolls', () => {
    // under 1.00: rolls 0.00–0.99 win (100 rolls): 0.99 × 10001 / 100 = 99.0099
    expect(diceGame.maxMultiplier({ target: 1, over: false })).toBe(99.0099);
    // over 98.99: rolls 99.00–100.00 win (101 rolls): 98.0296039… → 98.0296
    expect(diceGame.maxMultiplier({ target: 98.99, over: true })).toBe(98.0296);
    // over 1.00: 9900 rolls: exactly 1.0001
    expect(diceGame.maxMultiplier({ target: 1, over: true })).toBe(1.0001);
    expect(play(99, 1, false).multiplier).toBe(99.0099);
    expect(play(100, 1, false).multiplier).toBe(0);
  });

  it('has an RTP equal to the mean pay over all 10001 rolls, at most 0.99', () => {
    for (const params of [
      { target: 50, over: true },
      { target: 12.34, over: false },
      { target: 98.99, over: true },
      { target: 1, over: false },
    ]) {
      let sum = 0;
      for (let r = 0; r <= 10_000; r++) sum += play(r, params.target, params.over).multiplier;
      expect(diceGame.rtp(params)).toBeCloseTo(sum / 10_001, 12);
    }
    expect(diceGame.rtp({ target: 50, over: true })).toBe((19_801 * 5_000) / (10_000 * 10_001));
  });

  it('keeps the RTP in (0.9899, 0.99] for every target in both directions', () => {
    for (let t = 100; t <= 9_899; t++) {
      for (const over of [true, false]) {
        const rtp = diceGame.rtp({ target: t / 100, over });
        expect(rtp).toBeLessThanOrEqual(0.99);
        expect(rtp).toBeGreaterThan(0.9899);
      }
    }
  });

  it('validates params: range, 2 decimals, defaults', () => {
    expect(diceParams.parse({})).toEqual({ target: 50, over: true });
    expect(diceParams.parse({ target: 98.99, over: false })).toEqual({ target: 98.99, over: false });
    // binary noise from a client's arithmetic is not a third decimal
    expect(diceParams.parse({ target: 1.1 + 2.2, over: true }).target).toBeCloseTo(3.3, 12);
    for (const bad of [{ target: 0.99 }, { target: 99 }, { target: 50.001 }, { target: '50' }, { over: 'yes' }]) {
      expect(diceParams.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses missing floats and floats outside [0, 1)', () => {
    expect(() => diceGame.play([], { target: 50, over: true })).toThrow(RangeError);
    expect(() => diceGame.play([1], { target: 50, over: true })).toThrow(RangeError);
    expect(() => diceGame.play([-0.1], { target: 50, over: true })).toThrow(RangeError);
    expect(diceGame.floatsNeeded({ target: 50, over: true })).toBe(1);
  });
});

describe('dice odds for the bet slip', () => {
  it('gives the win chance and multiplier the page shows', () => {
    expect(diceOdds({ target: 50, over: true })).toEqual({
      target: 5000,
      winningRolls: 5000,
      winChance: (5000 / 10_001) * 100,
      multiplier: 1.9801,
    });
    expect(diceOdds({ target: 1, over: false })).toMatchObject({ winningRolls: 100, multiplier: 99.0099 });
  });

  it('clamps a typed target to the valid range with 2 decimals', () => {
    expect(clampTarget(0)).toBe(DICE_MIN_TARGET);
    expect(clampTarget(99.5)).toBe(DICE_MAX_TARGET);
    expect(clampTarget(12.345)).toBe(12.35);
    expect(clampTarget(Number.NaN)).toBe(50);
    for (const t of [clampTarget(-3), clampTarget(42.424242), clampTarget(1e9)]) {
      expect(diceParams.safeParse({ target: t }).success, String(t)).toBe(true);
    }
  });
});
