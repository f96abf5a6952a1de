import type { CallOutput } from '../../lib/api-client';

export type JobInfo = CallOutput<'jobList'>['jobs'][number];
export type JobRun = CallOutput<'jobRuns'>['content'][number];
type T = (key: string, values?: Record<string, unknown>) => string;

const pad = (n: number | null) => String(n ?? 0).padStart(2, '0');

/** A schedule in words: "every 300 s", "hourly at :05", "daily at 03:30 (UTC)". */
export function scheduleText(t: T, schedule: JobInfo['schedule']): string {
  if (schedule.kind === 'per-brand') {
    const cadence = t(`job_cadence_${(schedule.cadence ?? 'daily').replace('-', '_')}`);
    return t('job_per_brand', { cadence, grace: schedule.graceMinutes ?? 0 });
  }
  if (schedule.kind === 'every') return t('job_every', { seconds: schedule.seconds ?? 0 });
  if (schedule.kind === 'hourly') return t('job_hourly', { minute: pad(schedule.minute) });
  return t('job_daily', { time: `${pad(schedule.hour)}:${pad(schedule.minute)}`, zone: schedule.timeZone ?? 'UTC' });
}

/** How long a run took, in seconds with one decimal; empty while it runs. */
export function durationText(run: Pick<JobRun, 'startedAt' | 'endedAt'>): string {
  if (!run.endedAt) return '';
  const ms = new Date(run.endedAt).getTime() - new Date(run.startedAt).getTime();
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}

export const STATUS_BADGE: Record<JobRun['status'], string> = {
  ok: 'badge badge--ok',
  failed: 'badge badge--danger',
  running: 'badge badge--warn',
};

/** What a run reported (rows deleted...), as key and value texts in the order it gave them. */
export function resultEntries(result: JobRun['result']): [string, string][] {
  return Object.entries(result ?? {}).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : JSON.stringify(value),
  ]);
}
