import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { jobRuns, outbox } from '../db/schema.js';
import { fixedClock } from '../lib/clock.js';
import { createPostgresDatabase } from '../test/test-database.js';
import { defineJob } from './job-definition.js';
import { jobLockKey } from './job-runs-repo.js';
import { every, periodAt } from './period.js';

/**
 * design.md "Background work and scale": any number of instances against one PostgreSQL, each period of each job run
 * once. Two apps on one database tick the same periods at the same time, with slow runs, failures and catch-up.
 */
const url = process.env.DATABASE_URL;
const clock = fixedClock(new Date('2026-11-23T12:00:05Z'));
const calls: { job: string; period: string; attempt: number }[] = [];

/** Each run leaves a row of its own (a message in the outbox), in its own transaction, as real jobs will. */
const jobs = [
  defineJob({
    name: 'draw',
    schedule: every.minutes(1),
    catchUp: 'all',
    async run({ period, attempt, database }) {
      calls.push({ job: 'draw', period: period.key, attempt });
      await new Promise((resolve) => setTimeout(resolve, 20));
      await database.transaction(async (tx) => {
        await tx.insert(outbox).values({ brandId: 1, channel: 'sms', recipient: 'draw', body: period.key });
      });
      return undefined;
    },
  }),
  defineJob({
    name: 'salary',
    schedule: every.minutes(5),
    backoffMs: 1000,
    async run({ period, attempt, database }) {
      calls.push({ job: 'salary', period: period.key, attempt });
      if (attempt === 1) throw new Error('vendor report not ready');
      await database.db.insert(outbox).values({ brandId: 1, channel: 'sms', recipient: 'salary', body: period.key });
      return undefined;
    },
  }),
];

describe.skipIf(!url)('jobs across instances (PostgreSQL)', () => {
  let fresh: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    fresh = await createPostgresDatabase(url ?? '');
    const config: Config = {
      ...loadConfig({ DATA_DIR: '/nonexistent-test-data', WEB_DIST: '/nonexistent-web-dist' }),
      databaseUrl: fresh.url,
      adminSocket: false,
      logLevel: 'silent',
      jobs: false,
    };
    a = await buildApp(config, { clock, logger: false, jobs });
    b = await buildApp(config, { clock, logger: false, jobs });
    await Promise.all([a.ready(), b.ready()]);
  }, 120_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await fresh?.drop();
  });

  const messages = async (recipient: string) =>
    (await a.deps.database.db.select().from(outbox).where(eq(outbox.recipient, recipient))).map((m) => m.body);

  it('runs each period of each job once while two instances tick together', async () => {
    for (let step = 0; step < 12; step++) {
      await Promise.all([a.jobs.tick(), b.jobs.tick(), a.jobs.tick(), b.jobs.tick()]);
      // A retry's backoff passes within the period; then the next minute, and now and then an outage of 3 minutes.
      clock.advance(2_000);
      await Promise.all([a.jobs.tick(), b.jobs.tick()]);
      clock.advance(step % 4 === 3 ? 178_000 : 58_000);
    }
    const draws = await messages('draw');
    const expected = calls.filter((c) => c.job === 'draw').map((c) => c.period);
    expect(draws.length).toBeGreaterThan(12);
    expect(new Set(draws).size).toBe(draws.length);
    expect([...draws].sort()).toEqual([...expected].sort());
    // The catch-up left no minute out between the first and the last.
    const minutes = [...draws].sort();
    const span = (Date.parse(`${minutes.at(-1)}Z`) - Date.parse(`${minutes[0]}Z`)) / 60_000 + 1;
    expect(minutes).toHaveLength(span);

    const salaries = await messages('salary');
    expect(new Set(salaries).size).toBe(salaries.length);
    const salaryCalls = calls.filter((c) => c.job === 'salary');
    // Each five-minute period failed once and succeeded once, whichever instance took each attempt.
    const sorted = [...salaries].sort();
    expect(sorted.length).toBeGreaterThan(2);
    expect(salaryCalls.filter((c) => c.attempt === 1).map((c) => c.period)).toEqual(sorted);
    expect(salaryCalls.filter((c) => c.attempt === 2).map((c) => c.period)).toEqual(sorted);

    const runs = await a.deps.database.db.select().from(jobRuns);
    expect(runs.filter((r) => r.job === 'draw')).toHaveLength(draws.length);
    expect(runs.filter((r) => r.job === 'salary').every((r) => r.status === 'ok' && r.attempts === 2)).toBe(true);
    expect(runs.filter((r) => r.job === 'salary')).toHaveLength(salaries.length);
  });

  it('leaves the period alone while another instance holds the job lock', async () => {
    clock.advance(60_000);
    const holder = new pg.Client({ connectionString: fresh.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select pg_advisory_xact_lock($1::bigint)', [jobLockKey('draw')]);
      const reports = await a.jobs.tick();
      expect(reports.filter((r) => r.job === 'draw')).toEqual([expect.objectContaining({ outcome: 'busy' })]);
      await holder.query('commit');
    } finally {
      await holder.end();
    }
    // Released: the other instance catches up every minute the first had to leave, the current one last.
    const draws = (await b.jobs.tick()).filter((r) => r.job === 'draw');
    expect(draws.every((r) => r.outcome === 'ok')).toBe(true);
    expect(draws.at(-1)?.period).toBe(periodAt(every.minutes(1), clock.now()).key);
    const [count] = await a.deps.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobRuns)
      .where(eq(jobRuns.status, 'running'));
    expect(count?.n).toBe(0);
  });
});
