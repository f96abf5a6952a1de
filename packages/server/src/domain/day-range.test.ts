import { describe, expect, it } from 'vitest';
import { DomainError } from '../lib/errors.js';
import { dayRange } from './day-range.js';

const iso = (w: { start: Date | null; end: Date | null }) => [
  w.start?.toISOString() ?? null,
  w.end?.toISOString() ?? null,
];

describe("a request's days as a window in the brand's time zone", () => {
  it('runs from the local midnight of `from` to the local midnight after `to`', () => {
    expect(iso(dayRange({ timeZone: 'Asia/Dhaka' }, { from: '2026-06-01', to: '2026-06-02' }))).toEqual([
      '2026-05-31T18:00:00.000Z',
      '2026-06-02T18:00:00.000Z',
    ]);
    expect(iso(dayRange({ timeZone: 'UTC' }, { from: '2026-06-01', to: '2026-06-01' }))).toEqual([
      '2026-06-01T00:00:00.000Z',
      '2026-06-02T00:00:00.000Z',
    ]);
  });

  it('counts the wall clock across daylight saving: the spring day is 23 hours, the autumn day 25', () => {
    const spring = dayRange({ timeZone: 'America/New_York' }, { from: '2026-03-08', to: '2026-03-08' });
    expect(iso(spring)).toEqual(['2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    const autumn = dayRange({ timeZone: 'America/New_York' }, { from: '2026-11-01', to: '2026-11-01' });
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25);
  });

  it('leaves an end open when the request leaves its day out', () => {
    expect(iso(dayRange({ timeZone: '+06:00' }, { to: '2026-06-01' }))).toEqual([null, '2026-06-01T18:00:00.000Z']);
    expect(iso(dayRange({ timeZone: '+06:00' }, { from: '2026-06-01', to: undefined }))).toEqual([
      '2026-05-31T18:00:00.000Z',
      null,
    ]);
    expect(iso(dayRange({ timeZone: 'UTC' }, {}))).toEqual([null, null]);
  });

  it('refuses a text that is not a calendar day, under the field it came in', () => {
    const refused = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof DomainError ? [e.code, e.details] : e;
      }
      return 'accepted';
    };
    expect(refused(() => dayRange({ timeZone: 'UTC' }, { from: '2026-02-30' }))).toEqual([
      'invalid_input',
      [{ path: 'from', message: 'YYYY-MM-DD' }],
    ]);
    expect(
      refused(() => dayRange({ timeZone: 'UTC' }, { to: 'yesterday' }, { from: 'startDate', to: 'endDate' })),
    ).toEqual(['invalid_input', [{ path: 'endDate', message: 'YYYY-MM-DD' }]]);
  });
});
