import type { jobInfo, jobRunReport, jobRunRow } from '@wl/contract/operator-routes/jobs';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import type { DeskActor } from '../../domain/desk-actor.js';
import type { OperatorActor } from '../../domain/operator-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import type { JobDefinition, JobLogger, JobServices } from '../../jobs/job-definition.js';
import { type BrandSource, createJobPeriods } from '../../jobs/job-periods.js';
import { runPeriod } from '../../jobs/job-runner.js';
import { latestRuns } from '../../jobs/job-runs-repo.js';
import { describeSchedule } from '../../jobs/period.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { createJobsDeskRepo, type JobRunFilter, type JobRunRow } from './jobs-desk-repo.js';

export type JobsDeskDeps = Pick<AppDeps, 'clock'> & {
  database: Pick<AppDeps['database'], 'db' | 'transaction'>;
  /** The brands and their zones, for per-brand jobs' periods. */
  brandRefs: BrandSource;
  /** The services a job run now may name (the root's). */
  jobServices: JobServices;
};

const quiet: JobLogger = { info() {}, warn() {}, error() {} };

function runOf(row: JobRunRow): z.input<typeof jobRunRow> {
  return {
    id: row.id,
    job: row.job,
    periodKey: row.periodKey,
    status: row.status,
    attempts: row.attempts,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    error: row.error,
    result: row.result,
  };
}

function scheduleOf(job: JobDefinition): z.input<typeof jobInfo>['schedule'] {
  const s = job.schedule;
  return {
    kind: s.kind,
    cadence: s.kind === 'per-brand' ? s.cadence : null,
    graceMinutes: s.kind === 'per-brand' ? s.graceMs / 60_000 : null,
    seconds: s.kind === 'every' ? s.seconds : null,
    hour: s.kind === 'daily' ? s.hour : null,
    minute: s.kind === 'hourly' || s.kind === 'daily' ? s.minute : null,
    timeZone: s.kind === 'daily' ? s.timeZone : null,
  };
}

/**
 * The jobs desk (design.md "Background work and scale"): the jobs every instance schedules (jobs/app-jobs.ts) and their
 * recorded runs (`job_runs`). Jobs are the system's, not a brand's: any operator with jobs.read sees them; jobs.run
 * runs a period now, as the command line's `jobs run` does (the same code), audited.
 */
export function createJobsDeskService(
  deps: JobsDeskDeps & { audit: AuditService },
  jobs: readonly JobDefinition[],
  log: JobLogger = quiet,
) {
  const repo = createJobsDeskRepo(deps.database.db);
  const { audit } = deps;
  return {
    /**
     * Runs the job's current (or named) period now under the same lock and claim as the scheduler: a failed period
     * is tried again even past its attempt limit; one that succeeded or is running is not run again.
     */
    async run(actor: DeskActor, input: { job: string; period?: string | undefined }) {
      const job = jobs.find((j) => j.name === input.job);
      if (!job) throw new DomainError('not_found', { message: `No job ${input.job}` });
      const periods = createJobPeriods(deps.brandRefs);
      const period = input.period
        ? await periods.ofKey(job.schedule, input.period)
        : job.schedule.kind === 'per-brand'
          ? null
          : (await periods.current(job.schedule, deps.clock.now()))[0];
      if (!period) {
        throw new DomainError('invalid_input', {
          message: input.period
            ? `${input.period} is not a period of ${job.name} (${describeSchedule(job.schedule)})`
            : `Name the period of ${job.name} to run: <brand>/<window key> (${describeSchedule(job.schedule)})`,
        });
      }
      const report = await runPeriod(
        { database: deps.database, clock: deps.clock, log, services: deps.jobServices },
        job,
        period,
        {
          force: true,
        },
      );
      const ran = await repo.runOf(job.name, period.key);
      const value: z.input<typeof jobRunReport> = {
        job: job.name,
        period: period.key,
        outcome: report.outcome,
        error: report.outcome === 'failed' ? report.error : null,
        run: ran ? runOf(ran) : null,
      };
      // The run has its own transactions; its audit row says who asked and what came of it.
      await audit.record(
        actor.audit,
        {
          action: 'jobRun',
          targetType: 'job',
          targetId: job.name,
          brandId: null,
          before: null,
          after: { period: period.key, outcome: report.outcome, ...(value.error ? { error: value.error } : {}) },
        },
        deps.database.db,
      );
      return value;
    },

    async list(_actor: OperatorActor) {
      const latest = await latestRuns(
        deps.database.db,
        jobs.map((j) => j.name),
        1,
      );
      return {
        jobs: jobs.map((job) => {
          const last = latest.find((r) => r.job === job.name);
          return {
            name: job.name,
            schedule: scheduleOf(job),
            catchUp: job.catchUp,
            maxAttempts: job.maxAttempts,
            lastRun: last ? runOf(last) : null,
          };
        }),
      };
    },

    /** A job's latest runs, newest first, as the desk shows them (the lottery desk shows its settlement job's). */
    async recentRuns(job: string, limit: number) {
      return (await repo.runs({ job }, { offset: 0, limit })).rows.map(runOf);
    },

    async runs(_actor: OperatorActor, input: JobRunFilter & { pageNo: number; pageSize?: number | undefined }) {
      const page = pageOf(input, 50);
      const { rows, total } = await repo.runs({ job: input.job, status: input.status }, page);
      return pagedOf(rows.map(runOf), total, page, { minPages: 1 });
    },
  };
}

export type JobsDeskService = ReturnType<typeof createJobsDeskService>;
