import type { JobDefinition } from './job-definition.js';
import { type BrandSource, createJobPeriods } from './job-periods.js';
import { type RunnerDeps, type RunReport, runPeriod, shortError } from './job-runner.js';
import { lastPeriodKey, retriesDue } from './job-runs-repo.js';
import type { Period } from './period.js';

/**
 * The scheduler of periodic work (design.md "Background work and scale"): every server instance runs it, and each
 * period of each job runs once across all of them.
 *
 * Declaring a job: write it with `defineJob` in a file of its own and add it to `appJobs()` (app-jobs.ts):
 *
 *   export const drawJob = defineJob({
 *     name: 'lottery-draw',                 // unique; keys job_runs and the advisory lock
 *     schedule: every.minutes(1),           // or every.seconds(n), hourly({ minute }), daily('04:00', 'Asia/Dhaka'),
 *                                           // or perBrand('daily', { graceMinutes: 10 }): once per brand and day of
 *                                           // its own zone, ctx.period.brand and [start, end) its window
 *     catchUp: 'all',                       // 'skip' (default): missed periods are dropped; 'all': run oldest first
 *     maxAttempts: 5, backoffMs: 10_000,    // a failed period is retried, waiting 10 s, 20 s, 40 s...
 *     needs: ['lotteryDraws'],              // the services it uses (JobServices): the root's, handed over as ctx.services
 *     async run({ period, database, clock, log, services }) {
 *       const drawn = await services.lotteryDraws.drawPeriod(period.key, period.start);  // idempotent by period.key
 *       return { drawn };                   // recorded with the run
 *     },
 *   });
 *
 * How it runs once: at each tick (at every period boundary and at least every `pollMs`) an instance claims
 * (job, period) in `job_runs` under the job's PostgreSQL advisory lock (job-runs-repo.ts claimRun); the unique row
 * decides who runs it, and a lease renewed during the run lets others notice a dead instance and retry. Time comes
 * from the injected clock, so tests call `tick()` with a fixed clock instead of waiting. Timers are unref'd and
 * `stop()` (on app close) waits for the runs in flight.
 */
export interface Scheduler {
  readonly jobs: readonly JobDefinition[];
  /** Runs whatever is due now for every job: the current period, retries, and (catchUp 'all') missed periods. */
  tick(): Promise<RunReport[]>;
  /** One period of one job now (operators' `jobs run`): retries it even when failed for good. */
  runNow(job: JobDefinition, period: Period): Promise<RunReport>;
  start(): void;
  stop(): Promise<void>;
}

export interface SchedulerOptions extends RunnerDeps {
  jobs: readonly JobDefinition[];
  /** The brands and their time zones, for per-brand jobs (none without it). */
  brands?: BrandSource;
  /** Longest wait between two ticks of a job, for retries and other instances' failures (default 15 s). */
  pollMs?: number;
}

/** How long a timer trusts that its job's current period is done before looking again. */
const RECHECK_MS = 5 * 60_000;

export function createScheduler(options: SchedulerOptions): Scheduler {
  const { jobs, clock, log, database } = options;
  const pollMs = options.pollMs ?? 15_000;
  const names = new Set<string>();
  for (const job of jobs) {
    if (names.has(job.name)) throw new Error(`two jobs are named ${job.name}`);
    names.add(job.name);
  }
  const periods = createJobPeriods(options.brands ?? (async () => []));
  const timers = new Map<string, NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();
  let stopped = true;

  /** The periods to try now, oldest first: the current ones (one per brand for a per-brand job), missed, retries. */
  async function plan(job: JobDefinition): Promise<Period[]> {
    const current = await periods.current(job.schedule, clock.now());
    if (job.catchUp === 'skip') return current;
    const missed: Period[] = [...current];
    for (const now of current) {
      const last = await lastPeriodKey(database.db, job.name, periods.prefixOf(now));
      if (last === null) continue;
      let p = periods.previous(job.schedule, now);
      let count = 1;
      while (p.key > last && count < job.maxCatchUp) {
        missed.push(p);
        count++;
        p = periods.previous(job.schedule, p);
      }
      if (p.key > last)
        log.warn({ job: job.name, after: last, from: p.key }, 'job missed too many periods; older skipped');
    }
    const retries: Period[] = [];
    for (const key of await retriesDue(database.db, job.name, clock.now(), job.maxAttempts)) {
      const p = await periods.ofKey(job.schedule, key);
      if (p) retries.push(p);
    }
    const byKey = new Map([...retries, ...missed].map((p) => [p.key, p]));
    return [...byKey.values()].sort((a, b) => a.start.getTime() - b.start.getTime() || a.key.localeCompare(b.key));
  }

  async function tickJob(job: JobDefinition): Promise<RunReport[]> {
    const reports: RunReport[] = [];
    try {
      for (const period of await plan(job)) {
        const report = await runPeriod(options, job, period);
        reports.push(report);
        if (report.outcome === 'busy') break;
      }
    } catch (err) {
      // The database is away or the outcome could not be recorded: the lease lapses and a later tick retries.
      log.error({ job: job.name, error: shortError(err) }, 'job tick failed');
    }
    return reports;
  }

  function track<T>(p: Promise<T>): Promise<T> {
    inFlight.add(p);
    return p.finally(() => inFlight.delete(p));
  }

  /**
   * Periods this instance saw succeed, so its timer leaves the database alone until the next period (a daily job
   * would otherwise claim every `pollMs`); it still looks every RECHECK_MS for others' failures to retry.
   */
  const settled = new Map<string, { key: string; at: number }>();

  async function timedTick(job: JobDefinition): Promise<void> {
    const now = clock.now().getTime();
    const currentKeys = (await periods.current(job.schedule, clock.now())).map((p) => p.key);
    const current = currentKeys.join(' ');
    const seen = settled.get(job.name);
    if (seen?.key === current && now - seen.at < RECHECK_MS) return;
    const reports = await tickJob(job);
    const done = currentKeys.every((key) =>
      reports.some(
        (r) => r.period === key && (r.outcome === 'ok' || (r.outcome === 'taken' && r.run?.status === 'ok')),
      ),
    );
    if (done && reports.every((r) => r.outcome === 'ok' || r.outcome === 'taken')) {
      settled.set(job.name, { key: current, at: now });
    }
  }

  function schedule(job: JobDefinition, delay: number) {
    if (stopped) return;
    const timer = setTimeout(() => {
      const ticked = timedTick(job).catch((err) =>
        log.error({ job: job.name, error: shortError(err) }, 'job tick failed'),
      );
      void track(ticked)
        .then(() => periods.untilNext(job.schedule, clock.now()))
        .catch(() => pollMs)
        .then((untilNext) => schedule(job, Math.max(50, Math.min(untilNext, pollMs))));
    }, delay);
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    jobs,
    async tick() {
      return (await Promise.all(jobs.map((job) => track(tickJob(job))))).flat();
    },
    runNow: (job, period) => track(runPeriod(options, job, period, { force: true })),
    start() {
      if (!stopped) return;
      stopped = false;
      // The first tick at once: whatever was missed while no instance ran is caught up (or skipped) now.
      for (const job of jobs) schedule(job, 0);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
