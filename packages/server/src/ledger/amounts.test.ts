import { MAX_AMOUNT } from '@wl/contract/constants';
import { describe, expect, it } from 'vitest';
import { unitsOf } from './amounts.js';

describe('unitsOf: the units of an amount a caller sent', () => {
  it('takes positive amounts of at most 4 decimals up to the maximum', () => {
    expect(unitsOf(0.0001)).toBe(1);
    expect(unitsOf(12.34)).toBe(123_400);
    expect(unitsOf(MAX_AMOUNT)).toBe(MAX_AMOUNT * 10_000);
  });

  it('refuses what is not such an amount, among them amounts below one unit that would round to nothing', () => {
    for (const bad of [
      0,
      -1,
      0.00001,
      1e-11,
      1.23456,
      MAX_AMOUNT + 1,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '5',
      null,
    ]) {
      expect(unitsOf(bad)).toBeNull();
    }
  });
});
