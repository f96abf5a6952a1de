import type { Db } from '../db/client.js';
import { appJobs } from '../jobs/app-jobs.js';
import type { JobDefinition, JobLogger } from '../jobs/job-definition.js';
import { runPeriod } from '../jobs/job-runner.js';
import { type JobRun, latestRuns } from '../jobs/job-runs-repo.js';
import { describeSchedule, periodAt, periodOfKey } from '../jobs/period.js';

/** A mistake in the command line; admin-commands turns it into its usage error. */
export class JobsUsageError extends Error {}

const quiet: JobLogger = { info() {}, warn() {}, error() {} };

function view(run: JobRun) {
  return {
    period: run.periodKey,
    status: run.status,
    attempts: run.attempts,
    startedAt: run.startedAt.toISOString(),
    endedAt: run.endedAt?.toISOString() ?? null,
    ...(run.error ? { error: run.error } : {}),
    ...(run.nextAttemptAt && run.status === 'failed' ? { nextAttemptAt: run.nextAttemptAt.toISOString() } : {}),
    ...(run.result ? { result: run.result } : {}),
  };
}

/**
 * `jobs [--limit <n>]`: each job's schedule and latest runs. `jobs run <name> [--period <key>]`: runs the job's
 * current (or named) period now, in this process, under the same lock and claim as the scheduler; a failed period
 * is tried again even past its attempt limit, one that succeeded is not run twice.
 */
export async function runJobsCommand(
  ctx: { db: Db; now: () => Date },
  args: (string | undefined)[],
  values: { limit?: string | undefined; period?: string | undefined },
  jobs: readonly JobDefinition[] = appJobs(),
): Promise<unknown> {
  const [sub, name] = args;
  if (sub === undefined) {
    const limit = values.limit ? Number(values.limit) : 5;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new JobsUsageError('--limit is 1 to 100');
    const runs = await latestRuns(
      ctx.db,
      jobs.map((j) => j.name),
      limit,
    );
    return jobs.map((job) => ({
      job: job.name,
      schedule: describeSchedule(job.schedule),
      catchUp: job.catchUp,
      runs: runs.filter((r) => r.job === job.name).map(view),
    }));
  }
  if (sub !== 'run' || !name) throw new JobsUsageError('jobs [--limit <n>] | jobs run <name> [--period <key>]');
  const job = jobs.find((j) => j.name === name);
  if (!job) throw new JobsUsageError(`no job ${name}; jobs: ${jobs.map((j) => j.name).join(', ')}`);
  const period = values.period ? periodOfKey(job.schedule, values.period) : periodAt(job.schedule, ctx.now());
  if (!period)
    throw new JobsUsageError(`${values.period} is not a period of ${name} (${describeSchedule(job.schedule)})`);
  const database = {
    db: ctx.db,
    transaction: <T>(fn: (tx: Db) => Promise<T>) => ctx.db.transaction((tx) => fn(tx as unknown as Db)),
  };
  const report = await runPeriod({ database, clock: { now: ctx.now }, log: quiet }, job, period, { force: true });
  if (report.outcome === 'taken') return { ...report, run: report.run ? view(report.run) : null };
  return report;
}
