import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { bets } from '../../db/schema.js';
import { vendorCredit } from '../../ledger/game-postings.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { PROOF_PNG } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The member's transaction history says what caused each entry (spec 2 transactionHistory): the bet of a game round
 * (in-house or a vendor's), the deposit order, the operator's adjustment, a move between the member's own wallets; and
 * nothing of another member's.
 */
let t: TestApp;
let token = '';
let memberId = 0;
let brandId = 0;

interface Entry {
  type: string;
  reason: string | null;
  amount: number;
  source: { kind: string; ref: string | null } | null;
}

const get = (url: string, bearer = token) =>
  t.app.inject({ url, headers: { host: 'localhost', authorization: `Bearer ${bearer}` } });
const history = async (query = '', bearer = token): Promise<Entry[]> => {
  const res = await get(`/wps/relay/ODSFE2_MemTransDet?pageSize=50${query}`, bearer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.content;
};
const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);

beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.app, 'aurora', { account: 'source01' });
  memberId = member.id;
  brandId = member.brandId;
  token = await tokenFor(t.app, member);
  await admin('credit', 'aurora', 'source01', '100', '--reason', 'goodwill for the outage');
});
afterAll(() => t.close());

describe('transaction sources', () => {
  it("names an operator's adjustment, its reason beside it", async () => {
    const [entry] = await history('&type=adjustment');
    expect(entry).toMatchObject({
      type: 'adjustment',
      reason: 'goodwill for the outage',
      source: { kind: 'adjustment', ref: null },
    });
  });

  it('links an approved deposit to its order', async () => {
    const proof = PROOF_PNG;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      payload: { channel: 'bank', amount: 50, reference: 'SRC-1', proof },
    });
    const orderId = res.json().value.order.id as number;
    const finance = (await tokenOfRole(t.app, 'finance')).token;
    await callOperator(t.app, 'POST', '/console/api/cashier/deposits/approve', finance, { id: orderId });
    expect(await history('&type=deposit')).toEqual([
      expect.objectContaining({ type: 'deposit', amount: 50, source: { kind: 'deposit', ref: String(orderId) } }),
    ]);
  });

  it("links an in-house round's entry to its bet, which the member's bet records open", async () => {
    const launch = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      payload: { vassalage: 'BGS', gameCode: 'dice', demo: false },
    });
    const session = new URL(launch.json().value.url, 'http://localhost').searchParams.get('launch') ?? '';
    const play = await t.app.inject({
      method: 'POST',
      url: '/bgs/api/play',
      headers: { host: 'localhost', 'x-game-session': session },
      payload: { amount: 2, params: { target: 50, over: true } },
    });
    expect(play.statusCode, play.body).toBe(200);
    const [entry] = await history('&type=game');
    expect(entry).toMatchObject({ type: 'game', reason: 'Dice', source: { kind: 'bet', ref: expect.any(String) } });
    const detail = await get(`/wps/member/bets/detail?id=${entry?.source?.ref}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().value).toMatchObject({
      bet: { vendor: 'BGS', gameCode: 'dice', stake: 2 },
      roundRef: String(play.json().value.round.id),
    });
  });

  it("links a vendor round's entry to its bet", async () => {
    const [bet] = await t.app.deps.database.db
      .insert(bets)
      .values({
        brandId,
        memberId,
        gameKind: 'LIVE',
        vendorCode: 'DBL',
        gameCode: 'baccarat',
        stake: 0,
        payout: 30_000,
        status: 'settled',
        placedAt: t.clock.now(),
        sourceKind: 'vendor_round',
        sourceRef: 'DBL:round-77',
      })
      .returning({ id: bets.id });
    await t.app.deps.ledger.transfer(
      vendorCredit({
        brandId,
        vendor: 'DBL',
        vendorName: 'Double',
        memberId,
        wallet: 'main',
        txId: 'tx-77',
        roundId: 'round-77',
        amount: 30_000,
      }),
    );
    const [entry] = await history('&type=game');
    expect(entry).toMatchObject({ reason: 'Double win', amount: 3, source: { kind: 'bet', ref: String(bet?.id) } });
  });

  it("never points at another member's bet", async () => {
    const other = await createMember(t.app, 'aurora', { account: 'source02' });
    const otherToken = await tokenFor(t.app, other);
    expect(await history('', otherToken)).toEqual([]);
    const [entry] = await history('&type=game');
    const res = await get(`/wps/member/bets/detail?id=${entry?.source?.ref}`, otherToken);
    expect(res.statusCode).toBe(404);
  });
});
