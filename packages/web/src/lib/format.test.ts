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
    // Truncated, not rounded up: 1,234.5678 held is 1,234.56 shown.
    expect(formatMoney(1234.5678)).toBe('1,234.56');
    expect(formatMoney(-0.019)).toBe('-0.01');
  });
});
