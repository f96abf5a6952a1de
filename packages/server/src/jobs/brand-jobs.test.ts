import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { jobRuns } from '../db/schema.js';
import { fixedClock } from '../lib/clock.js';
import { openBareDatabase } from '../test/test-database.js';
import { defineJob, type JobLogger } from './job-definition.js';
import { createJobPeriods } from './job-periods.js';
import { type BrandRef, describeSchedule, perBrand } from './period.js';
import { createScheduler } from './scheduler.js';

/** Jobs that run once per brand and window in the brand's time zone (agent-rules.md AG-PERIOD, AG-IDEM-4). */
let database: Database;
let closeDatabase = async () => {};
const clock = fixedClock(new Date('2026-07-01T18:05:00Z'));
const quiet: JobLogger = { info() {}, warn() {}, error() {} };
let brands: BrandRef[] = [];

beforeAll(async () => {
  // PGlite, or a fresh PostgreSQL database when DATABASE_URL is set (then concurrent ticks race for real).
  ({ database, close: closeDatabase } = await openBareDatabase());
}, 120_000);
afterAll(() => closeDatabase());
beforeEach(async () => {
  await database.db.delete(jobRuns);
  clock.set(new Date('2026-07-01T18:05:00Z'));
  brands = [
    { id: 1, code: 'aurora', timeZone: 'UTC' },
    { id: 2, code: 'bengal', timeZone: 'Asia/Dhaka' },
  ];
});

function dailyJob(name: string, opts: { catchUp?: 'skip' | 'all'; fail?: (key: string) => boolean } = {}) {
  const calls: { key: string; brand: string | undefined; start: string; end: string }[] = [];
  const job = defineJob({
    name,
    schedule: perBrand('daily', { graceMinutes: 10 }),
    catchUp: opts.catchUp ?? 'all',
    backoffMs: 1_000,
    async run({ period }) {
      calls.push({
        key: period.key,
        brand: period.brand?.code,
        start: period.start.toISOString(),
        end: period.end.toISOString(),
      });
      if (opts.fail?.(period.key)) throw new Error(`boom on ${period.key}`);
      return undefined;
    },
  });
  return { job, calls };
}

const schedulerOf = (...jobs: ReturnType<typeof dailyJob>['job'][]) =>
  createScheduler({ database, clock, log: quiet, jobs, brands: async () => brands });
const keys = async (job: string) =>
  (await database.db.select().from(jobRuns).where(eq(jobRuns.job, job)).orderBy(jobRuns.periodKey)).map(
    (r) => `${r.periodKey} ${r.status}`,
  );

describe('per-brand jobs', () => {
  it("runs each brand's day once, in the brand's zone, after the grace", async () => {
    const { job, calls } = dailyJob('brand-daily');
    const s = schedulerOf(job);
    // 18:05 UTC on 1 July: Dhaka's 1 July ended at 18:00 UTC but its grace runs to 18:10; UTC's 30 June is due.
    await s.tick();
    expect(calls).toEqual([
      {
        key: 'bengal/D:2026-06-30',
        brand: 'bengal',
        start: '2026-06-29T18:00:00.000Z',
        end: '2026-06-30T18:00:00.000Z',
      },
      {
        key: 'aurora/D:2026-06-30',
        brand: 'aurora',
        start: '2026-06-30T00:00:00.000Z',
        end: '2026-07-01T00:00:00.000Z',
      },
    ]);
    clock.set(new Date('2026-07-01T18:10:00Z'));
    await Promise.all([s.tick(), s.tick()]);
    expect(calls.map((c) => c.key)).toEqual(['bengal/D:2026-06-30', 'aurora/D:2026-06-30', 'bengal/D:2026-07-01']);
    expect(await keys('brand-daily')).toEqual([
      'aurora/D:2026-06-30 ok',
      'bengal/D:2026-06-30 ok',
      'bengal/D:2026-07-01 ok',
    ]);
  });

  it('catches up the days a brand missed, oldest first, each brand from its own last day', async () => {
    const { job, calls } = dailyJob('brand-catch-up');
    const s = schedulerOf(job);
    await s.tick();
    calls.length = 0;
    clock.set(new Date('2026-07-04T01:00:00Z'));
    await s.tick();
    // Oldest first: each Dhaka day starts six hours before the UTC day of the same date.
    expect(calls.map((c) => c.key)).toEqual([
      'bengal/D:2026-07-01',
      'aurora/D:2026-07-01',
      'bengal/D:2026-07-02',
      'aurora/D:2026-07-02',
      'bengal/D:2026-07-03',
      'aurora/D:2026-07-03',
    ]);
  });

  it('a brand added later starts at its current day; a failed brand day is retried without holding the others', async () => {
    let failing = true;
    const { job, calls } = dailyJob('brand-retry', { fail: (key) => failing && key.startsWith('bengal/') });
    const s = schedulerOf(job);
    brands = brands.slice(0, 1);
    await s.tick();
    brands.push({ id: 2, code: 'bengal', timeZone: 'Asia/Dhaka' });
    await s.tick();
    expect(await keys('brand-retry')).toEqual(['aurora/D:2026-06-30 ok', 'bengal/D:2026-06-30 failed']);
    failing = false;
    clock.advance(2_000);
    await s.tick();
    expect(await keys('brand-retry')).toEqual(['aurora/D:2026-06-30 ok', 'bengal/D:2026-06-30 ok']);
    expect(calls.filter((c) => c.key === 'aurora/D:2026-06-30')).toHaveLength(1);
  });

  it('names a brand period by its key (the jobs desk and `jobs run --period`), and refuses any other', async () => {
    const periods = createJobPeriods(async () => brands);
    const daily = perBrand('daily', { graceMinutes: 10 });
    expect(await periods.ofKey(daily, 'bengal/D:2026-06-01')).toEqual({
      key: 'bengal/D:2026-06-01',
      start: new Date('2026-05-31T18:00:00Z'),
      end: new Date('2026-06-01T18:00:00Z'),
      brand: { id: 2, code: 'bengal', timeZone: 'Asia/Dhaka' },
    });
    expect(await periods.ofKey(daily, 'nowhere/D:2026-06-01')).toBeNull();
    expect(await periods.ofKey(daily, 'bengal/H:2026-06-01T10')).toBeNull();
    expect(await periods.ofKey(daily, 'D:2026-06-01')).toBeNull();
    expect(describeSchedule(daily)).toBe('daily per brand (+10 min)');
  });

  it('runs a named brand period by hand', async () => {
    const { job, calls } = dailyJob('brand-by-hand');
    const s = schedulerOf(job);
    const report = await s.runNow(job, {
      key: 'bengal/D:2026-06-01',
      start: new Date('2026-05-31T18:00:00Z'),
      end: new Date('2026-06-01T18:00:00Z'),
      brand: { id: 2, code: 'bengal', timeZone: 'Asia/Dhaka' },
    });
    expect(report).toMatchObject({ outcome: 'ok', period: 'bengal/D:2026-06-01' });
    expect(calls[0]?.brand).toBe('bengal');
  });
});
