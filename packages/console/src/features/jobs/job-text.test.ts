import { describe, expect, it } from 'vitest';
import { durationText, resultEntries, scheduleText } from './job-text';

const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`;
const none = { cadence: null, graceMinutes: null, seconds: null, hour: null, minute: null, timeZone: null };

describe('job texts', () => {
  it('says each kind of schedule', () => {
    expect(scheduleText(t, { ...none, kind: 'every', seconds: 300 })).toBe('job_every{"seconds":300}');
    expect(scheduleText(t, { ...none, kind: 'hourly', minute: 5 })).toBe('job_hourly{"minute":"05"}');
    expect(scheduleText(t, { ...none, kind: 'daily', hour: 3, minute: 30, timeZone: 'UTC' })).toBe(
      'job_daily{"time":"03:30","zone":"UTC"}',
    );
    expect(scheduleText(t, { ...none, kind: 'per-brand', cadence: 'half-monthly', graceMinutes: 10 })).toBe(
      'job_per_brand{"cadence":"job_cadence_half_monthly","grace":10}',
    );
  });

  it('gives how long a finished run took, nothing for a running one', () => {
    expect(durationText({ startedAt: '2026-06-01T03:30:00.000Z', endedAt: '2026-06-01T03:30:02.500Z' })).toBe('2.5 s');
    expect(durationText({ startedAt: '2026-06-01T03:30:00.000Z', endedAt: null })).toBe('');
  });

  it('lists what a run reported, key by key', () => {
    expect(resultEntries({ sessions: 3, note: 'done', ids: [1, 2] })).toEqual([
      ['sessions', '3'],
      ['note', 'done'],
      ['ids', '[1,2]'],
    ]);
    expect(resultEntries(null)).toEqual([]);
  });
});
