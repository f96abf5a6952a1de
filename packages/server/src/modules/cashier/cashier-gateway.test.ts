import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { decimalToUnits, signCallback, verifyCallbackSignature } from './channels/callback-signature.js';
import { createTestGatewayService, retryDelay } from './channels/test-gateway-service.js';

/**
 * The built-in test gateway over real HTTP (design.md "Cashier"): its pay page (strict CSP, no script), the tester's
 * decision, the HMAC-SHA256-signed callback to our callback URL, retried with backoff until acknowledged; and the
 * callback's checks: signature (timing-safe), amount and reference against the order, idempotency by order id.
 */
let t: TestApp;
let origin = '';
let token = '';
let memberId = 0;
let brandId = 0;
let secret = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  // The gateway calls back where this instance really listens.
  t.app.deps.config.cashierCallbackOrigin = origin;
  const member = await createMember(t.app, 'aurora', { account: 'gateway01' });
  memberId = member.id;
  brandId = member.brandId;
  token = await tokenFor(t.app, member);
  const rows = await t.app.deps.database.db.execute(
    sql`select callback_secret from payment_channels where brand_id = ${brandId} and code = 'testpay'`,
  );
  secret = (rows as unknown as { rows: { callback_secret: string }[] }).rows[0]?.callback_secret ?? '';
});
afterAll(() => t.close());

const deposit = async (amount: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    payload: { channel: 'testpay', amount },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { order: { id: number; status: string; fee: number; credited: number }; payUrl: string };
};
const balance = () => t.app.deps.ledger.balance(brandId, memberId).then((u) => u / 10_000);
const refOf = (payUrl: string) => payUrl.split('/').at(-1) ?? '';
const orderStatus = async (id: number) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wps/cashier/orders',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
  });
  return res.json().value.content.find((o: { id: number }) => o.id === id)?.status;
};
const callback = (body: string, signature = signCallback(secret, body, t.clock.now()), channel = 'testpay') =>
  t.app.inject({
    method: 'POST',
    url: `/wps/cashier/callback/${channel}`,
    headers: { 'content-type': 'application/json', 'x-signature': signature },
    payload: body,
  });

describe('test gateway', () => {
  it('serves its pay page with a strict CSP, and pays over real HTTP: the wallet is credited live', async () => {
    const { order, payUrl } = await deposit(100);
    expect(order).toMatchObject({ status: 'pending', fee: 1, credited: 100 });
    expect(payUrl).toMatch(/\/test-gateway\/pay\/tg_/);
    const page = await fetch(`${origin}/test-gateway/pay/${refOf(payUrl)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
    const html = await page.text();
    expect(html).toContain('Approve payment');
    expect(html).not.toMatch(/<script|https?:\/\//);
    const decided = await fetch(`${origin}/test-gateway/pay/${refOf(payUrl)}`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve' }),
      redirect: 'manual',
    });
    expect(decided.status).toBe(303);
    expect(await orderStatus(order.id)).toBe('approved');
    // The brand pays the 1% fee: the member gets all 100.
    expect(await balance()).toBe(100);
    const after = await (await fetch(`${origin}/test-gateway/pay/${refOf(payUrl)}`)).text();
    expect(after).toContain('acknowledged');
    expect(after).not.toContain('Approve payment');
  });

  it('declines: the order is rejected, nothing moves', async () => {
    const { order, payUrl } = await deposit(50);
    await fetch(`${origin}/test-gateway/pay/${refOf(payUrl)}`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'decline' }),
      redirect: 'manual',
    });
    expect(await orderStatus(order.id)).toBe('rejected');
    expect(await balance()).toBe(100);
  });

  it('retries an unacknowledged callback with backoff until it is delivered', async () => {
    const { order, payUrl } = await deposit(20);
    let up = false;
    const gateway = createTestGatewayService({
      db: t.app.deps.database.db,
      clock: t.clock,
      send: async (url, body, headers) => {
        if (!up) throw new Error('connection refused');
        const res = await fetch(url, { method: 'POST', body, headers });
        return { ok: res.ok, text: await res.text() };
      },
    });
    expect(await gateway.decide(refOf(payUrl), 'approve')).toEqual({ decided: true, delivery: 'failed' });
    expect(await orderStatus(order.id)).toBe('pending');
    expect(await gateway.deliverDue()).toEqual({ acknowledged: 0, failed: 0 });
    t.clock.advance(retryDelay(1));
    expect(await gateway.deliverDue()).toEqual({ acknowledged: 0, failed: 1 });
    up = true;
    t.clock.advance(retryDelay(1));
    expect(await gateway.deliverDue()).toEqual({ acknowledged: 0, failed: 0 });
    t.clock.advance(retryDelay(2));
    expect(await gateway.deliverDue()).toEqual({ acknowledged: 1, failed: 0 });
    expect(await orderStatus(order.id)).toBe('approved');
    expect(await balance()).toBe(120);
    expect(retryDelay(30)).toBe(3_600_000);
  });

  it('polls a gateway order at its expiry in case the callback was lost', async () => {
    const { order, payUrl } = await deposit(10);
    const lost = createTestGatewayService({
      db: t.app.deps.database.db,
      clock: t.clock,
      send: async () => {
        throw new Error('lost');
      },
    });
    await lost.decide(refOf(payUrl), 'approve');
    await t.app.deps.database.db.execute(sql`update test_gateway_payments set next_attempt_at = null`);
    const expire = t.app.services.depositExpiry;
    expect(await expire()).toEqual({ expired: 0, settled: 0 });
    t.clock.advance(31 * 60_000);
    expect(await expire()).toEqual({ expired: 0, settled: 1 });
    expect(await orderStatus(order.id)).toBe('approved');
    expect(await balance()).toBe(130);
    const unpaid = await deposit(10);
    t.clock.advance(31 * 60_000);
    expect(await expire()).toEqual({ expired: 1, settled: 0 });
    expect(await orderStatus(unpaid.order.id)).toBe('expired');
  });

  it('checks the signature, the amount and the reference; repeats change nothing', async () => {
    const { order, payUrl } = await deposit(30);
    const ref = refOf(payUrl);
    const body = (amount: string, r = ref) => JSON.stringify({ orderId: order.id, ref: r, amount, status: 'paid' });
    const forged = await callback(body('30.0000'), signCallback('not-the-secret', body('30.0000'), t.clock.now()));
    expect(forged.statusCode).toBe(403);
    const stale = new Date(t.clock.now().getTime() - 10 * 60_000);
    expect((await callback(body('30.0000'), signCallback(secret, body('30.0000'), stale))).statusCode).toBe(403);
    expect((await callback(body('3000.0000'))).statusCode).toBe(400);
    expect((await callback(body('30.0000', 'tg_other'))).statusCode).toBe(400);
    // Signed for another channel: that channel's secret does not verify it.
    expect((await callback(body('30.0000'), undefined, 'bank')).statusCode).toBe(403);
    expect(await orderStatus(order.id)).toBe('pending');
    const results = await Promise.all([callback(body('30.0000')), callback(body('30.0000'))]);
    for (const r of results) expect(r.json(), r.body).toMatchObject({ success: true, value: { status: 'approved' } });
    expect(results.filter((r) => r.json().value.applied)).toHaveLength(1);
    expect((await callback(body('30'))).json().value).toMatchObject({ status: 'approved', applied: false });
    expect(await balance()).toBe(160);
  });

  it('refunds a payment made after the member cancelled, and never credits it', async () => {
    const { order, payUrl } = await deposit(40);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/deposit/cancel',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      payload: { id: order.id },
    });
    expect(cancel.json().value.status).toBe('cancelled');
    const page = await fetch(`${origin}/test-gateway/pay/${refOf(payUrl)}`);
    expect(await page.text()).not.toContain('Approve payment');
    const body = JSON.stringify({ orderId: order.id, ref: refOf(payUrl), amount: '40', status: 'paid' });
    expect((await callback(body)).json().value).toMatchObject({ status: 'cancelled', applied: false });
    const rows = await t.app.deps.database.db.execute(
      sql`select status from test_gateway_payments where order_id = ${order.id}`,
    );
    expect((rows as unknown as { rows: { status: string }[] }).rows[0]?.status).toBe('open');
    await t.app.deps.database.db.execute(
      sql`update test_gateway_payments set status = 'paid' where order_id = ${order.id}`,
    );
    await callback(body);
    const refunded = await t.app.deps.database.db.execute(
      sql`select status from test_gateway_payments where order_id = ${order.id}`,
    );
    expect((refunded as unknown as { rows: { status: string }[] }).rows[0]?.status).toBe('refunded');
    expect(await balance()).toBe(160);
  });
});

describe("the test gateway's addresses (only configuration or the brand's own domains)", () => {
  it("builds the pay page and the callback on the brand's domain, never on a Host the caller names", async () => {
    const member = await createMember(t.app, 'aurora', { account: 'gateway03' });
    const headers = {
      host: 'evil.example',
      merchant: 'aurora',
      authorization: `Bearer ${await tokenFor(t.app, member)}`,
    };
    const sent: string[] = [];
    const gateway = createTestGatewayService({
      db: t.app.deps.database.db,
      clock: t.clock,
      send: async (url) => {
        sent.push(url);
        return { ok: false, text: '' };
      },
    });
    const order = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers,
        payload: { channel: 'testpay', amount: 10 },
      });
      expect(res.statusCode, res.body).toBe(200);
      const { payUrl } = res.json().value as { payUrl: string };
      await gateway.decide(refOf(payUrl), 'decline');
      return payUrl;
    };
    const configured = t.app.deps.config.cashierCallbackOrigin;
    try {
      t.app.deps.config.cashierCallbackOrigin = null;
      expect(await order()).toMatch(/^https:\/\/aurora-play\.example\/test-gateway\/pay\/tg_/);
      expect(sent.at(-1)).toBe('https://aurora-play.example/wps/cashier/callback/testpay');
    } finally {
      t.app.deps.config.cashierCallbackOrigin = configured;
    }
    // CASHIER_CALLBACK_ORIGIN, when set, is where callbacks go.
    await order();
    expect(sent.at(-1)).toBe(`${origin}/wps/cashier/callback/testpay`);
  });
});

describe('callbacks without a good signature', () => {
  it('answer the same for an order that exists and one that does not, so orders cannot be counted', async () => {
    const { order, payUrl } = await deposit(10);
    const body = (orderId: number) =>
      JSON.stringify({ orderId, ref: refOf(payUrl), amount: '10.0000', status: 'paid' });
    const answers = await Promise.all(
      [order.id, order.id + 1000].flatMap((id) => [
        callback(body(id), ''),
        callback(body(id), signCallback('not-the-secret', body(id), t.clock.now())),
        callback(body(id), '', 'bank'),
      ]),
    );
    for (const res of answers) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(answers[0]?.json());
    }
    expect(await orderStatus(order.id)).toBe('pending');
  });
});

describe('callback signatures', () => {
  it('signs and verifies HMAC-SHA256 over the timestamp and the exact body', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const header = signCallback('s3cret', '{"a":1}', now);
    expect(verifyCallbackSignature('s3cret', header, '{"a":1}', now)).toBe(true);
    expect(verifyCallbackSignature('s3cret', header, '{"a":2}', now)).toBe(false);
    expect(verifyCallbackSignature('other', header, '{"a":1}', now)).toBe(false);
    expect(verifyCallbackSignature('s3cret', undefined, '{"a":1}', now)).toBe(false);
    const flipped = header.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect(verifyCallbackSignature('s3cret', flipped, '{"a":1}', now)).toBe(false);
    expect(decimalToUnits('12.5')).toBe(125_000);
    expect(decimalToUnits('12.50001')).toBeNull();
    expect(decimalToUnits(12)).toBeNull();
  });
});

describe('test gateway turned off (TEST_GATEWAY=false, production)', () => {
  it('offers no test gateway channel and serves no pay page', async () => {
    const off = await createTestApp({ testGateway: false });
    try {
      const member = await createMember(off.app, 'aurora', { account: 'gateway02' });
      const headers = { host: 'localhost', authorization: `Bearer ${await tokenFor(off.app, member)}` };
      const channels = await off.app.inject({ method: 'GET', url: '/wps/cashier/deposit/channels', headers });
      expect(channels.json().value.channels.map((c: { code: string }) => c.code)).toEqual(['bank', 'p2p']);
      const order = await off.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers,
        payload: { channel: 'testpay', amount: 10 },
      });
      expect(order.statusCode).toBe(404);
      expect((await off.app.inject({ method: 'GET', url: '/test-gateway/pay/tg_x' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
