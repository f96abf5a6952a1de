import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../../domain/member.js';
import { toUnits } from '../../ledger/amounts.js';
import { deposit, withdrawalHold, withdrawalPayout } from '../../ledger/cashier-postings.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The dashboard over a known set of bets: the figures come from the hourly rollups, by day of the brand's time zone,
 * with a bet placed before midnight and settled after it; the brand scope decides which brands count.
 */
let t: TestApp;
let one: Member;
let two: Member;
let three: Member;
const at = (iso: string) => new Date(iso);

async function bet(
  member: Member,
  ref: string,
  gameKind: 'RNG' | 'LOTT',
  stake: number,
  payout: number,
  placed: string,
  settled?: string,
) {
  const bets = t.app.services.bets;
  const facts = {
    brandId: member.brandId,
    memberId: member.id,
    gameKind,
    vendorCode: 'TEST',
    gameCode: 'g',
    sourceKind: 'test',
    sourceRef: ref,
  };
  await t.app.deps.database.transaction(async (tx) => {
    if (!settled) {
      await bets.record(tx, facts, { stake: toUnits(stake), payout: toUnits(payout) }, at(placed));
      return;
    }
    await bets.open(tx, facts, toUnits(stake), at(placed));
    await bets.settle(tx, facts, { payout: toUnits(payout) }, at(settled));
  });
}

beforeAll(async () => {
  // The test clock reads 2026-06-01T12:00Z: the window runs from 2026-05-03 to 2026-06-01, UTC.
  t = await createTestApp();
  one = await createMember(t.app, 'aurora', { account: 'dash0001', createdAt: at('2026-05-20T08:00:00Z') });
  two = await createMember(t.app, 'aurora', { account: 'dash0002', createdAt: at('2026-06-01T01:00:00Z') });
  await createMember(t.app, 'aurora', { account: 'dash0trial', type: 4, createdAt: at('2026-06-01T02:00:00Z') });
  three = await createMember(t.app, 'bengal', { account: 'dash0003', createdAt: at('2026-06-01T03:00:00Z') });
  await bet(one, 'a', 'RNG', 10, 0, '2026-05-31T23:30:00Z');
  // Placed before midnight, settled after it: counted on the 31st, its turnover and result on the 1st.
  await bet(one, 'b', 'LOTT', 20, 50, '2026-05-31T23:50:00Z', '2026-06-01T00:10:00Z');
  await bet(two, 'c', 'RNG', 5, 8, '2026-06-01T11:00:00Z');
  await bet(three, 'd', 'RNG', 100, 0, '2026-06-01T10:00:00Z');
  // The day before the window.
  await bet(two, 'e', 'RNG', 7, 0, '2026-05-02T23:00:00Z');
  // 20:00 UTC on 31 May is 02:00 on 1 June in Dhaka, Bengal Star's time zone.
  await bet(three, 'f', 'RNG', 30, 10, '2026-05-31T20:00:00Z');
  // A login of member one today; money in and out through the cashier's postings.
  await tokenFor(t.app, one);
  const ledger = t.app.deps.ledger;
  await ledger.transfer(
    deposit({ brandId: one.brandId, memberId: one.id, orderId: 1, amount: toUnits(100), channel: 'test' }),
  );
  await ledger.transfer(
    withdrawalHold({ brandId: one.brandId, memberId: one.id, withdrawalId: 1, amount: toUnits(40) }),
  );
  await ledger.transfer(
    withdrawalPayout({ brandId: one.brandId, memberId: one.id, withdrawalId: 1, amount: toUnits(40), channel: 'test' }),
  );
});
afterAll(() => t.close());

const dashboard = (token: string, brand?: string) =>
  callOperator(t.app, 'GET', '/console/api/dashboard', token, brand ? { brand } : {});

describe('dashboard', () => {
  it("shows one brand's day and month from the rollups, a bet across midnight on both days", async () => {
    const { token } = await tokenOfRole(t.app, 'finance');
    const res = await dashboard(token, 'aurora');
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().value;
    expect(view.brands).toEqual(['aurora']);
    expect(view.timeZone).toBe('UTC');
    expect(view.today).toEqual({
      day: '2026-06-01',
      newMembers: 1,
      activeMembers: 2,
      deposits: 100,
      withdrawals: 40,
      bets: 1,
      turnover: 25,
      houseProfit: -33,
    });
    expect(view.days).toHaveLength(30);
    expect(view.days[0].day).toBe('2026-05-03');
    expect(view.days.find((d: { day: string }) => d.day === '2026-05-31')).toEqual({
      day: '2026-05-31',
      newMembers: 0,
      activeMembers: 1,
      deposits: 0,
      withdrawals: 0,
      bets: 2,
      turnover: 10,
      houseProfit: 10,
    });
    expect(view.last30).toEqual({
      from: '2026-05-03',
      to: '2026-06-01',
      newMembers: 2,
      activeMembers: 2,
      deposits: 100,
      withdrawals: 40,
      bets: 3,
      turnover: 35,
      houseProfit: -23,
    });
    expect(view.byGameKind).toEqual([
      { gameKind: 'LOTT', bets: 1, turnover: 20, houseProfit: -30 },
      { gameKind: 'RNG', bets: 2, turnover: 15, houseProfit: 7 },
    ]);
  });

  it("adds up every brand of the operator's scope when no brand is named", async () => {
    const all = await tokenOfRole(t.app, 'owner');
    const view = (await dashboard(all.token)).json().value;
    expect(view.brands).toEqual(expect.arrayContaining(['aurora', 'bengal']));
    expect(view.today).toMatchObject({ newMembers: 2, activeMembers: 3, bets: 2, turnover: 125, houseProfit: 67 });
    // An operator of aurora only sees aurora's figures, whatever other brands do.
    const scoped = await tokenOfRole(t.app, 'risk', ['aurora']);
    const own = (await dashboard(scoped.token)).json().value;
    expect(own.brands).toEqual(['aurora']);
    expect(own.today).toMatchObject({ bets: 1, turnover: 25, houseProfit: -33 });
  });

  it("counts a brand's days from its own time zone's midnight", async () => {
    const { token } = await tokenOfRole(t.app, 'finance');
    const view = (await dashboard(token, 'bengal')).json().value;
    expect(view.timeZone).toBe('Asia/Dhaka');
    expect(view.today).toMatchObject({ day: '2026-06-01', newMembers: 1, bets: 2, turnover: 130, houseProfit: 120 });
    expect(view.days.find((d: { day: string }) => d.day === '2026-05-31')).toMatchObject({ bets: 0 });
    // Brands of different zones together: UTC days, where that bet falls on 31 May.
    const all = (await dashboard((await tokenOfRole(t.app, 'owner')).token)).json().value;
    expect(all.timeZone).toBe('UTC');
    expect(all.days.find((d: { day: string }) => d.day === '2026-05-31')).toMatchObject({ bets: 3 });
  });

  it("refuses a brand outside the operator's scope, and roles without dashboard.read", async () => {
    const bengal = await tokenOfRole(t.app, 'finance', ['bengal']);
    const res = await dashboard(bengal.token, 'aurora');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
    const support = await tokenOfRole(t.app, 'support');
    expect((await dashboard(support.token, 'aurora')).statusCode).toBe(403);
    const unknown = await dashboard((await tokenOfRole(t.app, 'owner')).token, 'nosuchbrand');
    expect(unknown.statusCode).toBe(404);
  });
});
