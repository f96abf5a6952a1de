import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daily, every, hourly, periodAt, periodOfKey, previousPeriod, type Schedule } from './period.js';

const at = (iso: string) => new Date(iso);
const view = (s: Schedule, iso: string) => {
  const p = periodAt(s, at(iso));
  return { key: p.key, start: p.start.toISOString(), end: p.end.toISOString() };
};

describe('period keys', () => {
  it('every 5 minutes: UTC periods keyed to the minute', () => {
    const s = every.minutes(5);
    expect(view(s, '2026-11-23T11:07:30Z')).toEqual({
      key: '2026-11-23T11:05',
      start: '2026-11-23T11:05:00.000Z',
      end: '2026-11-23T11:10:00.000Z',
    });
    expect(periodAt(s, at('2026-11-23T11:09:59.999Z')).key).toBe('2026-11-23T11:05');
    expect(periodAt(s, at('2026-11-23T11:10:00Z')).key).toBe('2026-11-23T11:10');
    expect(previousPeriod(s, periodAt(s, at('2026-11-24T00:02:00Z'))).key).toBe('2026-11-23T23:55');
  });

  it('every 30 seconds: keyed to the second', () => {
    expect(periodAt(every.seconds(30), at('2026-11-23T11:07:45Z')).key).toBe('2026-11-23T11:07:30');
    expect(periodAt(every.seconds(90), at('2026-11-23T00:02:59Z')).key).toBe('2026-11-23T00:01:30');
  });

  it('refuses periods that do not divide a day', () => {
    expect(() => every.minutes(7)).toThrow('divides a day');
    expect(() => every.seconds(0)).toThrow();
    expect(() => hourly({ minute: 60 })).toThrow();
    expect(() => daily('24:00', 'UTC')).toThrow('HH:MM');
    expect(() => daily('04:00', 'Mars/Olympus')).toThrow('unknown time zone');
    expect(() => daily('04:00', '+15:00')).toThrow('out of range');
  });

  it('hourly at a minute: a +05:30 brand hour starts at :30 UTC', () => {
    const s = hourly({ minute: 30 });
    expect(view(s, '2026-11-23T11:29:59Z')).toEqual({
      key: '2026-11-23T10:30',
      start: '2026-11-23T10:30:00.000Z',
      end: '2026-11-23T11:30:00.000Z',
    });
    expect(periodAt(s, at('2026-11-23T11:30:00Z')).key).toBe('2026-11-23T11:30');
    expect(periodAt(hourly(), at('2026-11-23T00:59:00Z')).key).toBe('2026-11-23T00:00');
  });

  it('daily at a time in a zone: keyed by the local date, starting at that local time', () => {
    const dhaka = daily('04:00', 'Asia/Dhaka');
    // 03:59 in Dhaka on the 23rd is still the 22nd's period.
    expect(view(dhaka, '2026-11-22T21:59:00Z')).toEqual({
      key: '2026-11-22',
      start: '2026-11-21T22:00:00.000Z',
      end: '2026-11-22T22:00:00.000Z',
    });
    expect(periodAt(dhaka, at('2026-11-22T22:00:00Z')).key).toBe('2026-11-23');
    // Just after local midnight but before 04:00: yesterday's period.
    expect(periodAt(dhaka, at('2026-11-22T18:30:00Z')).key).toBe('2026-11-22');
  });

  it('daily at a fixed offset: DST-free, and the same as a zone without DST', () => {
    expect(view(daily('00:15', '-03:30'), '2026-07-01T03:44:00Z')).toEqual({
      key: '2026-06-30',
      start: '2026-06-30T03:45:00.000Z',
      end: '2026-07-01T03:45:00.000Z',
    });
    expect(periodAt(daily('00:15', 'UTC-0330'), at('2026-07-01T03:45:00Z')).key).toBe('2026-07-01');
    expect(periodAt(daily('23:00', 'UTC'), at('2026-01-01T22:59:59Z')).key).toBe('2025-12-31');
    const fixed = daily('04:00', '+06:00');
    const zone = daily('04:00', 'Asia/Dhaka');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (t) => {
        expect(periodAt(fixed, new Date(t))).toEqual(periodAt(zone, new Date(t)));
      }),
    );
    // A fixed offset never moves with the seasons: every period is 24 hours.
    const p = periodAt(daily('02:30', '+01:00'), at('2026-03-29T12:00:00Z'));
    expect(p.end.getTime() - p.start.getTime()).toBe(86_400_000);
  });

  it('daily across DST: days of 23 and 25 hours, a missing time shifted, a repeated one run once', () => {
    const berlin = daily('04:00', 'Europe/Berlin');
    // Spring forward (29 March 2026, 02:00 CET -> 03:00 CEST): the 28th's period lasts 23 hours.
    expect(view(berlin, '2026-03-28T12:00:00Z')).toEqual({
      key: '2026-03-28',
      start: '2026-03-28T03:00:00.000Z',
      end: '2026-03-29T02:00:00.000Z',
    });
    // Fall back (25 October 2026, 03:00 CEST -> 02:00 CET): the 24th's lasts 25 hours.
    const autumn = periodAt(berlin, at('2026-10-24T12:00:00Z'));
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);

    const early = daily('02:30', 'Europe/Berlin');
    // 02:30 does not exist on 29 March: the run comes when the clocks read 03:30.
    expect(periodOfKey(early, '2026-03-29')?.start.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October: the first time (CEST) starts the period, the second is inside it.
    expect(periodOfKey(early, '2026-10-25')?.start.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(periodAt(early, at('2026-10-25T01:30:00Z')).key).toBe('2026-10-25');
  });

  it('periods tile time: each starts where the previous ended, and its key names it', () => {
    const schedules = [
      every.minutes(5),
      every.seconds(45),
      hourly({ minute: 45 }),
      daily('04:00', 'Asia/Dhaka'),
      daily('02:30', 'Europe/Berlin'),
      daily('00:00', 'America/New_York'),
      daily('12:00', '-09:30'),
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...schedules),
        fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2032, 0, 1) }),
        (s, t) => {
          const p = periodAt(s, new Date(t));
          expect(p.start.getTime()).toBeLessThanOrEqual(t);
          expect(p.end.getTime()).toBeGreaterThan(t);
          const next = periodAt(s, p.end);
          expect(next.start).toEqual(p.end);
          expect(next.key > p.key).toBe(true);
          expect(previousPeriod(s, next)).toEqual(p);
          expect(periodOfKey(s, p.key)).toEqual(p);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads a key back only when it names a period of that schedule', () => {
    expect(periodOfKey(every.minutes(5), '2026-11-23T11:05')?.start.toISOString()).toBe('2026-11-23T11:05:00.000Z');
    expect(periodOfKey(every.minutes(5), '2026-11-23T11:07')).toBeNull();
    expect(periodOfKey(every.minutes(5), '2026-11-23')).toBeNull();
    expect(periodOfKey(daily('04:00', 'UTC'), '2026-13-01')).toBeNull();
    expect(periodOfKey(daily('04:00', 'UTC'), '2026-02-30')).toBeNull();
    expect(periodOfKey(hourly(), 'yesterday')).toBeNull();
  });
});
