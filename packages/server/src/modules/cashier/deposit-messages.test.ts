import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { PROOF_PNG } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signCallback } from './channels/callback-signature.js';

/**
 * The member hears of every decision on their deposit they did not take (spec 2 messageV2): approved by the finance
 * desk, the command line or the gateway's callback, rejected, or expired, each a system message written in the
 * transaction of the order's change; a cancel (their own) sends none, and a decision rolled back leaves none.
 */
let t: TestApp;
let token = '';
let brandId = 0;
let finance = '';
let admin = '';
let secret = '';

const PNG_PROOF = PROOF_PNG;

beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.app, 'aurora', { account: 'depmsg01' });
  brandId = member.brandId;
  token = await tokenFor(t.app, member);
  finance = (await tokenOfRole(t.app, 'finance')).token;
  admin = (await tokenOfRole(t.app, 'admin')).token;
  const rows = await t.app.deps.database.db.execute(
    sql`select callback_secret from payment_channels where brand_id = ${brandId} and code = 'testpay'`,
  );
  secret = (rows as unknown as { rows: { callback_secret: string }[] }).rows[0]?.callback_secret ?? '';
});
afterAll(() => t.close());

const headers = () => ({ host: 'localhost', authorization: `Bearer ${token}` });
const deposit = async (payload: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'POST', url: '/wps/cashier/deposit', headers: headers(), payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { order: { id: number }; payUrl: string | null };
};
const bankOrder = async (amount: number) =>
  (await deposit({ channel: 'bank', amount, reference: 'TX-9', proof: PNG_PROOF })).order.id;

interface Message {
  kind: string;
  category: string | null;
  params: Record<string, string | number> | null;
  read: boolean;
}
/** The system messages of the member's inbox about one order, as the member centre reads them. */
const messagesOf = async (orderId: number): Promise<Message[]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/member/messages?filter=system&pageSize=50',
    headers: headers(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().value.content as Message[]).filter((m) => m.params?.orderId === orderId);
};
const desk = (what: string, payload: Record<string, unknown>, as = finance) =>
  callOperator(t.app, 'POST', `/console/api/cashier/deposits/${what}`, as, payload);

describe('deposit system messages', () => {
  it('tells the member when the finance desk approves, with the amount in the brand currency', async () => {
    const id = await bankOrder(1250);
    expect(await messagesOf(id)).toEqual([]);
    // Above the brand's threshold the first approval moves nothing, and tells nothing yet.
    expect((await desk('approve', { id })).json().value).toMatchObject({ status: 'pending' });
    expect(await messagesOf(id)).toEqual([]);
    expect((await desk('approve', { id }, admin)).json().value).toMatchObject({ status: 'approved' });
    expect(await messagesOf(id)).toEqual([
      expect.objectContaining({
        kind: 'system',
        category: 'deposit_approved',
        params: { amount: '$ 1,250.00', orderId: id },
        read: false,
      }),
    ]);
    // A second approval finds the order decided and tells nothing again.
    expect((await desk('approve', { id }, admin)).json().code).toBe('request_decided');
    expect(await messagesOf(id)).toHaveLength(1);
  });

  it('tells the member when the finance desk rejects', async () => {
    const id = await bankOrder(40.5);
    expect((await desk('reject', { id, reason: 'no such transfer' })).statusCode).toBe(200);
    expect(await messagesOf(id)).toEqual([
      expect.objectContaining({ category: 'deposit_rejected', params: { amount: '$ 40.50', orderId: id } }),
    ]);
  });

  it('says nothing of a cancel, which the member made', async () => {
    const id = await bankOrder(41);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit/cancel',
      headers: headers(),
      payload: { id },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await messagesOf(id)).toEqual([]);
  });

  it('tells the member of the command line decisions', async () => {
    const cli = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);
    const approved = await bankOrder(42);
    await cli('cashier', 'approve', String(approved));
    const rejected = await bankOrder(43);
    await cli('cashier', 'reject', String(rejected), 'duplicate');
    expect((await messagesOf(approved)).map((m) => m.category)).toEqual(['deposit_approved']);
    expect((await messagesOf(rejected)).map((m) => m.category)).toEqual(['deposit_rejected']);
  });

  it("tells the member of the test gateway's signed callback, paid or declined", async () => {
    const callback = (orderId: number, payUrl: string | null, status: 'paid' | 'declined', amount: string) => {
      const body = JSON.stringify({ orderId, ref: payUrl?.split('/').at(-1), amount, status });
      return t.app.inject({
        method: 'POST',
        url: '/wps/cashier/callback/testpay',
        headers: { 'content-type': 'application/json', 'x-signature': signCallback(secret, body, t.clock.now()) },
        payload: body,
      });
    };
    const paid = await deposit({ channel: 'testpay', amount: 60 });
    expect((await callback(paid.order.id, paid.payUrl, 'paid', '60.0000')).json().value).toMatchObject({
      status: 'approved',
    });
    const declined = await deposit({ channel: 'testpay', amount: 61 });
    expect((await callback(declined.order.id, declined.payUrl, 'declined', '61.0000')).json().value).toMatchObject({
      status: 'rejected',
    });
    expect(await messagesOf(paid.order.id)).toEqual([
      expect.objectContaining({ category: 'deposit_approved', params: { amount: '$ 60.00', orderId: paid.order.id } }),
    ]);
    expect((await messagesOf(declined.order.id)).map((m) => m.category)).toEqual(['deposit_rejected']);
  });

  it('tells the member when an order expires unpaid', async () => {
    const id = await bankOrder(44);
    const start = t.clock.now();
    t.clock.advance(4 * 86_400_000);
    try {
      expect((await t.app.services.depositExpiry()).expired).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.set(start);
    }
    expect(await messagesOf(id)).toEqual([
      expect.objectContaining({ category: 'deposit_expired', params: { amount: '$ 44.00', orderId: id } }),
    ]);
  });

  it('leaves no message when the decision rolls back: the message is in the order’s transaction', async () => {
    const id = await bankOrder(45);
    const settlement = t.app.services.depositSettlement;
    await expect(
      t.app.deps.database.transaction(async (tx) => {
        expect(await settlement.approve(id, 'test', tx)).not.toBeNull();
        throw new Error('the caller fails after the approval');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await messagesOf(id)).toEqual([]);
    expect((await desk('approve', { id })).json().value).toMatchObject({ status: 'approved' });
    expect((await messagesOf(id)).map((m) => m.category)).toEqual(['deposit_approved']);
  });
});
