import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { BetFacts } from './bet-service.js';

let t: TestApp;
let player = { id: 0, token: '' };
let other = { id: 0, token: '' };
let brandId = 0;

const get = (token: string, url: string) =>
  t.app.inject({ url, headers: { host: 'localhost', authorization: `Bearer ${token}` } });

async function playDice(token: string, rounds: number) {
  const launched = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    payload: { vassalage: 'BGS', gameCode: 'dice', demo: false },
  });
  const session = new URL(launched.json().value.url, 'http://x').searchParams.get('launch') ?? '';
  for (let i = 0; i < rounds; i++) {
    await t.app.inject({
      method: 'POST',
      url: '/bgs/api/play',
      headers: { host: 'localhost', 'x-game-session': session },
      payload: { amount: 2, params: { target: 50, over: true } },
    });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await createMember(t.app, 'aurora', { account: 'report01' });
  const b = await createMember(t.app, 'aurora', { account: 'report02' });
  brandId = a.brandId;
  player = { id: a.id, token: await tokenFor(t.app, a) };
  other = { id: b.id, token: await tokenFor(t.app, b) };
  const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);
  await admin('credit', 'aurora', 'report01', '100', '--reason', 'test funds');
});
afterAll(() => t.close());

describe('bet detail (member centre bet records)', () => {
  it("answers the member's in-house bet with its round for the verify page, and nobody else's", async () => {
    await playDice(player.token, 1);
    const list = (await get(player.token, '/wps/member/bets?from=2026-06-01&to=2026-06-01')).json().value;
    const id = list.content[0].id;
    const res = await get(player.token, `/wps/member/bets/detail?id=${id}`);
    const value = res.json().value;
    expect(value.bet).toMatchObject({ id, gameKind: list.content[0].gameKind, stake: 2 });
    expect(value.round).toMatchObject({ game: 'dice', nonce: expect.any(Number), params: { target: 50, over: true } });
    expect(value.round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // The live pair's server seed stays secret until it is rotated.
    expect(value.round.serverSeed).toBeNull();
    expect((await get(other.token, `/wps/member/bets/detail?id=${id}`)).json().code).toBe('not_found');
  });
});

describe('profit and loss by period', () => {
  it('sums the hourly rollups by day or month and game kind', async () => {
    const bets = t.app.services.bets;
    const facts = (ref: string): BetFacts => ({
      brandId,
      sourceKind: 'test',
      sourceRef: ref,
      memberId: other.id,
      gameKind: 'LIVE',
      vendorCode: 'EVO',
      gameCode: 'baccarat',
    });
    await t.app.deps.database.transaction(async (tx) => {
      await bets.record(tx, facts('p1'), { stake: 100_000, payout: 250_000 }, new Date('2026-05-30T10:00:00Z'));
      await bets.record(tx, facts('p2'), { stake: 100_000, payout: 0 }, new Date('2026-05-31T23:30:00Z'));
      await bets.record(tx, facts('p3'), { stake: 50_000, payout: 0 }, new Date('2026-06-01T01:00:00Z'));
    });
    const dayRes = await get(other.token, '/wps/member/bets/profit?from=2026-05-30&to=2026-06-01');
    if (dayRes.statusCode !== 200) throw new Error(dayRes.body);
    const days = dayRes.json().value.rows;
    expect(days).toEqual([
      { period: '2026-05-30', gameKind: 'LIVE', count: 1, stake: 10, validTurnover: 10, payout: 25, profit: 15 },
      { period: '2026-05-31', gameKind: 'LIVE', count: 1, stake: 10, validTurnover: 10, payout: 0, profit: -10 },
      { period: '2026-06-01', gameKind: 'LIVE', count: 1, stake: 5, validTurnover: 5, payout: 0, profit: -5 },
    ]);
    const months = (await get(other.token, '/wps/member/bets/profit?from=2026-05-01&to=2026-06-30&period=month')).json()
      .value.rows;
    expect(months.map((r: { period: string; profit: number }) => [r.period, r.profit])).toEqual([
      ['2026-05', 5],
      ['2026-06', -5],
    ]);
    expect(
      (await get(player.token, '/wps/member/bets/profit?from=2026-05-30&to=2026-05-31')).json().value.rows,
    ).toEqual([]);
    const bad = await get(other.token, '/wps/member/bets/profit?from=2026-06-02&to=2026-06-01');
    expect(bad.json().code).toBe('invalid_input');
  });

  it('is refused to trial members and visitors', async () => {
    const trial = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'guest_r1', type: 4 }));
    for (const url of ['/wps/member/bets/profit?from=2026-06-01&to=2026-06-01', '/wps/member/bets/detail?id=1']) {
      expect((await get(trial, url)).json().code).toBe('in_need_true_account');
      expect((await t.app.inject({ url, headers: { host: 'localhost' } })).statusCode).toBe(401);
    }
  });
});
