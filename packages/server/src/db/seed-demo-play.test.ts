import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerCheck } from '../ledger/ledger-check-report.js';
import { callOperator, tokenOfRole } from '../test/operators.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { bets, gameRounds } from './schema.js';
import { seedDemoPlay } from './seed-demo-play.js';

/**
 * The demo members' month of play: real rounds through the in-house service, so the dashboard shows figures at once and
 * `ledger check` stays clean; seeded once, quickly.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoPlay(t.app.services, t.clock.now())).toBe(120);
});
afterAll(() => t.close());

describe('demo play seed', () => {
  it('plays 30 days of rounds for demo01 and agent01 of each brand, each with its bet, and the ledger checks OK', async () => {
    const { db } = t.app.deps.database;
    const rounds = await db.select().from(gameRounds);
    // 2 brands x 2 members x 30 days, a round a day.
    expect(rounds).toHaveLength(120);
    expect(rounds.every((r) => !r.demo)).toBe(true);
    expect(await db.select({ id: bets.id }).from(bets)).toHaveLength(120);
    const report = await runLedgerCheck(db);
    expect(report.ok, JSON.stringify(report)).toBe(true);
  });

  it('shows on the dashboard: bets on most of the last 30 days', async () => {
    const { token } = await tokenOfRole(t.app, 'finance');
    const view = (await callOperator(t.app, 'GET', '/console/api/dashboard', token, { brand: 'aurora' })).json().value;
    // The oldest rounds may fall just before the window.
    expect(view.last30.bets).toBeGreaterThan(55);
    expect(view.last30.turnover).toBeGreaterThan(0);
    expect(view.days.filter((d: { bets: number }) => d.bets > 0).length).toBeGreaterThanOrEqual(29);
    expect(view.byGameKind.map((k: { gameKind: string }) => k.gameKind)).toEqual(['RNG']);
  });

  it('plays nothing again for a member who has played', async () => {
    expect(await seedDemoPlay(t.app.services, t.clock.now())).toBe(0);
    const { db } = t.app.deps.database;
    const aurora = await t.app.deps.brands.byCode('aurora');
    expect(
      await db
        .select()
        .from(gameRounds)
        .where(eq(gameRounds.brandId, aurora?.id ?? 0)),
    ).toHaveLength(60);
  });
});
