import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CADENCES, previousWindow, windowAt, windowOfKey } from './brand-periods.js';

const view = (w: { key: string; start: Date; end: Date }) => ({
  key: w.key,
  start: w.start.toISOString(),
  end: w.end.toISOString(),
});

describe("the rule books' periods in a brand's time zone", () => {
  it('keys each cadence as agent-rules.md and rewards-rules.md write them (Asia/Dhaka, +06:00)', () => {
    const at = new Date('2026-07-01T04:07:30Z'); // 10:07:30 in Dhaka
    expect(view(windowAt('five-minutes', 'Asia/Dhaka', at))).toEqual({
      key: 'R:2026-07-01T10:10',
      start: '2026-07-01T04:05:00.000Z',
      end: '2026-07-01T04:10:00.000Z',
    });
    expect(view(windowAt('hourly', 'Asia/Dhaka', at))).toEqual({
      key: 'H:2026-07-01T10',
      start: '2026-07-01T04:00:00.000Z',
      end: '2026-07-01T05:00:00.000Z',
    });
    expect(view(windowAt('daily', 'Asia/Dhaka', at))).toEqual({
      key: 'D:2026-07-01',
      start: '2026-06-30T18:00:00.000Z',
      end: '2026-07-01T18:00:00.000Z',
    });
    // 1 July 2026 is a Wednesday: the week from Monday 29 June, ISO week 27 (rewards-rules.md `W:2026-W27`).
    expect(view(windowAt('weekly', 'Asia/Dhaka', at))).toEqual({
      key: 'W:2026-W27',
      start: '2026-06-28T18:00:00.000Z',
      end: '2026-07-05T18:00:00.000Z',
    });
    expect(view(windowAt('half-monthly', 'Asia/Dhaka', at))).toEqual({
      key: 'H:2026-07-1',
      start: '2026-06-30T18:00:00.000Z',
      end: '2026-07-15T18:00:00.000Z',
    });
    expect(windowAt('half-monthly', 'UTC', new Date('2026-02-20T00:00:00Z')).end.toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(view(windowAt('monthly', 'Asia/Dhaka', at))).toEqual({
      key: 'M:2026-07',
      start: '2026-06-30T18:00:00.000Z',
      end: '2026-07-31T18:00:00.000Z',
    });
  });

  it("counts a day in the brand's zone, not in UTC: 23:30 UTC is already tomorrow in Dhaka", () => {
    expect(windowAt('daily', 'Asia/Dhaka', new Date('2026-07-01T23:30:00Z')).key).toBe('D:2026-07-02');
    expect(windowAt('daily', 'UTC', new Date('2026-07-01T23:30:00Z')).key).toBe('D:2026-07-01');
    expect(windowAt('daily', '-03:00', new Date('2026-07-01T01:00:00Z')).key).toBe('D:2026-06-30');
  });

  it('ISO weeks across a year end: 31 December 2026 is in 2026-W53, 1 January 2027 too', () => {
    expect(windowAt('weekly', 'UTC', new Date('2026-12-31T12:00:00Z')).key).toBe('W:2026-W53');
    expect(windowAt('weekly', 'UTC', new Date('2027-01-01T12:00:00Z')).key).toBe('W:2026-W53');
    expect(windowAt('weekly', 'UTC', new Date('2027-01-04T12:00:00Z')).key).toBe('W:2027-W01');
    expect(windowAt('weekly', 'UTC', new Date('2025-12-29T00:00:00Z')).key).toBe('W:2026-W01');
  });

  it('a repeated hour of daylight saving is one two-hour window; a skipped one is empty', () => {
    // New York, 1 November 2026: 01:00-02:00 happens twice (EDT then EST).
    const repeated = windowAt('hourly', 'America/New_York', new Date('2026-11-01T06:30:00Z'));
    expect(view(repeated)).toEqual({
      key: 'H:2026-11-01T01',
      start: '2026-11-01T05:00:00.000Z',
      end: '2026-11-01T07:00:00.000Z',
    });
    expect(windowAt('daily', 'America/New_York', new Date('2026-11-01T12:00:00Z')).end.getTime()).toBe(
      Date.parse('2026-11-02T05:00:00Z'),
    );
    // 8 March 2026: 02:00-03:00 does not happen; the hour before ends when 03:00 starts.
    const before = windowAt('hourly', 'America/New_York', new Date('2026-03-08T06:30:00Z'));
    expect(view(before)).toEqual({
      key: 'H:2026-03-08T01',
      start: '2026-03-08T06:00:00.000Z',
      end: '2026-03-08T07:00:00.000Z',
    });
    const after = windowAt('hourly', 'America/New_York', new Date('2026-03-08T07:00:00Z'));
    expect(after.key).toBe('H:2026-03-08T03');
    expect(previousWindow('America/New_York', after).key).toBe('H:2026-03-08T01');
  });

  it('windows meet end to start, and every key names its own window, in any zone and cadence', () => {
    const zones = ['UTC', 'Asia/Dhaka', 'Asia/Kolkata', 'Asia/Kathmandu', 'America/New_York', 'Europe/London'];
    fc.assert(
      fc.property(
        fc.constantFrom(...CADENCES),
        fc.constantFrom(...zones),
        fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }),
        (cadence, zone, at) => {
          const w = windowAt(cadence, zone, at);
          expect(w.start.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(at.getTime()).toBeLessThan(w.end.getTime());
          expect(windowOfKey(cadence, zone, w.key)).toEqual(w);
          expect(previousWindow(zone, w).end).toEqual(w.start);
          expect(windowAt(cadence, zone, w.end).start).toEqual(w.end);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('refuses a key of another cadence or a date that does not exist', () => {
    expect(windowOfKey('daily', 'UTC', 'D:2026-02-30')).toBeNull();
    expect(windowOfKey('daily', 'UTC', 'M:2026-02')).toBeNull();
    expect(windowOfKey('hourly', 'UTC', 'H:2026-07-1')).toBeNull();
    expect(windowOfKey('half-monthly', 'UTC', 'H:2026-07-3')).toBeNull();
    expect(windowOfKey('weekly', 'UTC', 'W:2026-W54')).toBeNull();
    expect(windowOfKey('five-minutes', 'UTC', 'R:2026-07-01T10:07')).toBeNull();
  });
});
