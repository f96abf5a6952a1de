import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { JobSchedule, Period } from './period.js';

/** What a job may log with: pino's and Fastify's loggers fit. */
export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** What a run receives: its period and the narrow dependencies every job needs; anything else the job closes over. */
export interface JobContext {
  /** For a per-brand job (`perBrand(...)`), `period.brand` is the brand and [start, end) its window. */
  period: Period;
  /** 1 for the first attempt at this period. */
  attempt: number;
  database: Pick<Database, 'db' | 'transaction'>;
  clock: Clock;
  log: JobLogger;
}

/**
 * What to do with periods missed while no instance ran (a deploy, an outage):
 * - 'skip': only the current period runs (cleanups, expiries: the next run covers what was missed);
 * - 'all': every missed period runs, oldest first, up to `maxCatchUp` of them (settlements, salaries).
 * The policy also governs retries: with 'skip' a failed run is retried only while its period is current.
 */
export type CatchUp = 'skip' | 'all';

export interface JobDefinition {
  /** Unique, kebab-case; it keys `job_runs` and the advisory lock, so renaming a job starts its history anew. */
  name: string;
  schedule: JobSchedule;
  catchUp: CatchUp;
  /** Periods run at most when catching up (catchUp 'all'); older missed ones are skipped with a warning. */
  maxCatchUp: number;
  /** Attempts per period, the first included. */
  maxAttempts: number;
  /** Wait before the second attempt; doubles with each further one, capped at `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How long a run may go without renewing its lease before another instance takes it as dead. */
  leaseMs: number;
  /**
   * The work. It must be idempotent by `period.key`: a run whose instance died after the work but before its
   * outcome was recorded runs again. What it answers (counts, ids) is recorded with the run.
   */
  run(ctx: JobContext): Promise<Record<string, unknown> | undefined>;
}

export type JobDeclaration = Pick<JobDefinition, 'name' | 'schedule' | 'run'> & Partial<JobDefinition>;

/** A job with the defaults filled in: skip missed periods, 5 attempts from 30 s backoff, 2-minute lease. */
export function defineJob<S extends JobSchedule>(
  declaration: JobDeclaration & { schedule: S },
): JobDefinition & { schedule: S } {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(declaration.name)) {
    throw new Error(`job name ${declaration.name}: kebab-case letters and digits`);
  }
  const job: JobDefinition & { schedule: S } = {
    catchUp: 'skip',
    maxCatchUp: 1000,
    maxAttempts: 5,
    backoffMs: 30_000,
    maxBackoffMs: 3_600_000,
    leaseMs: 120_000,
    ...declaration,
  };
  if (!Number.isInteger(job.maxAttempts) || job.maxAttempts < 1) throw new Error(`${job.name}: maxAttempts >= 1`);
  if (!(job.leaseMs >= 1000)) throw new Error(`${job.name}: leaseMs >= 1000`);
  return job;
}

/** The delay before attempt `attempts + 1`. */
export function backoffAfter(job: JobDefinition, attempts: number): number {
  return Math.min(job.backoffMs * 2 ** Math.max(0, attempts - 1), job.maxBackoffMs);
}
