import { describe, expect, it } from 'vitest';
import { lastDays, rangeLength, reachesToday, shiftRange } from './day-range';

const now = new Date('2026-06-10T15:00:00Z');

describe('day ranges of the records pages (spec 9 date presets)', () => {
  it('takes the last 7 or 30 days, today included', () => {
    expect(lastDays(7, now)).toEqual({ from: '2026-06-04', to: '2026-06-10' });
    expect(rangeLength(lastDays(30, now))).toBe(30);
  });

  it('moves a range back or forward by its own length', () => {
    const week = lastDays(7, now);
    expect(shiftRange(week, -1)).toEqual({ from: '2026-05-28', to: '2026-06-03' });
    expect(shiftRange(shiftRange(week, -1), 1)).toEqual(week);
    expect(reachesToday(week, now)).toBe(true);
    expect(reachesToday(shiftRange(week, -1), now)).toBe(false);
  });
});
