import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatDateTime } from './format';

describe('formats', () => {
  it('shows a moment as local time, year first, to the second; nothing for no moment', () => {
    const local = new Date(2026, 10, 3, 9, 5, 7);
    expect(formatDateTime(local.toISOString())).toBe('2026-11-03 09:05:07');
    expect(formatDateTime(null)).toBe('');
  });

  it('shows amounts with two decimals and grouping', () => {
    expect(formatAmount(5000, 'en')).toBe('5,000.00');
    expect(formatAmount(-12.5, 'zh-CN')).toBe('-12.50');
    expect(formatAmount(1234567.005, 'en')).toBe('1,234,567.01');
    expect(formatAmount(-0.001, 'en')).toBe('0.00');
  });

  it('shows counts whole with grouping', () => {
    expect(formatCount(12000, 'en')).toBe('12,000');
    expect(formatCount(-3, 'zh-CN')).toBe('-3');
  });
});
