import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobRuns } from '../../db/schema.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The jobs desk: the scheduled jobs and their recorded runs, filtered and paged by the server. */
let t: TestApp;
let token = '';
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  token = (await tokenOfRole(t.app, 'admin')).token;
  await t.app.deps.database.db.insert(jobRuns).values([
    {
      job: 'expired-rows-cleanup',
      periodKey: '2026-05-30',
      status: 'ok',
      startedAt: at('2026-05-30T03:30:00Z'),
      endedAt: at('2026-05-30T03:30:01Z'),
      result: { sessions: 3 },
    },
    {
      job: 'expired-rows-cleanup',
      periodKey: '2026-05-31',
      status: 'failed',
      attempts: 2,
      startedAt: at('2026-05-31T03:30:00Z'),
      endedAt: at('2026-05-31T03:30:02Z'),
      error: 'connection lost',
    },
    { job: 'other-job', periodKey: '2026-06-01T11', status: 'running', startedAt: at('2026-06-01T11:00:00Z') },
  ]);
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, unknown> = {}) => callOperator(t.app, 'GET', path, token, query);

describe('jobs desk', () => {
  it('lists the scheduled jobs with their schedule and latest run', async () => {
    const res = await get('/console/api/jobs');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.jobs.map((j: { name: string }) => j.name)).toEqual([
      'expired-rows-cleanup',
      'test-gateway-callbacks',
      'deposit-expiry',
      'p2p-timeouts',
      'lottery-schedule',
      'lottery-draw',
      'lottery-deadline',
      'lottery-settle',
    ]);
    expect(res.json().value.jobs).toContainEqual({
      name: 'expired-rows-cleanup',
      schedule: {
        kind: 'daily',
        cadence: null,
        graceMinutes: null,
        seconds: null,
        hour: 3,
        minute: 30,
        timeZone: 'UTC',
      },
      catchUp: 'skip',
      maxAttempts: 5,
      lastRun: expect.objectContaining({ periodKey: '2026-05-31', status: 'failed', error: 'connection lost' }),
    });
  });

  it('pages the runs newest first and filters them by job and outcome', async () => {
    const all = (await get('/console/api/jobs/runs')).json().value;
    expect(all.total).toBe(3);
    expect(all.content.map((r: { periodKey: string }) => r.periodKey)).toEqual([
      '2026-06-01T11',
      '2026-05-31',
      '2026-05-30',
    ]);
    const page2 = (await get('/console/api/jobs/runs', { pageNo: 2, pageSize: 2 })).json().value;
    expect(page2).toMatchObject({ pageNum: 2, totalPages: 2, total: 3 });
    expect(page2.content).toHaveLength(1);
    const cleanup = (await get('/console/api/jobs/runs', { job: 'expired-rows-cleanup', status: 'ok' })).json().value;
    expect(cleanup.content).toEqual([
      {
        id: expect.any(Number),
        job: 'expired-rows-cleanup',
        periodKey: '2026-05-30',
        status: 'ok',
        attempts: 1,
        startedAt: '2026-05-30T03:30:00.000Z',
        endedAt: '2026-05-30T03:30:01.000Z',
        error: null,
        result: { sessions: 3 },
      },
    ]);
    const bad = await get('/console/api/jobs/runs', { status: 'exploded' });
    expect(bad.statusCode).toBe(400);
  });

  it('is for roles with jobs.read only', async () => {
    const finance = await tokenOfRole(t.app, 'finance');
    const res = await callOperator(t.app, 'GET', '/console/api/jobs/runs', finance.token, {});
    expect(res.statusCode).toBe(403);
  });
});

describe('jobs desk: run now', () => {
  const run = (body: Record<string, unknown>, as = token) =>
    callOperator(t.app, 'POST', '/console/api/jobs/run', as, body);

  it('retries a failed period, never runs one that succeeded twice, and audits who asked', async () => {
    const res = await run({ job: 'expired-rows-cleanup', period: '2026-05-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      job: 'expired-rows-cleanup',
      period: '2026-05-31',
      outcome: 'ok',
      error: null,
      run: { periodKey: '2026-05-31', status: 'ok', attempts: 3 },
    });
    const again = await run({ job: 'expired-rows-cleanup', period: '2026-05-31' });
    expect(again.json().value).toMatchObject({ outcome: 'taken', run: { periodKey: '2026-05-31', status: 'ok' } });
    const audit = await callOperator(t.app, 'GET', '/console/api/audit', token, { action: 'jobRun' });
    expect(audit.json().value.content.map((r: { after: unknown }) => r.after)).toEqual([
      { period: '2026-05-31', outcome: 'taken' },
      { period: '2026-05-31', outcome: 'ok' },
    ]);
  });

  it('refuses an unknown job, a period that is not one, and roles without jobs.run', async () => {
    expect((await run({ job: 'nope' })).statusCode).toBe(404);
    expect((await run({ job: 'expired-rows-cleanup', period: '2026-06-01T03' })).json().code).toBe('invalid_input');
    const finance = (await tokenOfRole(t.app, 'finance')).token;
    expect((await run({ job: 'expired-rows-cleanup' }, finance)).statusCode).toBe(403);
  });
});
