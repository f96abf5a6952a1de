import { CONSTANTS } from '@wl/contract/constants';
import { describe, expect, it } from 'vitest';
import { formatJackpot, jackpotDelayMs, jackpotStart, jackpotStep, randomInt } from './jackpot';

const fixed = (value: number) => () => value;
/** A seeded generator (mulberry32), so the sweep below is the same on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('jackpot counter maths (spec 9)', () => {
  it('starts between 11,000,000 and 15,000,000, both ends reachable', () => {
    expect(jackpotStart(fixed(0))).toBe(11_000_000);
    expect(jackpotStart(fixed(0.999_999_999))).toBe(15_000_000);
    expect(jackpotStart(fixed(0.5))).toBe(13_000_000);
    // A source that misbehaves still cannot push the figure outside the range.
    expect(jackpotStart(fixed(1))).toBe(15_000_000);
    expect(jackpotStart(fixed(-0.2))).toBe(11_000_000);
  });

  it('grows by 100 to 500 after a wait of 3 to 5 seconds', () => {
    expect(jackpotStep(fixed(0))).toBe(100);
    expect(jackpotStep(fixed(0.999_999))).toBe(500);
    expect(jackpotDelayMs(fixed(0))).toBe(3000);
    expect(jackpotDelayMs(fixed(0.999_999))).toBe(5000);
  });

  it('stays inside every range for any draw, and uses the whole of it', () => {
    const random = seeded(42);
    const starts = new Set<number>();
    const steps = new Set<number>();
    for (let i = 0; i < 5000; i++) {
      const start = jackpotStart(random);
      const step = jackpotStep(random);
      const delay = jackpotDelayMs(random);
      expect(Number.isInteger(start) && Number.isInteger(step) && Number.isInteger(delay)).toBe(true);
      expect(start).toBeGreaterThanOrEqual(CONSTANTS.jackpot.startMin);
      expect(start).toBeLessThanOrEqual(CONSTANTS.jackpot.startMax);
      expect(step).toBeGreaterThanOrEqual(100);
      expect(step).toBeLessThanOrEqual(500);
      expect(delay).toBeGreaterThanOrEqual(3000);
      expect(delay).toBeLessThanOrEqual(5000);
      starts.add(Math.floor(start / 1_000_000));
      steps.add(step);
    }
    // Every million band from 11 to 14 is hit, and most possible steps are.
    expect([...starts].sort()).toEqual(expect.arrayContaining([11, 12, 13, 14]));
    expect(steps.size).toBeGreaterThan(350);
  });

  it('draws whole numbers with both ends included', () => {
    expect(randomInt(1, 3, fixed(0))).toBe(1);
    expect(randomInt(1, 3, fixed(0.34))).toBe(2);
    expect(randomInt(1, 3, fixed(0.99))).toBe(3);
  });

  it('shows thousands separators and the currency symbol', () => {
    expect(formatJackpot(12_345_678, '$')).toBe('$ 12,345,678');
    expect(formatJackpot(11_000_000, '৳')).toBe('৳ 11,000,000');
  });
});
