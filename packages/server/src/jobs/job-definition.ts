import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { TestGatewayService } from '../modules/cashier/channels/test-gateway-service.js';
import type { DepositExpiry } from '../modules/cashier/deposit-expiry.js';
import type { P2pService } from '../modules/cashier/p2p-service.js';
import type { LotteryDraws } from '../modules/lottery/lottery-draw-service.js';
import type { LotterySettlement } from '../modules/lottery/lottery-settlement.js';
import type { JobSchedule, Period } from './period.js';

/** What a job may log with: pino's and Fastify's loggers fit. */
export interface JobLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/**
 * The services a job may name in its `needs`; the runner hands it those, taken from the composition root
 * (src/services.ts), so no job builds a service (or the ledger) itself.
 */
export interface JobServices {
  lotteryDraws: Pick<
    LotteryDraws,
    'scheduleAhead' | 'advanceStates' | 'drawDue' | 'fetchOfficial' | 'cancelPastDeadline'
  >;
  lotterySettlement: Pick<LotterySettlement, 'settleDrawn' | 'advanceChases'>;
  depositExpiry: DepositExpiry;
  p2p: Pick<P2pService, 'runTimeouts'>;
  testGateway: Pick<TestGatewayService, 'deliverDue'>;
}

export type JobServiceName = keyof JobServices;

/** What a run receives: its period, the narrow dependencies every job needs, and the services the job named. */
export interface JobContext<N extends JobServiceName = never> {
  /** For a per-brand job (`perBrand(...)`), `period.brand` is the brand and [start, end) its window. */
  period: Period;
  /** 1 for the first attempt at this period. */
  attempt: number;
  database: Pick<Database, 'db' | 'transaction'>;
  clock: Clock;
  log: JobLogger;
  /** The services the job named in `needs`, and only those. */
  services: Pick<JobServices, N>;
}

/**
 * What to do with periods missed while no instance ran (a deploy, an outage):
 * - 'skip': only the current period runs (cleanups, expiries: the next run covers what was missed);
 * - 'all': every missed period runs, oldest first, up to `maxCatchUp` of them (settlements, salaries).
 * The policy also governs retries: with 'skip' a failed run is retried only while its period is current.
 */
export type CatchUp = 'skip' | 'all';

export interface JobDefinition<N extends JobServiceName = JobServiceName> {
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
  /** The services the run uses (JobServices), handed over by the runner. */
  needs: readonly N[];
  /**
   * The work. It must be idempotent by `period.key`: a run whose instance died after the work but before its
   * outcome was recorded runs again. What it answers (counts, ids) is recorded with the run.
   */
  run(ctx: JobContext<N>): Promise<Record<string, unknown> | undefined>;
}

export type JobDeclaration<N extends JobServiceName = never> = Pick<JobDefinition<N>, 'name' | 'schedule' | 'run'> &
  Partial<JobDefinition<N>>;

/** A job with the defaults filled in: no services, skip missed periods, 5 attempts from 30 s backoff, 2-minute lease. */
export function defineJob<S extends JobSchedule, N extends JobServiceName = never>(
  declaration: JobDeclaration<N> & { schedule: S },
): JobDefinition<N> & { schedule: S } {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(declaration.name)) {
    throw new Error(`job name ${declaration.name}: kebab-case letters and digits`);
  }
  const job: JobDefinition<N> & { schedule: S } = {
    needs: [],
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

/** The services `job` named, taken from `services` (the root): a job never sees one it did not name. */
export function servicesFor<N extends JobServiceName>(
  job: Pick<JobDefinition<N>, 'name' | 'needs'>,
  services: Partial<JobServices>,
): Pick<JobServices, N> {
  const picked: Partial<JobServices> = {};
  for (const name of job.needs) {
    const service = services[name];
    if (!service) throw new Error(`job ${job.name} needs ${name}, which its runner was not given`);
    Object.assign(picked, { [name]: service });
  }
  return picked as Pick<JobServices, N>;
}

/** The delay before attempt `attempts + 1`. */
export function backoffAfter(job: Pick<JobDefinition, 'backoffMs' | 'maxBackoffMs'>, attempts: number): number {
  return Math.min(job.backoffMs * 2 ** Math.max(0, attempts - 1), job.maxBackoffMs);
}
