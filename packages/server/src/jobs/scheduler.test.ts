import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { jobRuns } from '../db/schema.js';
import { fixedClock } from '../lib/clock.js';
import { openBareDatabase } from '../test/test-database.js';
import { defineJob, type JobContext, type JobDeclaration, type JobLogger, type JobServices } from './job-definition.js';
import { shortError } from './job-runner.js';
import { every, periodAt } from './period.js';
import { createScheduler } from './scheduler.js';

let database: Database;
let closeDatabase = async () => {};
const clock = fixedClock(new Date('2026-11-23T12:00:10Z'));
const logged: { level: string; obj: object; msg?: string }[] = [];
const log: JobLogger = {
  info: (obj, msg) => logged.push({ level: 'info', obj, ...(msg ? { msg } : {}) }),
  warn: (obj, msg) => logged.push({ level: 'warn', obj, ...(msg ? { msg } : {}) }),
  error: (obj, msg) => logged.push({ level: 'error', obj, ...(msg ? { msg } : {}) }),
};

beforeAll(async () => {
  // PGlite, or a fresh PostgreSQL database when DATABASE_URL is set (then concurrent ticks race for real).
  ({ database, close: closeDatabase } = await openBareDatabase());
}, 120_000);
afterAll(() => closeDatabase());
beforeEach(async () => {
  await database.db.delete(jobRuns);
  clock.set(new Date('2026-11-23T12:00:10Z'));
  logged.length = 0;
});

/** A job that records every call; `fail(ctx)` decides whether an attempt throws. */
function counting(name: string, extra: Partial<JobDeclaration> = {}, fail?: (ctx: JobContext) => boolean) {
  const calls: { period: string; attempt: number }[] = [];
  const job = defineJob({
    name,
    schedule: every.minutes(1),
    async run(ctx) {
      calls.push({ period: ctx.period.key, attempt: ctx.attempt });
      if (fail?.(ctx)) throw new Error(`boom on ${ctx.period.key}`);
      return { period: ctx.period.key };
    },
    ...extra,
  });
  return { job, calls };
}

const scheduler = (...jobs: ReturnType<typeof counting>['job'][]) => createScheduler({ database, clock, log, jobs });
const rows = (job: string) => database.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.periodKey);

describe('scheduler', () => {
  it('runs each period once however often it ticks', async () => {
    const { job, calls } = counting('once');
    const s = scheduler(job);
    const first = await s.tick();
    expect(first).toEqual([
      { job: 'once', period: '2026-11-23T12:00', outcome: 'ok', attempt: 1, result: { period: '2026-11-23T12:00' } },
    ]);
    await Promise.all([s.tick(), s.tick(), s.tick()]);
    clock.advance(40_000);
    expect((await s.tick())[0]).toMatchObject({ outcome: 'taken', run: { status: 'ok' } });
    clock.advance(20_000);
    await s.tick();
    await s.tick();
    expect(calls.map((c) => c.period)).toEqual(['2026-11-23T12:00', '2026-11-23T12:01']);
    const runs = await rows('once');
    expect(runs.map((r) => [r.periodKey, r.status, r.attempts])).toEqual([
      ['2026-11-23T12:00', 'ok', 1],
      ['2026-11-23T12:01', 'ok', 1],
    ]);
    expect(runs[0]?.startedAt.toISOString()).toBe('2026-11-23T12:00:10.000Z');
    expect(runs[0]?.endedAt?.toISOString()).toBe('2026-11-23T12:00:10.000Z');
    expect(runs[0]?.result).toEqual({ period: '2026-11-23T12:00' });
  });

  it('runs once when two schedulers share the database and tick together', async () => {
    const { job, calls } = counting('shared');
    const a = scheduler(job);
    const b = scheduler(job);
    for (let minute = 0; minute < 5; minute++) {
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()]);
      clock.advance(60_000);
    }
    expect(calls.map((c) => c.period)).toEqual([
      '2026-11-23T12:00',
      '2026-11-23T12:01',
      '2026-11-23T12:02',
      '2026-11-23T12:03',
      '2026-11-23T12:04',
    ]);
    expect(await rows('shared')).toHaveLength(5);
  });

  it('retries a failed run after its backoff, then records success', async () => {
    const { job, calls } = counting('flaky', { backoffMs: 30_000 }, (ctx) => ctx.attempt === 1);
    const s = scheduler(job);
    expect(await s.tick()).toEqual([
      { job: 'flaky', period: '2026-11-23T12:00', outcome: 'failed', attempt: 1, error: 'boom on 2026-11-23T12:00' },
    ]);
    let [run] = await rows('flaky');
    expect(run).toMatchObject({ status: 'failed', attempts: 1, error: 'boom on 2026-11-23T12:00' });
    expect(run?.nextAttemptAt?.toISOString()).toBe('2026-11-23T12:00:40.000Z');
    expect(logged).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'job failed; will retry' }));

    clock.advance(29_000);
    expect((await s.tick())[0]).toMatchObject({ outcome: 'taken' });
    clock.advance(1_000);
    expect((await s.tick())[0]).toMatchObject({ outcome: 'ok', attempt: 2 });
    [run] = await rows('flaky');
    expect(run).toMatchObject({ status: 'ok', attempts: 2, error: null, nextAttemptAt: null });
    expect(calls).toEqual([
      { period: '2026-11-23T12:00', attempt: 1 },
      { period: '2026-11-23T12:00', attempt: 2 },
    ]);
  });

  it('stops after its attempts, doubling the wait; an operator run tries once more', async () => {
    const { job, calls } = counting(
      'broken',
      { schedule: every.minutes(5), maxAttempts: 3, backoffMs: 10_000 },
      () => true,
    );
    const s = scheduler(job);
    await s.tick();
    clock.advance(10_000);
    await s.tick();
    let [run] = await rows('broken');
    expect(run?.nextAttemptAt?.toISOString()).toBe('2026-11-23T12:00:40.000Z');
    clock.advance(20_000);
    await s.tick();
    clock.advance(120_000);
    expect((await s.tick())[0]).toMatchObject({ outcome: 'taken', run: { status: 'failed', attempts: 3 } });
    expect(calls).toHaveLength(3);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', msg: 'job failed; no attempts left' }));

    const forced = await s.runNow(job, periodAt(every.minutes(5), clock.now()));
    expect(forced).toMatchObject({ outcome: 'failed', attempt: 4 });
    [run] = await rows('broken');
    expect(run).toMatchObject({ status: 'failed', attempts: 4 });
  });

  it('with catch-up "all" runs the periods missed while down, oldest first, up to its limit', async () => {
    const { job, calls } = counting('settle', { catchUp: 'all', maxCatchUp: 4 });
    const s = scheduler(job);
    await s.tick();
    clock.advance(3 * 60_000);
    await s.tick();
    expect(calls.map((c) => c.period)).toEqual([
      '2026-11-23T12:00',
      '2026-11-23T12:01',
      '2026-11-23T12:02',
      '2026-11-23T12:03',
    ]);
    clock.advance(10 * 60_000);
    await s.tick();
    expect(calls.slice(4).map((c) => c.period)).toEqual([
      '2026-11-23T12:10',
      '2026-11-23T12:11',
      '2026-11-23T12:12',
      '2026-11-23T12:13',
    ]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'job missed too many periods; older skipped' }),
    );
  });

  it('with catch-up "skip" runs only the current period, and retries a failure only while it is current', async () => {
    const { job, calls } = counting('expire', { backoffMs: 1000 }, (ctx) => ctx.period.key === '2026-11-23T12:05');
    const s = scheduler(job);
    await s.tick();
    clock.advance(5 * 60_000);
    await s.tick();
    clock.advance(2_000);
    await s.tick();
    clock.advance(60_000);
    await s.tick();
    expect(calls.map((c) => `${c.period}#${c.attempt}`)).toEqual([
      '2026-11-23T12:00#1',
      '2026-11-23T12:05#1',
      '2026-11-23T12:05#2',
      '2026-11-23T12:06#1',
    ]);
  });

  it('with catch-up "all" retries a failed period later, after the next ones ran', async () => {
    let healthy = false;
    const { job, calls } = counting('salary', { catchUp: 'all', backoffMs: 90_000 }, () => !healthy);
    const s = scheduler(job);
    await s.tick();
    healthy = true;
    clock.advance(60_000);
    await s.tick();
    clock.advance(60_000);
    await s.tick();
    expect(calls.map((c) => `${c.period}#${c.attempt}`)).toEqual([
      '2026-11-23T12:00#1',
      '2026-11-23T12:01#1',
      '2026-11-23T12:00#2',
      '2026-11-23T12:02#1',
    ]);
    expect((await rows('salary')).every((r) => r.status === 'ok')).toBe(true);
  });

  it('takes over a run whose instance died (its lease lapsed), and waits while another run is alive', async () => {
    const { job, calls } = counting('lease', { leaseMs: 60_000 });
    const s = scheduler(job);
    await database.db.insert(jobRuns).values({
      job: 'lease',
      periodKey: '2026-11-23T11:59',
      status: 'running',
      startedAt: new Date('2026-11-23T11:59:00Z'),
      leaseUntil: new Date('2026-11-23T12:00:30Z'),
    });
    expect(await s.tick()).toEqual([{ job: 'lease', period: '2026-11-23T12:00', outcome: 'busy' }]);
    expect(calls).toEqual([]);
    clock.set(new Date('2026-11-23T12:00:30Z'));
    expect((await s.tick())[0]).toMatchObject({ outcome: 'ok', period: '2026-11-23T12:00' });
    const [dead] = await rows('lease');
    expect(dead).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'the instance running it stopped (lease lapsed)',
    });
  });

  it('renews the lease of a long run, so no other instance takes it as dead', async () => {
    let release = () => {};
    const job = defineJob({
      name: 'long',
      schedule: every.minutes(1),
      catchUp: 'all',
      leaseMs: 1000,
      async run() {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return undefined;
      },
    });
    const a = createScheduler({ database, clock, log, jobs: [job] });
    const b = createScheduler({ database, clock, log, jobs: [job] });
    const running = a.tick();
    await expect.poll(() => rows('long').then((r) => r[0]?.status)).toBe('running');
    // A minute later by the clock, the next period: the first run's lease (1 s) has been renewed meanwhile.
    clock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await b.tick()).toEqual([{ job: 'long', period: '2026-11-23T12:01', outcome: 'busy' }]);
    release();
    expect(await running).toEqual([expect.objectContaining({ period: '2026-11-23T12:00', outcome: 'ok', attempt: 1 })]);
  });

  it('records a short message: no stack, no query or parameters', async () => {
    const job = defineJob({
      name: 'leaky',
      schedule: every.minutes(1),
      async run({ database: d }) {
        await d.db.insert(jobRuns).values({
          job: 'x'.repeat(3),
          periodKey: 'secret-parameter-value',
          status: 'nonsense' as never,
          startedAt: new Date(),
        });
        return undefined;
      },
    });
    const [report] = await createScheduler({ database, clock, log, jobs: [job] }).tick();
    expect(report).toMatchObject({ outcome: 'failed' });
    const [run] = await rows('leaky');
    expect(run?.error).toMatch(/job_runs_status/);
    expect(run?.error).not.toMatch(/secret-parameter-value|insert into|at .*\.ts/i);
    expect(JSON.stringify(logged)).not.toContain('secret-parameter-value');
    expect(shortError(new Error(`${'a'.repeat(300)}\n    at x.ts:1`))).toHaveLength(200);
  });

  it('starts ticking on its own and stops, waiting for the run in flight', async () => {
    let release = () => {};
    let finished = false;
    const job = defineJob({
      name: 'timed',
      schedule: every.minutes(1),
      async run() {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        finished = true;
        return undefined;
      },
    });
    const s = createScheduler({ database, clock, log, jobs: [job], pollMs: 20 });
    s.start();
    await expect.poll(() => rows('timed').then((r) => r[0]?.status)).toBe('running');
    const stopping = s.stop();
    release();
    await stopping;
    expect(finished).toBe(true);
    expect((await rows('timed'))[0]?.status).toBe('ok');
  });

  it('on its own, runs the next period when it comes and nothing in between', async () => {
    const { job, calls } = counting('ticking');
    const s = createScheduler({ database, clock, log, jobs: [job], pollMs: 20 });
    s.start();
    try {
      await expect.poll(() => calls.length).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(calls).toHaveLength(1);
      clock.advance(60_000);
      await expect.poll(() => calls.length).toBe(2);
    } finally {
      await s.stop();
    }
    expect(calls.map((c) => c.period)).toEqual(['2026-11-23T12:00', '2026-11-23T12:01']);
  });

  it('refuses two jobs of one name', () => {
    const { job } = counting('twin');
    expect(() => scheduler(job, job)).toThrow('two jobs are named twin');
    expect(() => counting('Not Kebab')).toThrow('kebab-case');
  });
});

describe('the services a job names', () => {
  it('hands a job only the services it names, from the root the runner was given', async () => {
    const seen: string[][] = [];
    const deliverDue = async () => ({ delivered: 3 });
    const root = {
      testGateway: { deliverDue },
      p2p: { runTimeouts: async () => ({ expired: 0, received: 0 }) },
    } as unknown as JobServices;
    const job = defineJob({
      name: 'names-its-services',
      schedule: every.minutes(1),
      needs: ['testGateway'],
      async run({ services }) {
        seen.push(Object.keys(services));
        return services.testGateway.deliverDue();
      },
    });
    const [report] = await createScheduler({ database, clock, log, jobs: [job], services: root }).tick();
    expect(report).toMatchObject({ job: 'names-its-services', outcome: 'ok', result: { delivered: 3 } });
    expect(seen).toEqual([['testGateway']]);
  });

  it('fails the run, recorded, when the runner has no such service', async () => {
    const job = defineJob({
      name: 'needs-the-missing',
      schedule: every.minutes(1),
      maxAttempts: 1,
      needs: ['lotterySettlement'],
      async run({ services }) {
        return services.lotterySettlement.settleDrawn();
      },
    });
    const [report] = await createScheduler({ database, clock, log, jobs: [job] }).tick();
    expect(report).toMatchObject({
      job: 'needs-the-missing',
      outcome: 'failed',
      error: 'job needs-the-missing needs lotterySettlement, which its runner was not given',
    });
    expect(await rows('needs-the-missing')).toEqual([
      expect.objectContaining({
        status: 'failed',
        error: 'job needs-the-missing needs lotterySettlement, which its runner was not given',
      }),
    ]);
  });
});
