import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Member } from '../account/member-repo.js';
import type { BetFacts } from '../bets/bet-service.js';
import { createTurnover } from './turnover-service.js';
import { daysWindow, dayWindow, hourWindow } from './turnover-windows.js';
import { carriedShare, createWagering } from './wagering-service.js';

/**
 * The turnover module (design.md "Bets and turnover"): sums of the hourly rollups over members, kinds and windows,
 * valid turnover by SETTLED time (agent-rules.md VT), windows of the brand's zone, and wagering requirements whose
 * progress is the valid turnover of their kinds settled after they were made. Bets are written by the bets module's
 * own service (the rollups' one writer), or played through the in-house game's real calls.
 */
let t: TestApp;
let a: Member;
let b: Member;
let c: Member;
let dhaka: Member;
let ref = 0;

const U = 10_000;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  t = await createTestApp();
  a = await createMember(t.app, 'aurora', { account: 'turn_a' });
  b = await createMember(t.app, 'aurora', { account: 'turn_b' });
  c = await createMember(t.app, 'aurora', { account: 'turn_c' });
  dhaka = await createMember(t.app, 'bengal', { account: 'turn_d' });
});
afterAll(() => t.close());

const bets = () => t.app.services.bets;
const facts = (m: Member, gameKind: BetFacts['gameKind']): BetFacts => ({
  brandId: m.brandId,
  memberId: m.id,
  gameKind,
  vendorCode: 'TST',
  gameCode: 'g1',
  sourceKind: 'test',
  sourceRef: `turn-${++ref}`,
});
/** A bet settled at once (an in-house round's way). */
const settled = (m: Member, kind: BetFacts['gameKind'], stake: number, payout: number, when: string) =>
  t.app.deps.database.transaction((tx) =>
    bets().record(tx, facts(m, kind), { stake: stake * U, payout: payout * U }, at(when)),
  );

describe('turnover sums', () => {
  it('counts valid turnover and payout in the hour a bet SETTLES, stake and count in the hour it was placed', async () => {
    const turnover = createTurnover(t.app.deps);
    const f = facts(a, 'LOTT');
    await t.app.deps.database.transaction((tx) => bets().open(tx, f, 10 * U, at('2026-07-01T23:40:00Z')));
    await t.app.deps.database.transaction((tx) => bets().settle(tx, f, { payout: 25 * U }, at('2026-07-02T00:05:00Z')));
    // Cancelled: it counts nowhere in the end.
    const g = facts(a, 'LOTT');
    await t.app.deps.database.transaction((tx) => bets().open(tx, g, 7 * U, at('2026-07-02T00:10:00Z')));
    await t.app.deps.database.transaction((tx) => bets().cancel(tx, g, at('2026-07-02T00:20:00Z')));

    const scope = { brand: a.brandId, members: a.id, kinds: 'LOTT' as const };
    const placed = await turnover.sum(scope, hourWindow('2026-07-01', 23, 'UTC'));
    expect(placed).toEqual({ stake: 10 * U, validTurnover: 0, payout: 0, profit: 0, count: 1 });
    const settledHour = await turnover.sum(scope, hourWindow('2026-07-02', 0, 'UTC'));
    expect(settledHour).toEqual({ stake: 0, validTurnover: 10 * U, payout: 25 * U, profit: 15 * U, count: 0 });
    const both = await turnover.sum(scope, daysWindow('2026-07-01', '2026-07-02', 'UTC'));
    expect(both).toEqual({ stake: 10 * U, validTurnover: 10 * U, payout: 25 * U, profit: 15 * U, count: 1 });
  });

  it('sums one member, a set of members or a team, by kind, a list of kinds or ALL, inside one brand', async () => {
    const turnover = createTurnover(t.app.deps);
    await settled(a, 'RNG', 3, 0, '2026-07-05T10:00:00Z');
    await settled(a, 'LIVE', 4, 8, '2026-07-05T11:00:00Z');
    await settled(b, 'FISH', 5, 0, '2026-07-05T12:00:00Z');
    await settled(c, 'RNG', 6, 6, '2026-07-05T13:00:00Z'); // a push: no valid turnover
    await settled(dhaka, 'RNG', 100, 0, '2026-07-05T13:00:00Z'); // another brand's
    const day = dayWindow('2026-07-05', 'UTC');
    const vt = async (scope: Parameters<typeof turnover.sum>[0]) => (await turnover.sum(scope, day)).validTurnover / U;

    expect(await vt({ brand: a.brandId, members: a.id })).toBe(7);
    expect(await vt({ brand: a.brandId, members: a.id, kinds: 'RNG' })).toBe(3);
    expect(await vt({ brand: a.brandId, members: [a.id, b.id], kinds: ['RNG', 'FISH'] })).toBe(8);
    expect(await vt({ brand: a.brandId, members: [a.id, b.id, c.id], kinds: 'ALL' })).toBe(12);
    expect(await vt({ brand: a.brandId, members: [] })).toBe(0);
    expect(await vt({ brand: a.brandId, members: [a.id, b.id, c.id], kinds: [] })).toBe(0);
    // The other brand's member is not found under this brand.
    expect(await vt({ brand: a.brandId, members: dhaka.id })).toBe(0);
    expect(await vt({ brand: dhaka.brandId, members: dhaka.id })).toBe(100);
    expect(await turnover.sum({ brand: a.brandId, members: [a.id, b.id, c.id] }, day)).toMatchObject({
      stake: 18 * U,
      count: 4,
      payout: 14 * U,
      profit: -4 * U,
    });
  });

  it("turns a day or an hour of the brand's zone into a window", async () => {
    const turnover = createTurnover(t.app.deps);
    expect(dayWindow('2026-07-10', 'Asia/Dhaka')).toEqual({
      start: at('2026-07-09T18:00:00Z'),
      end: at('2026-07-10T18:00:00Z'),
    });
    expect(hourWindow('2026-07-10', 9, 'Asia/Dhaka')).toEqual({
      start: at('2026-07-10T03:00:00Z'),
      end: at('2026-07-10T04:00:00Z'),
    });
    // New York's clock jumps on 8 March 2026: that day has 23 hours.
    const short = dayWindow('2026-03-08', 'America/New_York');
    expect(short.end.getTime() - short.start.getTime()).toBe(23 * 3_600_000);
    // 20:30 UTC on 9 July is 10 July in Dhaka: its day, not UTC's.
    await settled(dhaka, 'FISH', 9, 0, '2026-07-09T20:30:00Z');
    const scope = { brand: dhaka.brandId, members: dhaka.id, kinds: 'FISH' as const };
    expect((await turnover.sum(scope, dayWindow('2026-07-10', 'Asia/Dhaka'))).validTurnover).toBe(9 * U);
    expect((await turnover.sum(scope, dayWindow('2026-07-10', 'UTC'))).validTurnover).toBe(0);
    expect(
      await turnover.sumByPeriod(scope, daysWindow('2026-07-09', '2026-07-10', 'Asia/Dhaka'), {
        period: 'day',
        timeZone: 'Asia/Dhaka',
      }),
    ).toEqual([
      {
        period: '2026-07-10',
        gameKind: 'FISH',
        stake: 9 * U,
        validTurnover: 9 * U,
        payout: 0,
        profit: -9 * U,
        count: 1,
      },
    ]);
  });
});

describe('wagering requirements', () => {
  it('progress is the valid turnover of its kinds settled after it was made, the same hour included', async () => {
    const m = await createMember(t.app, 'aurora', { account: 'turn_w1' });
    const wagering = createWagering(t.app.deps);
    const key = { brandId: m.brandId, memberId: m.id, key: 'test:rng-fish', kinds: ['RNG', 'FISH'] as const };
    // Wagered before the requirement, in the very hour it is made: does not count.
    await settled(m, 'RNG', 50, 0, '2026-07-20T10:10:00Z');
    await t.app.deps.database.transaction((tx) => wagering.add(tx, key, 300 * U, at('2026-07-20T10:20:00Z')));
    expect(await wagering.state(m.id, key.key)).toEqual({ required: 300 * U, wagered: 0, remaining: 300 * U });

    await settled(m, 'RNG', 100, 0, '2026-07-20T10:30:00Z');
    await settled(m, 'LIVE', 200, 400, '2026-07-20T10:40:00Z'); // not one of its kinds
    const f = facts(m, 'FISH');
    await t.app.deps.database.transaction((tx) => bets().open(tx, f, 500 * U, at('2026-07-20T11:00:00Z')));
    // Open: the stake is not valid turnover until the bet settles.
    expect(await wagering.state(m.id, key.key)).toEqual({ required: 300 * U, wagered: 100 * U, remaining: 200 * U });
    await t.app.deps.database.transaction((tx) =>
      bets().settle(tx, f, { payout: 250 * U }, at('2026-07-20T12:00:00Z')),
    );
    expect(await wagering.state(m.id, key.key)).toEqual({ required: 300 * U, wagered: 300 * U, remaining: 0 });
    // The deposit rule's requirement is another one, untouched.
    expect(await wagering.withdrawableState(m.id)).toEqual({ required: 0, wagered: 0, remaining: 0 });
  });

  it('adding to a requirement lets what was wagered pay the old one down first', async () => {
    const m = await createMember(t.app, 'aurora', { account: 'turn_w2' });
    const wagering = createWagering(t.app.deps);
    const deposit = (amount: number, when: string) =>
      t.app.deps.database.transaction((tx) =>
        wagering.addDeposit(tx, { brandId: m.brandId, memberId: m.id, amount: amount * U, at: at(when) }),
      );
    await deposit(100, '2026-07-21T09:00:00Z');
    await settled(m, 'LIVE', 150, 0, '2026-07-21T09:30:00Z');
    expect(await wagering.withdrawableState(m.id)).toEqual({ required: 100 * U, wagered: 100 * U, remaining: 0 });
    // The 50 wagered beyond the first deposit is not kept for the next one.
    await deposit(80, '2026-07-21T09:45:00Z');
    expect(await wagering.withdrawableState(m.id)).toEqual({ required: 80 * U, wagered: 0, remaining: 80 * U });
    await settled(m, 'SPORTS', 30, 0, '2026-07-21T09:50:00Z');
    await deposit(20, '2026-07-21T10:05:00Z');
    expect(await wagering.withdrawableState(m.id)).toEqual({ required: 70 * U, wagered: 0, remaining: 70 * U });
  });

  it('a transfer carries the same share of the requirement as of the balance, never more than the amount', () => {
    expect(carriedShare(1000, 1000, 1000)).toBe(1000);
    expect(carriedShare(1000, 400, 1000)).toBe(400);
    expect(carriedShare(300, 500, 1000)).toBe(150);
    expect(carriedShare(1, 1, 3)).toBe(1); // rounded up: the house never loses a unit of it
    expect(carriedShare(0, 500, 1000)).toBe(0);
    expect(carriedShare(5000, 500, 400)).toBe(500);
    expect(carriedShare(2 ** 50, 2 ** 50, 2 ** 51)).toBe(2 ** 49);
  });
});

describe('turnover through the real calls', () => {
  it('valid turnover played in the in-house games pays a deposit requirement down, seen on the withdraw page', async () => {
    const m = await createMember(t.app, 'aurora', { account: 'turn_h1', profile: { payeeName: 'Turn Over' } });
    const token = await tokenFor(t.app, m);
    t.clock.set(at('2026-06-01T12:00:00Z'));
    await t.app.deps.ledger.transfer(
      (await import('../../ledger/cashier-postings.js')).deposit({
        brandId: m.brandId,
        memberId: m.id,
        orderId: 'turn-h1',
        amount: 50 * U,
        channel: 'seed',
      }),
    );
    await t.app.deps.database.transaction((tx) =>
      createWagering(t.app.deps).addDeposit(tx, {
        brandId: m.brandId,
        memberId: m.id,
        amount: 10 * U,
        at: t.clock.now(),
      }),
    );
    const auth = { host: 'localhost', authorization: `Bearer ${token}` };
    const launched = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: auth,
      payload: { vassalage: 'BGS', gameCode: 'dice', demo: false },
    });
    const session = new URL(launched.json().value.url, 'http://x').searchParams.get('launch') ?? '';
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/bgs/api/play',
        headers: { host: 'localhost', 'x-game-session': session },
        payload: { amount: 2, params: { target: 50, over: true } },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const info = (await t.app.inject({ url: '/wps/cashier/withdraw/info', headers: auth })).json().value;
    expect(info.turnover).toEqual({ required: 10, wagered: 6, remaining: 4 });
    expect(info.withdrawable).toBe(0);
  });
});
