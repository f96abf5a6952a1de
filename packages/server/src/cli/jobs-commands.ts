import { cliDeskActor } from '../domain/desk-actor.js';
import { appJobs } from '../jobs/app-jobs.js';
import { type JobRun, latestRuns } from '../jobs/job-runs-repo.js';
import { describeSchedule } from '../jobs/period.js';
import { DomainError } from '../lib/errors.js';
import type { AdminContext } from './admin-context.js';

/** A mistake in the command line; admin-commands turns it into its usage error. */
export class JobsUsageError extends Error {}

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
 * current (or named) period now, in this process, through the jobs desk's service (jobs-desk-service.ts `run`).
 */
export async function runJobsCommand(
  ctx: AdminContext,
  args: (string | undefined)[],
  values: { limit?: string | undefined; period?: string | undefined },
): Promise<unknown> {
  // The jobs of the jobs desk (services.ts jobsDesk): the ones every instance schedules.
  const jobs = appJobs();
  const [sub, name] = args;
  if (sub === undefined) {
    const limit = values.limit ? Number(values.limit) : 5;
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new JobsUsageError('--limit is 1 to 100');
    const runs = await latestRuns(
      ctx.root.database.db,
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
  // The jobs desk's service, as the console's "run now": the same lock and claim, and an audit row (cli:<user>).
  const desk = ctx.root.jobsDesk;
  try {
    return await desk.run(cliDeskActor(), { job: job.name, period: values.period });
  } catch (err) {
    if (err instanceof DomainError && err.code === 'invalid_input') throw new JobsUsageError(err.message);
    throw err;
  }
}
