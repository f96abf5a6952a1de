import { describe, expect, it } from 'vitest';
import { addDays, zonedDay, zonedMidnight, zoneOffsetMs } from './zoned-days.js';

describe('zoned days', () => {
  it('knows the day of a moment in a zone', () => {
    // 20:30 UTC is already the next day in Dhaka (UTC+6), still the same day in New York.
    const at = new Date('2026-06-01T20:30:00Z');
    expect(zonedDay(at, 'UTC')).toBe('2026-06-01');
    expect(zonedDay(at, 'Asia/Dhaka')).toBe('2026-06-02');
    expect(zonedDay(at, 'America/New_York')).toBe('2026-06-01');
    expect(zoneOffsetMs(at, 'Asia/Kolkata')).toBe(5.5 * 3_600_000);
  });

  it('finds local midnight, across daylight saving changes', () => {
    expect(zonedMidnight('2026-06-02', 'Asia/Dhaka').toISOString()).toBe('2026-06-01T18:00:00.000Z');
    expect(zonedMidnight('2026-06-02', 'UTC').toISOString()).toBe('2026-06-02T00:00:00.000Z');
    // New York: EST (UTC-5) in winter, EDT (UTC-4) from 8 March 2026.
    expect(zonedMidnight('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(zonedMidnight('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
