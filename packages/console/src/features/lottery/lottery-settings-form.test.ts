import { describe, expect, it } from 'vitest';
import { limitText, oddsText, parseLimit, parseOdds } from './lottery-settings-form';

describe('lottery settings forms', () => {
  it('shows odds4 as decimals and reads typed decimals back exactly', () => {
    expect(oddsText(170_000)).toBe('17');
    expect(oddsText(600_000)).toBe('60');
    expect(oddsText(12_345)).toBe('1.2345');
    expect(parseOdds('17')).toBe(170_000);
    expect(parseOdds(' 2500.5 ')).toBe(25_005_000);
    expect(parseOdds('1.2345')).toBe(12_345);
    expect(parseOdds('0.0001')).toBe(1);
    expect(parseOdds('10000')).toBe(100_000_000);
  });

  it('refuses odds that are empty, zero, negative, too precise or above the bound', () => {
    for (const text of ['', '0', '-1', '1.23456', 'abc', '1e3', '10000.0001']) expect(parseOdds(text), text).toBeNull();
  });

  it('reads a limit field: empty inherits, amounts take 4 decimals, counts are whole', () => {
    expect(parseLimit('', false)).toBeNull();
    expect(parseLimit(' 5.25 ', false)).toBe(5.25);
    expect(parseLimit('0', false)).toBe('invalid');
    expect(parseLimit('1.00001', false)).toBe('invalid');
    expect(parseLimit('10', true)).toBe(10);
    expect(parseLimit('1.5', true)).toBe('invalid');
    expect(limitText(null)).toBe('');
    expect(limitText(2.5)).toBe('2.5');
  });
});
