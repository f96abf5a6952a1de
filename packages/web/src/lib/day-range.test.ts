import { describe, expect, it } from 'vitest';
import { addDays, addMonths, lastDays, monthWeeks, parseDay, rangeLength, reachesToday, shiftRange } from './day-range';

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

describe('typed days of the date fields (spec 9 year-month-day)', () => {
  it('reads a day year first, leniently, and answers it as YYYY-MM-DD', () => {
    expect(parseDay('2026-06-10')).toBe('2026-06-10');
    expect(parseDay(' 2026-6-1 ')).toBe('2026-06-01');
    expect(parseDay('2026/06/01')).toBe('2026-06-01');
    expect(parseDay('20260601')).toBe('2026-06-01');
  });

  it('refuses what is not a day of the calendar or not year first', () => {
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('06/10/2026')).toBeNull();
    expect(parseDay('2026-06')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it('lays out a month in whole weeks from the chosen first day', () => {
    const weeks = monthWeeks('2026-06-10', 1);
    expect(weeks[0]?.[0]).toBe('2026-06-01'); // a Monday
    expect(weeks.at(-1)?.at(-1)).toBe('2026-07-05');
    expect(monthWeeks('2026-06-10', 0)[0]?.[0]).toBe('2026-05-31');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addDays('2026-06-30', 1)).toBe('2026-07-01');
  });
});
