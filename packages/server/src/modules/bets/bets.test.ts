import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { bets } from '../../db/schema.js';
import { betHourly } from '../../db/schema-turnover.js';
import { reconcileRecords } from '../../ledger/reconciliation.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { BetFacts } from './bet-service.js';

let t: TestApp;
let player = { id: 0, token: '' };
let other = { id: 0, token: '' };
let trialToken = '';
let brandId = 0;

const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);
const records = (token: string, query: string) =>
  t.app.inject({ url: `/wps/member/bets?${query}`, headers: { host: 'localhost', authorization: `Bearer ${token}` } });

async function play(token: string, demo: boolean, rounds: number) {
  const launched = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    payload: { vassalage: 'BGS', gameCode: 'dice', demo },
  });
  const session = new URL(launched.json().value.url, 'http://x').searchParams.get('launch') ?? '';
  for (let i = 0; i < rounds; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/bgs/api/play',
      headers: { host: 'localhost', 'x-game-session': session },
      payload: { amount: 2, params: { target: 50, over: true } },
    });
    expect(res.statusCode).toBe(200);
  }
}

/** The rollup row of one member, kind and hour. */
async function hour(memberId: number, gameKind: 'LIVE' | 'LOTT', at: string) {
  const [row] = await t.app.deps.database.db
    .select()
    .from(betHourly)
    .where(and(eq(betHourly.memberId, memberId), eq(betHourly.gameKind, gameKind), eq(betHourly.hour, new Date(at))));
  return (
    row && {
      stake: row.stake,
      validTurnover: row.validTurnover,
      payout: row.payout,
      profit: row.profit,
      count: row.count,
    }
  );
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await createMember(t.app, 'aurora', { account: 'better01' });
  const b = await createMember(t.app, 'aurora', { account: 'better02' });
  brandId = a.brandId;
  player = { id: a.id, token: await tokenFor(t.app, a) };
  other = { id: b.id, token: await tokenFor(t.app, b) };
  trialToken = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'guest_b1', type: 4 }));
  await admin('credit', 'aurora', 'better01', '100', '--reason', 'test funds');
  await admin('credit', 'aurora', 'better02', '100', '--reason', 'test funds');
});
afterAll(() => t.close());

describe('bet records', () => {
  it("lists only the member's own real bets, newest first, paged, with the range's totals", async () => {
    t.clock.set(new Date('2026-06-01T12:00:00Z'));
    await play(player.token, false, 5);
    await play(player.token, true, 3);
    await play(other.token, false, 2);
    const page1 = (await records(player.token, 'from=2026-06-01&to=2026-06-01&pageNo=1&pageSize=2')).json().value;
    expect(page1.pageNum).toBe(1);
    expect(page1.totalPages).toBe(3);
    expect(page1.content).toHaveLength(2);
    expect(page1.content[0]).toMatchObject({
      gameKind: 'RNG',
      vendor: 'BGS',
      gameCode: 'dice',
      stake: 2,
      status: 'settled',
      placedAt: '2026-06-01T12:00:00.000Z',
    });
    const all = (await records(player.token, 'from=2026-06-01&to=2026-06-01&pageSize=100')).json().value;
    // The demo rounds and the other member's bets are not there.
    expect(all.content).toHaveLength(5);
    expect(all.content.map((b: { id: number }) => b.id)).toEqual(
      [...all.content.map((b: { id: number }) => b.id)].sort((x, y) => y - x),
    );
    const sum = (field: string) => all.content.reduce((s: number, b: Record<string, number>) => s + (b[field] ?? 0), 0);
    expect(all.totals).toEqual({
      count: 5,
      stake: 10,
      validTurnover: sum('validTurnover'),
      payout: sum('payout'),
      profit: Math.round((sum('payout') - 10) * 10_000) / 10_000,
    });
    for (const bet of all.content) expect(bet.profit).toBeCloseTo(bet.payout - bet.stake, 4);
  });

  it('filters by game kind and day range, and refuses a bad range', async () => {
    const service = t.app.services.bets;
    const facts = (ref: string, gameKind: BetFacts['gameKind']): BetFacts => ({
      brandId,
      memberId: player.id,
      gameKind,
      vendorCode: 'TST',
      gameCode: 'g1',
      sourceKind: 'test',
      sourceRef: ref,
    });
    await t.app.deps.database.transaction((tx) =>
      service.record(tx, facts('live-1', 'LIVE'), { stake: 30_000, payout: 0 }, new Date('2026-06-03T08:30:00Z')),
    );
    await t.app.deps.database.transaction((tx) =>
      service.record(tx, facts('live-2', 'LIVE'), { stake: 10_000, payout: 25_000 }, new Date('2026-06-04T23:59:00Z')),
    );
    const live = (await records(player.token, 'gameKind=LIVE&from=2026-06-01&to=2026-06-30')).json().value;
    expect(live.content.map((b: { stake: number }) => b.stake)).toEqual([1, 3]);
    expect(live.totals).toEqual({ count: 2, stake: 4, validTurnover: 4, payout: 2.5, profit: -1.5 });
    const day = (await records(player.token, 'from=2026-06-03&to=2026-06-03')).json().value;
    expect(day.content.map((b: { gameKind: string }) => b.gameKind)).toEqual(['LIVE']);
    expect((await records(player.token, 'from=2026-06-02&to=2026-06-02')).json().value).toMatchObject({
      content: [],
      totalPages: 1,
      totals: { count: 0, stake: 0 },
    });
    for (const bad of [
      'from=2026-06-05&to=2026-06-01',
      'from=2026-02-30&to=2026-03-01',
      'from=0000-01-01&to=9999-12-31',
      'from=2024-01-01&to=2026-01-01',
      'gameKind=POKER&from=2026-06-01&to=2026-06-01',
      'from=2026-06-01&to=2026-06-01&pageSize=101',
    ]) {
      const res = await records(player.token, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code, bad).toBe('invalid_input');
    }
  });

  it("names each game from the brand's catalogue and filters by vendor, the in-house one among them", async () => {
    const range = 'from=2026-06-01&to=2026-06-30&pageSize=100';
    const all = (await records(player.token, range)).json().value;
    const byVendor = (vendor: string) => all.content.filter((b: { vendor: string }) => b.vendor === vendor);
    expect(byVendor('BGS')[0]).toMatchObject({ gameCode: 'dice', gameName: 'Dice' });
    // A game the catalogue does not list keeps its code only.
    expect(byVendor('TST')[0]).toMatchObject({ gameCode: 'g1', gameName: null });
    const inHouse = (await records(player.token, `vendor=BGS&${range}`)).json().value;
    expect(inHouse.content).toHaveLength(byVendor('BGS').length);
    expect(inHouse.content.every((b: { vendor: string }) => b.vendor === 'BGS')).toBe(true);
    const sum = (field: string) =>
      inHouse.content.reduce((s: number, b: Record<string, number>) => s + (b[field] ?? 0), 0);
    expect(inHouse.totals).toEqual({
      count: inHouse.content.length,
      stake: sum('stake'),
      validTurnover: sum('validTurnover'),
      payout: sum('payout'),
      profit: Math.round(sum('profit') * 10_000) / 10_000,
    });
    const live = (await records(player.token, `vendor=TST&gameKind=LIVE&${range}`)).json().value;
    expect(live.totals).toMatchObject({ count: 2, stake: 4 });
  });

  it('is refused to trial members and to anonymous callers', async () => {
    const trial = await records(trialToken, 'from=2026-06-01&to=2026-06-01');
    expect(trial.statusCode).toBe(403);
    expect(trial.json().code).toBe('in_need_true_account');
    const anonymous = await t.app.inject({
      url: '/wps/member/bets?from=2026-06-01&to=2026-06-01',
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('bet lifecycle and hourly rollups', () => {
  const service = () => t.app.services.bets;
  const inTx = <T>(fn: (tx: Parameters<Parameters<typeof t.app.deps.database.transaction>[0]>[0]) => Promise<T>) =>
    t.app.deps.database.transaction(fn);
  const source = (ref: string, gameKind: BetFacts['gameKind'] = 'LOTT'): BetFacts => ({
    brandId,
    memberId: other.id,
    gameKind,
    vendorCode: 'TST',
    gameCode: 'lotto',
    sourceKind: 'test',
    sourceRef: ref,
  });

  it('counts the stake when placed and the outcome when settled, each in its own hour', async () => {
    await inTx((tx) => service().open(tx, source('l1'), 50_000, new Date('2026-07-01T10:15:00Z')));
    // Opening the same source again answers the bet it has.
    const again = await inTx((tx) => service().open(tx, source('l1'), 50_000, new Date('2026-07-01T10:20:00Z')));
    expect(again).toMatchObject({ stake: 50_000, status: 'open', placedAt: new Date('2026-07-01T10:15:00Z') });
    const settled = await inTx((tx) =>
      service().settle(tx, source('l1'), { payout: 120_000 }, new Date('2026-07-02T09:00:00Z')),
    );
    expect(settled).toMatchObject({ status: 'settled', payout: 120_000, profit: 70_000, validTurnover: 50_000 });
    expect(await hour(other.id, 'LOTT', '2026-07-01T10:00:00Z')).toEqual({
      stake: 50_000,
      validTurnover: 0,
      payout: 0,
      profit: 0,
      count: 1,
    });
    expect(await hour(other.id, 'LOTT', '2026-07-02T09:00:00Z')).toEqual({
      stake: 0,
      validTurnover: 50_000,
      payout: 120_000,
      profit: 70_000,
      count: 0,
    });
  });

  it('takes a cancelled bet out in the hour it is cancelled, and a push has no valid turnover', async () => {
    await inTx((tx) => service().open(tx, source('l2'), 20_000, new Date('2026-07-03T10:00:00Z')));
    const cancelled = await inTx((tx) => service().cancel(tx, source('l2'), new Date('2026-07-03T11:30:00Z')));
    expect(cancelled).toMatchObject({ status: 'cancelled', settledAt: new Date('2026-07-03T11:30:00Z') });
    expect(await hour(other.id, 'LOTT', '2026-07-03T11:00:00Z')).toMatchObject({ stake: -20_000, count: -1 });
    const push = await inTx((tx) =>
      service().record(tx, source('l3', 'LIVE'), { stake: 5_000, payout: 5_000 }, new Date('2026-07-03T12:00:00Z')),
    );
    expect(push).toMatchObject({ status: 'settled', validTurnover: 0, profit: 0 });
  });

  it('follows a vendor round: debits add stake, a credit settles, rolling back every debit cancels', async () => {
    const at = new Date('2026-07-04T10:00:00Z');
    await inTx((tx) => service().addStake(tx, source('v1', 'LIVE'), 10_000, at));
    await inTx((tx) => service().addStake(tx, source('v1', 'LIVE'), 5_000, at));
    expect(await inTx((tx) => service().addPayout(tx, source('v1', 'LIVE'), 40_000, at))).toMatchObject({
      stake: 15_000,
      payout: 40_000,
      status: 'settled',
      profit: 25_000,
    });
    await inTx((tx) => service().addStake(tx, source('v2', 'LIVE'), 7_000, at));
    expect(await inTx((tx) => service().removeStake(tx, source('v2', 'LIVE'), 7_000, at))).toMatchObject({
      stake: 0,
      status: 'cancelled',
    });
    // A credit with no debit: a win of nothing staked.
    expect(await inTx((tx) => service().addPayout(tx, source('v3', 'LIVE'), 3_000, at))).toMatchObject({
      stake: 0,
      status: 'settled',
      profit: 3_000,
    });
    const [row] = await t.app.deps.database.db.select().from(bets).where(eq(bets.sourceRef, 'v2'));
    expect(row?.status).toBe('cancelled');
    // The rollups add up to the bets, over every hour.
    expect((await reconcileRecords(t.app.deps.database.db)).mismatched).toMatchObject({ bets: [], rollupMembers: [] });
  });
});
