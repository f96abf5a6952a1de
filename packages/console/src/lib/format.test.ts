import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateTime } from './format';

describe('formats', () => {
  it('shows a moment as local time, year first, to the second; nothing for no moment', () => {
    const local = new Date(2026, 10, 3, 9, 5, 7);
    expect(formatDateTime(local.toISOString())).toBe('2026-11-03 09:05:07');
    expect(formatDateTime(null)).toBe('');
  });

  it('shows amounts with two decimals and grouping', () => {
    expect(formatAmount(5000, 'en')).toBe('5,000.00');
    expect(formatAmount(-12.5, 'zh-CN')).toBe('-12.50');
  });
});
