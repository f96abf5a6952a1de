import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney } from './format';

describe('formatDateTime', () => {
  it('formats local time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02 03:04:05');
  });

  it('returns null for an invalid date', () => {
    expect(formatDateTime('not a date')).toBeNull();
  });
});

describe('formatMoney', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatMoney(1234567.891)).toBe('1,234,567.89');
    expect(formatMoney(0)).toBe('0.00');
  });
});
