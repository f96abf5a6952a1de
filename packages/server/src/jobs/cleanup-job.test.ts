import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand, UsageError } from '../cli/admin-commands.js';
import { captchas, jobRuns, loginFailures, passwordResets, sessions, verificationCodes } from '../db/schema.js';
import { operatorChallenges, operatorSessions } from '../db/schema-operators.js';
import { DAY_MS } from '../lib/clock.js';
import { createMember, tokenFor } from '../test/accounts.js';
import { createOperator } from '../test/operators.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const HOUR = 3_600_000;
let t: TestApp;
let liveToken: string;

beforeAll(async () => {
  // Jobs on, as in production: the first tick comes when the app is ready.
  t = await createTestApp({ jobs: true });
});
afterAll(() => t.close());

const cleanupRuns = () =>
  t.app.deps.database.db
    .select()
    .from(jobRuns)
    .where(eq(jobRuns.job, 'expired-rows-cleanup'))
    .orderBy(jobRuns.periodKey);

/** Rows on both sides of each retention limit, relative to the clock. */
async function seedRows() {
  const { db } = t.app.deps.database;
  const now = t.clock.now().getTime();
  const at = (ms: number) => new Date(now + ms);
  const member = await createMember(t.app, 'aurora', { account: 'sweepme' });
  liveToken = await tokenFor(t.app, member);
  await db.insert(sessions).values([
    { memberId: member.id, tokenHash: 'expired-36d', createdAt: at(-37 * DAY_MS), expiresAt: at(-36 * DAY_MS) },
    // Ended 8 days ago: still counted by the dashboard's 30 days of active members, so kept.
    { memberId: member.id, tokenHash: 'expired-8d', createdAt: at(-9 * DAY_MS), expiresAt: at(-8 * DAY_MS) },
    { memberId: member.id, tokenHash: 'expired-1d', createdAt: at(-2 * DAY_MS), expiresAt: at(-DAY_MS) },
    {
      memberId: member.id,
      tokenHash: 'revoked-36d',
      createdAt: at(-40 * DAY_MS),
      expiresAt: at(DAY_MS),
      revokedAt: at(-36 * DAY_MS),
    },
  ]);
  await db.insert(captchas).values([
    { id: 'old', answerHash: 'x', expiresAt: at(-1000) },
    { id: 'live', answerHash: 'x', expiresAt: at(60_000) },
  ]);
  const code = { brandId: 1, purpose: 'register' as const, countryDialingCode: '+880', mobile: '1712345678' };
  await db.insert(verificationCodes).values([
    { ...code, codeHash: 'a', createdAt: at(-3 * DAY_MS), expiresAt: at(-3 * DAY_MS + 300_000) },
    // Expired but sent today: the brand's daily quota still counts it.
    { ...code, codeHash: 'b', createdAt: at(-HOUR), expiresAt: at(-HOUR + 300_000) },
  ]);
  await db.insert(passwordResets).values([
    { memberId: member.id, tokenHash: 'r-old', createdAt: at(-3 * DAY_MS), expiresAt: at(-2 * DAY_MS) },
    { memberId: member.id, tokenHash: 'r-live', createdAt: at(-60_000), expiresAt: at(HOUR) },
  ]);
  await db.insert(loginFailures).values([
    { brandId: 1, key: 'acct:old', count: 3, lastFailedAt: at(-2 * DAY_MS) },
    { brandId: 1, key: 'acct:recent', count: 1, lastFailedAt: at(-60_000) },
  ]);
  const operator = await createOperator(t.app, 'support');
  await db.insert(operatorChallenges).values([
    { operatorId: operator.id, tokenHash: 'ch-old', purpose: 'totp', expiresAt: at(-2 * DAY_MS) },
    { operatorId: operator.id, tokenHash: 'ch-live', purpose: 'totp', expiresAt: at(300_000) },
  ]);
  const consoleLogin = { operatorId: operator.id, ip: null, userAgent: null };
  await db.insert(operatorSessions).values([
    {
      ...consoleLogin,
      tokenHash: 'op-8d',
      createdAt: at(-9 * DAY_MS),
      lastSeenAt: at(-9 * DAY_MS),
      expiresAt: at(-8 * DAY_MS),
    },
    {
      ...consoleLogin,
      tokenHash: 'op-1d',
      createdAt: at(-2 * DAY_MS),
      lastSeenAt: at(-2 * DAY_MS),
      expiresAt: at(-DAY_MS),
    },
    {
      ...consoleLogin,
      tokenHash: 'op-out-8d',
      createdAt: at(-9 * DAY_MS),
      lastSeenAt: at(-9 * DAY_MS),
      expiresAt: at(DAY_MS),
      revokedAt: at(-8 * DAY_MS),
    },
  ]);
  await db.insert(jobRuns).values({
    job: 'gone',
    periodKey: '2026-01-01',
    status: 'ok',
    startedAt: at(-100 * DAY_MS),
  });
}

const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);

describe('daily cleanup of expired rows', () => {
  it('runs on its own when the app starts', async () => {
    // The test clock reads 2026-06-01T12:00Z: the current period is the day's, started at 03:30 UTC.
    await expect.poll(async () => (await cleanupRuns())[0]?.status).toBe('ok');
    expect(await cleanupRuns()).toEqual([
      expect.objectContaining({ periodKey: '2026-06-01', attempts: 1, error: null, status: 'ok' }),
    ]);
  });

  it('deletes the next day only what no rule reads any more, and a live session still works', async () => {
    const { db } = t.app.deps.database;
    // From here the test ticks by hand: no timer may run the day's cleanup before the rows are in.
    await t.app.jobs.stop();
    t.clock.set(new Date('2026-06-02T03:30:00Z'));
    await seedRows();
    // The other jobs (the cashier's) tick too; this one's outcome is the cleanup's.
    const ticked = await t.app.jobs.tick();
    expect(ticked.filter((r) => r.job === 'expired-rows-cleanup')).toEqual([
      expect.objectContaining({ job: 'expired-rows-cleanup', period: '2026-06-02', outcome: 'ok' }),
    ]);
    const run = (await cleanupRuns()).at(-1);
    expect(run).toMatchObject({ periodKey: '2026-06-02', attempts: 1, error: null });
    expect(run?.result).toMatchObject({
      sessions: 2,
      captchas: 1,
      verificationCodes: 1,
      passwordResets: 1,
      loginFailures: 1,
      operatorChallenges: 1,
      operatorSessions: 2,
      jobRuns: 1,
    });
    expect((await db.select().from(operatorChallenges)).map((c) => c.tokenHash)).toEqual(['ch-live']);
    expect((await db.select().from(operatorSessions)).map((s) => s.tokenHash)).toContain('op-1d');
    expect((await db.select().from(operatorSessions)).map((s) => s.tokenHash)).not.toContain('op-8d');
    expect((await db.select().from(sessions)).map((s) => s.tokenHash)).toContain('expired-1d');
    expect((await db.select().from(sessions)).map((s) => s.tokenHash)).toContain('expired-8d');
    expect((await db.select().from(sessions)).map((s) => s.tokenHash)).not.toContain('expired-36d');
    expect((await db.select().from(captchas)).map((c) => c.id)).toEqual(['live']);
    expect((await db.select().from(verificationCodes)).map((c) => c.codeHash)).toEqual(['b']);
    expect((await db.select().from(passwordResets)).map((r) => r.tokenHash)).toEqual(['r-live']);
    expect((await db.select().from(loginFailures)).map((f) => f.key)).toEqual(['acct:recent']);

    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { host: 'localhost', authorization: `Bearer ${liveToken}` },
    });
    expect(info.statusCode).toBe(200);
  });

  it('shows operators the runs, and runs a job now on request without running a done period twice', async () => {
    const listed = (await admin('jobs')) as { job: string; schedule: string; runs: { status: string }[] }[];
    expect(listed.map((j) => j.job)).toEqual([
      'expired-rows-cleanup',
      'test-gateway-callbacks',
      'deposit-expiry',
      'p2p-timeouts',
      'lottery-schedule',
      'lottery-draw',
      'lottery-deadline',
      'lottery-settle',
    ]);
    expect(listed.filter((j) => j.job === 'expired-rows-cleanup')).toEqual([
      expect.objectContaining({
        job: 'expired-rows-cleanup',
        schedule: 'daily at 03:30 UTC',
        catchUp: 'skip',
        runs: [
          expect.objectContaining({ period: '2026-06-02', status: 'ok', attempts: 1, endedAt: expect.any(String) }),
          expect.objectContaining({ period: '2026-06-01', status: 'ok' }),
        ],
      }),
    ]);
    expect(await admin('jobs', 'run', 'expired-rows-cleanup')).toMatchObject({
      outcome: 'taken',
      run: { periodKey: '2026-06-02', status: 'ok' },
    });
    expect(await admin('jobs', 'run', 'expired-rows-cleanup', '--period', '2026-05-31')).toMatchObject({
      outcome: 'ok',
      period: '2026-05-31',
      run: { periodKey: '2026-05-31', status: 'ok', attempts: 1 },
    });
    const again = (await admin('jobs', '--limit', '1')) as { runs: { period: string }[] }[];
    expect(again[0]?.runs.map((r) => r.period)).toEqual(['2026-06-02']);

    await expect(admin('jobs', 'run', 'nope')).rejects.toThrow('no job nope; jobs: expired-rows-cleanup');
    await expect(admin('jobs', 'run', 'expired-rows-cleanup', '--period', '2026-06-01T03:30')).rejects.toThrow(
      UsageError,
    );
    await expect(admin('jobs', '--limit', '0')).rejects.toThrow(UsageError);
    await expect(admin('jobs', 'frobnicate')).rejects.toThrow(UsageError);
  });
});
