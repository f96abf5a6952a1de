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
  /** every (seconds), hourly (at minute) or daily (at hour:minute in a time zone). */
  schedule: z.object({
    kind: z.enum(['every', 'hourly', 'daily']),
    seconds: z.number().int().nullable(),
    hour: z.number().int().nullable(),
    minute: z.number().int().nullable(),
    timeZone: z.string().nullable(),
  }),
  catchUp: z.enum(['skip', 'all']),
  maxAttempts: z.number().int(),
  lastRun: jobRunRow.nullable(),
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
};
