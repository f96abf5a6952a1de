import { createHash } from 'node:crypto';
import { and, desc, eq, inArray, lt, lte, max, ne, or, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { jobRuns } from '../db/schema.js';

export type JobRun = typeof jobRuns.$inferSelect;

export type Claim =
  | { kind: 'claimed'; attempt: number }
  /** Another instance holds the job's lock or runs another period of it: try on a later tick. */
  | { kind: 'busy' }
  /** The period ran, is running, or is not due for another attempt. */
  | { kind: 'taken'; run: JobRun | null };

/** The job's advisory lock key: 64 bits of a hash of its name, the same in every instance. */
export function jobLockKey(job: string): string {
  return createHash('sha256').update(`wl-job:${job}`).digest().readBigInt64BE(0).toString();
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/**
 * Claims (job, period) for this instance, in one transaction under the job's advisory lock, so no two instances
 * ever interleave these steps: a run whose lease lapsed is marked failed (its instance died), another live run of
 * the job makes this one wait, and the unique (job, period_key) row is inserted or, when a failed attempt is due
 * (`force`: whenever it failed, for an operator's `jobs run`), taken again with one more attempt.
 */
export async function claimRun(
  database: Pick<Database, 'transaction'>,
  input: { job: string; periodKey: string; now: Date; leaseUntil: Date; maxAttempts: number; force?: boolean },
): Promise<Claim> {
  const { job, periodKey, now, leaseUntil } = input;
  return database.transaction(async (tx): Promise<Claim> => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${jobLockKey(job)}::bigint) as locked`),
    );
    if (!lock?.locked) return { kind: 'busy' };
    await tx
      .update(jobRuns)
      .set({
        status: 'failed',
        error: 'the instance running it stopped (lease lapsed)',
        endedAt: sql`${jobRuns.leaseUntil}`,
        nextAttemptAt: sql`${jobRuns.leaseUntil}`,
        leaseUntil: null,
      })
      .where(and(eq(jobRuns.job, job), eq(jobRuns.status, 'running'), lte(jobRuns.leaseUntil, now)));
    const [other] = await tx
      .select({ id: jobRuns.id })
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job), eq(jobRuns.status, 'running'), ne(jobRuns.periodKey, periodKey)))
      .limit(1);
    if (other) return { kind: 'busy' };
    const due = input.force
      ? sql`${jobRuns.status} = 'failed'`
      : sql`${jobRuns.status} = 'failed' and ${jobRuns.attempts} < ${input.maxAttempts} and ${jobRuns.nextAttemptAt} <= ${now.toISOString()}::timestamptz`;
    const [claimed] = await tx
      .insert(jobRuns)
      .values({ job, periodKey, status: 'running', attempts: 1, startedAt: now, leaseUntil })
      .onConflictDoUpdate({
        target: [jobRuns.job, jobRuns.periodKey],
        set: {
          status: 'running',
          attempts: sql`${jobRuns.attempts} + 1`,
          startedAt: now,
          endedAt: null,
          leaseUntil,
          nextAttemptAt: null,
          error: null,
          result: null,
        },
        setWhere: due,
      })
      .returning({ attempts: jobRuns.attempts });
    if (claimed) return { kind: 'claimed', attempt: claimed.attempts };
    const [run] = await tx
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, job), eq(jobRuns.periodKey, periodKey)));
    return { kind: 'taken', run: run ?? null };
  });
}

const ours = (job: string, periodKey: string, attempt: number) =>
  and(
    eq(jobRuns.job, job),
    eq(jobRuns.periodKey, periodKey),
    eq(jobRuns.attempts, attempt),
    eq(jobRuns.status, 'running'),
  );

/** Keeps a long run alive. False when the run is no longer ours (its lease lapsed and another instance took it). */
export async function renewLease(
  db: Db,
  run: { job: string; periodKey: string; attempt: number },
  leaseUntil: Date,
): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ leaseUntil })
    .where(ours(run.job, run.periodKey, run.attempt))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** Records how the attempt ended; false when the run was no longer ours. */
export async function finishRun(
  db: Db,
  run: { job: string; periodKey: string; attempt: number },
  outcome:
    | { status: 'ok'; at: Date; result: Record<string, unknown> | null }
    | { status: 'failed'; at: Date; error: string; nextAttemptAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set(
      outcome.status === 'ok'
        ? { status: 'ok', endedAt: outcome.at, leaseUntil: null, result: outcome.result }
        : {
            status: 'failed',
            endedAt: outcome.at,
            leaseUntil: null,
            error: outcome.error,
            nextAttemptAt: outcome.nextAttemptAt,
          },
    )
    .where(ours(run.job, run.periodKey, run.attempt))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/**
 * The newest period the job has a row for (keys of one schedule sort in time order); with a prefix, the newest of
 * the keys that start with it (one brand's, for a per-brand job).
 */
export async function lastPeriodKey(db: Db, job: string, prefix = ''): Promise<string | null> {
  const [row] = await db
    .select({ key: max(jobRuns.periodKey) })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), prefix ? sql`starts_with(${jobRuns.periodKey}, ${prefix})` : undefined));
  return row?.key ?? null;
}

/** Periods of the job whose next attempt is due: failed with attempts left, or running with a lapsed lease. */
export async function retriesDue(db: Db, job: string, now: Date, maxAttempts: number): Promise<string[]> {
  const rows = await db
    .select({ key: jobRuns.periodKey })
    .from(jobRuns)
    .where(
      and(
        eq(jobRuns.job, job),
        lt(jobRuns.attempts, maxAttempts),
        or(
          and(eq(jobRuns.status, 'failed'), lte(jobRuns.nextAttemptAt, now)),
          and(eq(jobRuns.status, 'running'), lte(jobRuns.leaseUntil, now)),
        ),
      ),
    )
    .orderBy(jobRuns.periodKey)
    .limit(100);
  return rows.map((r) => r.key);
}

export async function findRun(db: Db, job: string, periodKey: string): Promise<JobRun | null> {
  const [row] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.periodKey, periodKey)));
  return row ?? null;
}

/** The latest `perJob` runs of each of `jobs`, newest period first. */
export async function latestRuns(db: Db, jobs: string[], perJob: number): Promise<JobRun[]> {
  if (jobs.length === 0) return [];
  const ranked = db
    .select({
      id: jobRuns.id,
      rank: sql<number>`row_number() over (partition by ${jobRuns.job} order by ${jobRuns.periodKey} desc)`.as('rank'),
    })
    .from(jobRuns)
    .where(inArray(jobRuns.job, jobs))
    .as('ranked');
  return db
    .select()
    .from(jobRuns)
    .innerJoin(ranked, eq(ranked.id, jobRuns.id))
    .where(lte(ranked.rank, perJob))
    .orderBy(jobRuns.job, desc(jobRuns.periodKey))
    .then((rows) => rows.map((r) => r.job_runs));
}

/** Forgets finished runs that started before `before` (the daily cleanup keeps the table small). */
export async function deleteRunsBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(jobRuns)
    .where(and(lt(jobRuns.startedAt, before), ne(jobRuns.status, 'running')))
    .returning({ id: jobRuns.id });
  return rows.length;
}
