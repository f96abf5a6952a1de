import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { backoffAfter, type JobDefinition, type JobLogger, type JobServices, servicesFor } from './job-definition.js';
import { claimRun, finishRun, type JobRun, renewLease } from './job-runs-repo.js';
import type { Period } from './period.js';

export type RunReport =
  | { job: string; period: string; outcome: 'ok'; attempt: number; result: Record<string, unknown> | null }
  | { job: string; period: string; outcome: 'failed'; attempt: number; error: string }
  /** Another instance holds the job's lock or runs another of its periods. */
  | { job: string; period: string; outcome: 'busy' }
  /** Ran already, running elsewhere, or waiting for its backoff: nothing done. */
  | { job: string; period: string; outcome: 'taken'; run: JobRun | null };

export interface RunnerDeps {
  database: Pick<Database, 'db' | 'transaction'>;
  clock: Clock;
  log: JobLogger;
  /** Where the services jobs name come from: the composition root (src/services.ts); none for jobs that name none. */
  services?: Partial<JobServices>;
}

/**
 * What a failed run records and logs: the first line of the message, at most 200 characters. Never the stack, and
 * never a query's text or parameters (Drizzle puts both in its message; the database's own words are on the cause).
 */
export function shortError(err: unknown): string {
  const e = err as { message?: unknown; cause?: { message?: unknown } } | null;
  let message = typeof e?.message === 'string' ? e.message : 'failed';
  if (message.startsWith('Failed query') || message.includes('params:')) {
    message = typeof e?.cause?.message === 'string' ? e.cause.message : 'query failed';
  }
  const line = message.split('\n')[0]?.trim() || 'failed';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * Runs one period of a job if this instance can claim it (job-runs-repo.ts claimRun), renewing the lease while the
 * work goes on, and records the outcome. `force` (an operator's `jobs run`) retries a failed period at once, even
 * past its attempt limit; it never runs again a period that succeeded or is running.
 */
export async function runPeriod(
  deps: RunnerDeps,
  job: JobDefinition,
  period: Period,
  opts: { force?: boolean } = {},
): Promise<RunReport> {
  const { database, clock, log } = deps;
  const base = { job: job.name, period: period.key };
  const claim = await claimRun(database, {
    job: job.name,
    periodKey: period.key,
    now: clock.now(),
    leaseUntil: new Date(clock.now().getTime() + job.leaseMs),
    maxAttempts: job.maxAttempts,
    ...(opts.force ? { force: true } : {}),
  });
  if (claim.kind === 'busy') return { ...base, outcome: 'busy' };
  if (claim.kind === 'taken') return { ...base, outcome: 'taken', run: claim.run };

  const run = { job: job.name, periodKey: period.key, attempt: claim.attempt };
  const heartbeat = setInterval(() => {
    renewLease(database.db, run, new Date(clock.now().getTime() + job.leaseMs)).then(
      (still) => {
        if (!still) log.warn(base, 'job run lost its lease to another instance');
      },
      (err) => log.warn({ ...base, error: shortError(err) }, 'job lease not renewed'),
    );
  }, job.leaseMs / 3);
  heartbeat.unref();
  const startedAt = Date.now();
  try {
    const services = servicesFor(job, deps.services ?? {});
    const result = await job.run({ period, attempt: claim.attempt, database, clock, log, services });
    await finishRun(database.db, run, { status: 'ok', at: clock.now(), result: result ?? null });
    log.info({ ...base, attempt: claim.attempt, ms: Date.now() - startedAt, result }, 'job ran');
    return { ...base, outcome: 'ok', attempt: claim.attempt, result: result ?? null };
  } catch (err) {
    const error = shortError(err);
    const retryIn = backoffAfter(job, claim.attempt);
    await finishRun(database.db, run, {
      status: 'failed',
      at: clock.now(),
      error,
      nextAttemptAt: new Date(clock.now().getTime() + retryIn),
    });
    const last = claim.attempt >= job.maxAttempts;
    log[last ? 'error' : 'warn'](
      { ...base, attempt: claim.attempt, error, ...(last ? {} : { retryInMs: retryIn }) },
      last ? 'job failed; no attempts left' : 'job failed; will retry',
    );
    return { ...base, outcome: 'failed', attempt: claim.attempt, error };
  } finally {
    clearInterval(heartbeat);
  }
}
