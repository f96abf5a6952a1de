import { z } from 'zod';
import { text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { empty, paged, pageQuery } from '../schemas.js';

export const JOB_RUN_STATUSES = ['running', 'ok', 'failed'] as const;

export const jobRunRow = z.object({
  id: z.number().int(),
  job: z.string(),
  periodKey: z.string(),
  status: z.enum(JOB_RUN_STATUSES),
  attempts: z.number().int(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  /** A short message, never a stack. */
  error: z.string().nullable(),
  result: z.record(z.string(), z.unknown()).nullable(),
});

export const jobInfo = z.object({
  name: z.string(),
  /**
   * every (seconds), hourly (at minute), daily (at hour:minute in a time zone), or per-brand: once per brand and
   * window of `cadence` in the brand's own zone, `graceMinutes` after the window ends (periods keyed brand/window).
   */
  schedule: z.object({
    kind: z.enum(['every', 'hourly', 'daily', 'per-brand']),
    cadence: z.enum(['five-minutes', 'hourly', 'daily', 'weekly', 'half-monthly', 'monthly']).nullable(),
    graceMinutes: z.number().int().nullable(),
    seconds: z.number().int().nullable(),
    hour: z.number().int().nullable(),
    minute: z.number().int().nullable(),
    timeZone: z.string().nullable(),
  }),
  catchUp: z.enum(['skip', 'all']),
  maxAttempts: z.number().int(),
  lastRun: jobRunRow.nullable(),
});

/** What running a job's period by hand did. */
export const jobRunReport = z.object({
  job: z.string(),
  period: z.string(),
  /** ok or failed: it ran now; busy: another instance holds the job; taken: ran already or is running elsewhere. */
  outcome: z.enum(['ok', 'failed', 'busy', 'taken']),
  error: z.string().nullable(),
  run: jobRunRow.nullable(),
});

export const operatorJobRoutes = {
  jobList: operatorRoute({
    method: 'GET',
    path: '/console/api/jobs',
    auth: 'operator',
    capability: 'jobs.read',
    brandScoped: false,
    audited: false,
    tier: 'read',
    area: 'jobs',
    summary: 'The scheduled jobs every server instance runs, their schedules and latest run',
    request: empty,
    response: z.object({ jobs: z.array(jobInfo) }),
  }),
  jobRuns: operatorRoute({
    method: 'GET',
    path: '/console/api/jobs/runs',
    auth: 'operator',
    capability: 'jobs.read',
    brandScoped: false,
    audited: false,
    tier: 'read',
    area: 'jobs',
    summary: 'Recorded runs of the scheduled jobs, newest first: filter by job and outcome',
    request: pageQuery.extend({
      job: text().trim().max(64).optional(),
      status: z.enum(JOB_RUN_STATUSES).optional(),
    }),
    response: paged(jobRunRow).extend({ total: z.number().int() }),
  }),
  jobRun: operatorRoute({
    method: 'POST',
    path: '/console/api/jobs/run',
    auth: 'operator',
    capability: 'jobs.run',
    brandScoped: false,
    audited: true,
    tier: 'write',
    area: 'jobs',
    summary:
      "Runs a job's current period (or the named one) now, under the scheduler's lock: a failed period is tried " +
      'again, one that succeeded is never run twice',
    request: z.object({ job: text().trim().min(1).max(64), period: text().trim().min(1).max(40).optional() }),
    response: jobRunReport,
  }),
};
