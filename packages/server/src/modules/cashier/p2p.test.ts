import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { checkLedger } from '../../ledger/ledger-check.js';
import { reconcileRecords } from '../../ledger/reconciliation.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { dataUrl, PNG_SIGNATURE, PROOF_PNG } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { withdrawer } from '../../test/withdrawals.js';

/**
 * The peer-to-peer channel end to end through the routes (spec 4 "Withdrawal confirmation"): matching a deposit with a
 * withdrawal, paying, every answer of the withdrawer (received, partly, not received with proof, all received), the
 * forced receipt after the brand's minutes, expiry, cancel, the finance desk's disputes, the withdrawal closing when
 * payers paid it all, who may do what, and `ledger check` after each story. On PGlite, and on PostgreSQL with
 * DATABASE_URL (where the races matter).
 */
let t: TestApp;
let finance = '';
let n = 0;

const PNG_PROOF = PROOF_PNG;

beforeAll(async () => {
  t = await createTestApp();
  finance = (await tokenOfRole(t.app, 'finance')).token;
});
afterAll(() => t.close());

/** A member who pays by P2P: deposits, says they paid, cancels. */
async function payer() {
  const member = await createMember(t.app, 'aurora', { account: `pp${String(++n).padStart(3, '0')}` });
  const token = await tokenFor(t.app, member);
  const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method,
      url: method === 'GET' && payload ? `${url}?${new URLSearchParams(payload as Record<string, string>)}` : url,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      ...(method === 'POST' ? { payload: payload ?? {} } : {}),
    });
  const balance = () => t.app.deps.ledger.balance(member.brandId, member.id).then((u) => u / 10_000);
  const deposit = (amount: number) => call('POST', '/wps/cashier/deposit', { channel: 'p2p', amount });
  return { member, call, balance, deposit };
}

/** A withdrawer with `amount` waiting for payers (of 1000 in the wallet). */
async function pooled(amount = 500) {
  const w = await withdrawer(t.app, `pw${String(++n).padStart(3, '0')}`);
  const res = await w.withdraw(amount);
  expect(res.statusCode, res.body).toBe(200);
  return { ...w, orderId: res.json().value.order.id as number };
}

/** A payer matched with `amount` of the oldest open withdrawal; answers the payment. */
async function matched(amount: number) {
  const p = await payer();
  const res = await p.deposit(amount);
  expect(res.statusCode, res.body).toBe(200);
  return { ...p, payment: res.json().value.p2p as { id: number; withdrawalId: number; account: unknown } };
}

const paid = (p: Awaited<ReturnType<typeof matched>>, extra: Record<string, unknown> = {}) =>
  p.call('POST', '/wps/cashier/p2p/paid', { id: p.payment.id, reference: 'FT-778899', ...extra });
const confirm = (w: { call: Awaited<ReturnType<typeof pooled>>['call'] }, body: Record<string, unknown>) =>
  w.call('POST', '/wps/cashier/p2p/confirm', body);
const desk = (what: string, payload: Record<string, unknown>) =>
  callOperator(t.app, 'POST', `/console/api/cashier/p2p/${what}`, finance, payload);
const withdrawalRow = async (id: number) => {
  const res = await callOperator(t.app, 'GET', '/console/api/cashier/withdrawals', finance, {
    brand: 'aurora',
    pageSize: 100,
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  return (res.json().value.content as { id: number; status: string; p2p: unknown }[]).find((r) => r.id === id);
};
const categories = async (memberId: number) => {
  const res = await t.app.deps.database.db.execute(
    sql`select category from member_messages where member_id = ${memberId} order by id`,
  );
  return (res as unknown as { rows: { category: string }[] }).rows.map((r) => r.category);
};
const runTimeouts = () => t.app.services.p2p.runTimeouts();

/** Every pooled withdrawal taken out of the way, so each story matches its own; older payments timed out. */
async function drainPool() {
  // Operator sessions end after idle time; the time-limit stories move the clock.
  finance = (await tokenOfRole(t.app, 'finance')).token;
  await t.app.deps.database.db.execute(
    sql`update withdrawal_orders set p2p_open = 0 where p2p and status = 'processing' and p2p_open > 0`,
  );
}

async function ledgerClean() {
  const report = await reconcileRecords(t.app.deps.database.db);
  expect(report.missing.p2pTransfers).toEqual([]);
  expect(report.missing.withdrawalTransfers).toEqual([]);
  expect(report.missing.depositTransfers).toEqual([]);
  expect(report.mismatched.p2pPayments).toEqual([]);
  expect(report.mismatched.withdrawalOrders).toEqual([]);
  expect(report.mismatched.depositOrders).toEqual([]);
  expect(report.extra.transfersWithManyRecords).toEqual([]);
  const invariants = await checkLedger(t.app.deps.database.db);
  expect(invariants.ok, JSON.stringify(invariants)).toBe(true);
}

describe('p2p: matching and paying', () => {
  it('offers the channel with what can be matched, and a withdrawal waits for payers', async () => {
    await drainPool();
    const w = await pooled(400);
    const p = await payer();
    const res = await p.call('GET', '/wps/cashier/deposit/channels');
    const channel = res.json().value.channels.find((c: { kind: string }) => c.kind === 'p2p');
    expect(channel).toMatchObject({ code: 'p2p', open: true, maxMatchable: 400, account: null, fee: { percent: 0 } });
    // The withdrawer's own withdrawal is not offered to them.
    const own = await w.call('GET', '/wps/cashier/deposit/channels');
    expect(own.json().value.channels.find((c: { kind: string }) => c.kind === 'p2p').maxMatchable).toBeNull();
    expect(await withdrawalRow(w.orderId)).toMatchObject({
      status: 'processing',
      p2p: { open: 400, underWay: 0, paid: 0 },
    });
  });

  it('matches a deposit with part of a withdrawal and shows the payer where to pay, in full', async () => {
    await drainPool();
    const w = await pooled(500);
    const p = await matched(200);
    expect(p.payment).toMatchObject({
      role: 'payer',
      state: 'awaiting_payment',
      amount: 200,
      credited: 0,
      withdrawalId: w.orderId,
      account: { kind: 'bank', provider: 'Vietcombank', holderName: 'Tran Thi B', branch: 'Hanoi' },
    });
    expect((p.payment.account as { number: string }).number).toMatch(/^9704\d{4}11112222$/);
    expect(await withdrawalRow(w.orderId)).toMatchObject({ p2p: { open: 300, underWay: 200, paid: 0 } });
    // The payee sees the payment without the account and without any deadline of theirs.
    const theirs = await w.call('GET', '/wps/cashier/p2p/payments', { scope: 'open' });
    expect(theirs.json().value.content).toEqual([
      expect.objectContaining({ id: p.payment.id, role: 'payee', state: 'awaiting_payment', account: null }),
    ]);
    // The deposit order is pending, on the P2P channel, with nothing credited yet.
    const orders = await p.call('GET', '/wps/cashier/orders', { type: 'deposit' });
    expect(orders.json().value.content[0]).toMatchObject({ channel: 'p2p', status: 'pending', amount: 200 });
  });

  it('refuses an amount no withdrawal has open, and the channel limits', async () => {
    await drainPool();
    await pooled(300);
    const p = await payer();
    const res = await p.deposit(301);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('p2p_no_match');
    expect((await p.deposit(5)).json().code).toBe('deposit_amount_below_min');
    // Nothing was written for the refused order.
    expect((await p.call('GET', '/wps/cashier/orders')).json().value.total).toBe(0);
  });

  it('received: the payer is credited from the withdrawer’s hold; the last payment closes the withdrawal', async () => {
    await drainPool();
    const w = await pooled(500);
    const a = await matched(200);
    const b = await matched(300);
    expect((await paid(a)).json().value).toMatchObject({ state: 'paid', payerReference: 'FT-778899', account: null });
    expect(await categories(w.member.id)).toContain('p2p_payment_sent');
    const got = await confirm(w, { id: a.payment.id, result: 'received' });
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json().value).toMatchObject({ state: 'received', credited: 200, confirmation: 'received' });
    expect(await a.balance()).toBe(200);
    expect(await w.held()).toBe(300);
    expect(await withdrawalRow(w.orderId)).toMatchObject({
      status: 'processing',
      p2p: { open: 0, underWay: 300, paid: 200 },
    });
    // "All received" answers every paid payment of the withdrawal at once.
    await paid(b);
    const all = await w.call('POST', '/wps/cashier/p2p/confirm-all', { withdrawalId: w.orderId });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().value.payments).toEqual([expect.objectContaining({ id: b.payment.id, state: 'received' })]);
    expect(await b.balance()).toBe(300);
    expect(await w.held()).toBe(0);
    expect(await w.balance()).toBe(500);
    expect(await withdrawalRow(w.orderId)).toMatchObject({
      status: 'approved',
      p2p: { open: 0, underWay: 0, paid: 500 },
    });
    expect(await categories(w.member.id)).toContain('withdrawal_paid');
    expect(await categories(a.member.id)).toContain('deposit_approved');
    const orders = await a.call('GET', '/wps/cashier/orders', { type: 'deposit' });
    expect(orders.json().value.content[0]).toMatchObject({ status: 'approved', credited: 200 });
    // Each side's transaction history links the movement to its own order: the payer's deposit, the payee's withdrawal.
    const payerHistory = await a.call('GET', '/wps/relay/ODSFE2_MemTransDet', { type: 'p2p_payment' });
    expect(payerHistory.json().value.content).toEqual([
      expect.objectContaining({
        type: 'p2p_payment',
        amount: 200,
        source: { kind: 'deposit', ref: String(orders.json().value.content[0].id) },
      }),
    ]);
    const payeeHistory = await w.call('GET', '/wps/relay/ODSFE2_MemTransDet', { type: 'p2p_payment' });
    expect(payeeHistory.json().value.content).toContainEqual(
      expect.objectContaining({ amount: -200, source: { kind: 'withdrawal', ref: String(w.orderId) } }),
    );
    // Every deposit is wagered once before it can leave (design.md "Cashier").
    const info = await a.call('GET', '/wps/cashier/withdraw/info');
    expect(info.json().value.turnover).toMatchObject({ required: 200, remaining: 200 });
    await ledgerClean();
  });

  it('with a fee, the brand keeps it when payers paid the net amount', async () => {
    await drainPool();
    await callOperator(t.app, 'POST', '/console/api/cashier/withdrawal-settings/save', finance, {
      brand: 'aurora',
      minAmount: 100,
      maxAmount: 50_000,
      dailyCount: 5,
      dailyAmount: 200_000,
      feePercent: 2,
      feeFixed: 0,
    });
    try {
      const w = await pooled(500); // fee 10, net 490
      const p = await matched(490);
      await paid(p);
      await confirm(w, { id: p.payment.id, result: 'received' });
      expect(await p.balance()).toBe(490);
      expect(await w.held()).toBe(0);
      expect(await withdrawalRow(w.orderId)).toMatchObject({ status: 'approved', fee: 10, netAmount: 490 });
      await ledgerClean();
    } finally {
      await callOperator(t.app, 'POST', '/console/api/cashier/withdrawal-settings/save', finance, {
        brand: 'aurora',
        minAmount: 100,
        maxAmount: 50_000,
        dailyCount: 5,
        dailyAmount: 200_000,
        feePercent: 0,
        feeFixed: 0,
      });
    }
  });
});

describe('p2p: disputes and the finance desk', () => {
  it('partly received: what arrived is credited, the rest waits for the desk, which can say it was paid', async () => {
    await drainPool();
    const w = await pooled(500);
    const p = await matched(500);
    await paid(p, { proof: PNG_PROOF });
    const bad = await confirm(w, { id: p.payment.id, result: 'partly', amount: 500 });
    expect(bad.json().code).toBe('p2p_amount_invalid');
    const res = await confirm(w, { id: p.payment.id, result: 'partly', amount: 120, note: 'only 120 arrived' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ state: 'disputed', credited: 120, payeeAmount: 120 });
    expect(await p.balance()).toBe(120);
    expect(await categories(p.member.id)).toContain('p2p_disputed');
    const list = await callOperator(t.app, 'GET', '/console/api/cashier/p2p', finance, {
      brand: 'aurora',
      state: 'disputed',
    });
    expect(list.json().value.content[0]).toMatchObject({
      id: p.payment.id,
      confirmation: 'partly',
      payeeAmount: 120,
      payeeNote: 'only 120 arrived',
      payerProof: true,
      payeeProof: false,
    });
    const proof = await callOperator(t.app, 'GET', '/console/api/cashier/p2p/proof', finance, {
      id: p.payment.id,
      side: 'payer',
    });
    expect(proof.json().value.image).toBe(PNG_PROOF);
    // The withdrawal cannot be decided or cancelled meanwhile.
    expect(
      (await callOperator(t.app, 'POST', '/console/api/cashier/withdrawals/approve', finance, { id: w.orderId })).json()
        .code,
    ).toBe('withdrawal_p2p_in_progress');
    expect((await w.call('POST', '/wps/cashier/withdraw/cancel', { orderId: w.orderId })).json().code).toBe(
      'withdrawal_p2p_in_progress',
    );
    const resolved = await desk('resolve', { id: p.payment.id, result: 'paid', reason: 'bank statement shows 500' });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().value).toMatchObject({ state: 'received', credited: 500, resolution: 'paid' });
    expect(await p.balance()).toBe(500);
    expect(await withdrawalRow(w.orderId)).toMatchObject({ status: 'approved' });
    expect(await categories(w.member.id)).toEqual(expect.arrayContaining(['p2p_dispute_resolved', 'withdrawal_paid']));
    const audit = await auditRows(t.app, 'cashierP2pResolve');
    expect(audit.at(-1)).toMatchObject({ target_id: String(p.payment.id) });
    // Decided once: a second decision is refused.
    expect((await desk('resolve', { id: p.payment.id, result: 'unpaid', reason: 'again' })).json().code).toBe(
      'p2p_state_conflict',
    );
    await ledgerClean();
  });

  it('partly received then unpaid: the rest goes back to the withdrawal for another payer', async () => {
    await drainPool();
    const w = await pooled(500);
    const p = await matched(300);
    await paid(p);
    await confirm(w, { id: p.payment.id, result: 'partly', amount: 100 });
    const res = await desk('resolve', { id: p.payment.id, result: 'unpaid', reason: 'no more arrived' });
    expect(res.json().value).toMatchObject({ state: 'partly_received', credited: 100 });
    expect(await withdrawalRow(w.orderId)).toMatchObject({
      status: 'processing',
      p2p: { open: 400, underWay: 0, paid: 100 },
    });
    // The payer's order keeps what was credited.
    const orders = await p.call('GET', '/wps/cashier/orders', { type: 'deposit' });
    expect(orders.json().value.content[0]).toMatchObject({ status: 'approved', credited: 100 });
    // With nothing under way, the desk pays the rest itself: the payout is the amount less what payers paid.
    const approved = await callOperator(t.app, 'POST', '/console/api/cashier/withdrawals/approve', finance, {
      id: w.orderId,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await w.held()).toBe(0);
    expect(await w.balance()).toBe(500);
    await ledgerClean();
  });

  it('not received needs a proof; unpaid rejects the payer’s order and reopens the slice', async () => {
    await drainPool();
    const w = await pooled(500);
    const p = await matched(250);
    await paid(p);
    const noProof = await confirm(w, { id: p.payment.id, result: 'not_received' });
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json().code).toBe('p2p_proof_required');
    // A file that only starts like a picture is no proof.
    const fake = dataUrl('png', Buffer.concat([PNG_SIGNATURE, Buffer.from('statement')]));
    const refused = await confirm(w, { id: p.payment.id, result: 'not_received', proof: fake });
    expect(refused.json().code).toBe('deposit_proof_invalid');
    const res = await confirm(w, { id: p.payment.id, result: 'not_received', proof: PNG_PROOF });
    expect(res.json().value).toMatchObject({ state: 'disputed', credited: 0, confirmation: 'not_received' });
    await desk('resolve', { id: p.payment.id, result: 'unpaid', reason: 'no transfer found' });
    expect(await p.balance()).toBe(0);
    const orders = await p.call('GET', '/wps/cashier/orders', { type: 'deposit' });
    expect(orders.json().value.content[0]).toMatchObject({ status: 'rejected' });
    expect(await categories(p.member.id)).toContain('deposit_rejected');
    expect(await withdrawalRow(w.orderId)).toMatchObject({ p2p: { open: 500, underWay: 0, paid: 0 } });
    // Nobody paid any of it: the member may cancel now.
    const cancelled = await w.call('POST', '/wps/cashier/withdraw/cancel', { orderId: w.orderId });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await w.balance()).toBe(1000);
    await ledgerClean();
  });
});

describe('p2p: the command line', () => {
  it('lists disputes and decides one as cli:<user>, through the same desk', async () => {
    await drainPool();
    const w = await pooled(500);
    const p = await matched(150);
    await paid(p);
    await confirm(w, { id: p.payment.id, result: 'not_received', proof: PNG_PROOF });
    const cli = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);
    const disputed = (await cli('cashier', 'p2p', 'aurora', '--state', 'disputed')) as { id: number }[];
    expect(disputed.map((d) => d.id)).toContain(p.payment.id);
    await expect(cli('cashier', 'resolve-p2p', String(p.payment.id), 'maybe')).rejects.toThrow(/paid\|unpaid/);
    const done = await cli('cashier', 'resolve-p2p', String(p.payment.id), 'paid', '--reason', 'found it');
    expect(done).toMatchObject({ state: 'received', credited: 150, resolvedBy: expect.stringMatching(/^cli:/) });
    expect(await p.balance()).toBe(150);
  });
});

describe('p2p: time limits', () => {
  it('an unpaid payment expires after the window and its amount goes back to the withdrawal', async () => {
    await drainPool();
    const w = await pooled(500);
    const p = await matched(200);
    const state = async () => (await p.call('GET', '/wps/cashier/p2p/payments')).json().value.content[0].state;
    t.clock.advance(29 * 60_000);
    await runTimeouts();
    expect(await state()).toBe('awaiting_payment');
    t.clock.advance(2 * 60_000);
    expect((await runTimeouts()).expired).toBeGreaterThanOrEqual(1);
    finance = (await tokenOfRole(t.app, 'finance')).token;
    const list = await p.call('GET', '/wps/cashier/p2p/payments');
    expect(list.json().value.content[0]).toMatchObject({ state: 'expired' });
    expect((await p.call('GET', '/wps/cashier/orders')).json().value.content[0]).toMatchObject({ status: 'expired' });
    expect(await withdrawalRow(w.orderId)).toMatchObject({ p2p: { open: 500 } });
    // Too late to say it was paid.
    expect((await paid(p)).json().code).toBe('p2p_state_conflict');
  });

  it('an unanswered payment counts as received after the brand’s minutes, and that is final', async () => {
    await drainPool();
    await callOperator(t.app, 'POST', '/console/api/cashier/withdrawal-settings/save', finance, {
      brand: 'aurora',
      minAmount: 100,
      maxAmount: 50_000,
      dailyCount: 5,
      dailyAmount: 200_000,
      feePercent: 0,
      feeFixed: 0,
      p2pAutoReceiveMinutes: 15,
    });
    const w = await pooled(500);
    const p = await matched(500);
    await paid(p);
    t.clock.advance(14 * 60_000);
    await runTimeouts();
    expect(await p.balance()).toBe(0);
    t.clock.advance(2 * 60_000);
    expect((await runTimeouts()).autoReceived).toBeGreaterThanOrEqual(1);
    finance = (await tokenOfRole(t.app, 'finance')).token;
    expect(await p.balance()).toBe(500);
    expect(await withdrawalRow(w.orderId)).toMatchObject({ status: 'approved' });
    const late = await confirm(w, { id: p.payment.id, result: 'not_received', proof: PNG_PROOF });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('p2p_state_conflict');
    const mine = await w.call('GET', '/wps/cashier/p2p/payments');
    expect(mine.json().value.content[0]).toMatchObject({ state: 'auto_received', confirmation: 'auto' });
    await ledgerClean();
  });

  it('the payer may cancel before paying (also through the deposit cancel call), not after', async () => {
    await drainPool();
    const w = await pooled(500);
    const a = await matched(100);
    const cancelled = await a.call('POST', '/wps/cashier/p2p/cancel', { id: a.payment.id });
    expect(cancelled.json().value).toMatchObject({ state: 'cancelled' });
    const b = await matched(100);
    const orders = await b.call('GET', '/wps/cashier/orders', { type: 'deposit' });
    const viaDeposit = await b.call('POST', '/wps/cashier/deposit/cancel', { id: orders.json().value.content[0].id });
    expect(viaDeposit.json().value).toMatchObject({ status: 'cancelled' });
    const c = await matched(100);
    await paid(c);
    expect((await c.call('POST', '/wps/cashier/p2p/cancel', { id: c.payment.id })).json().code).toBe(
      'p2p_state_conflict',
    );
    expect(await withdrawalRow(w.orderId)).toMatchObject({ p2p: { open: 400, underWay: 100 } });
  });
});

describe('p2p: who may do what', () => {
  it('only the payer pays or cancels, only the payee confirms; others get not found; trials are refused', async () => {
    await drainPool();
    const w = await pooled(500);
    const p = await matched(100);
    const stranger = await payer();
    expect((await w.call('POST', '/wps/cashier/p2p/paid', { id: p.payment.id, reference: 'x' })).statusCode).toBe(404);
    expect((await stranger.call('POST', '/wps/cashier/p2p/cancel', { id: p.payment.id })).statusCode).toBe(404);
    await paid(p);
    expect((await confirm(p, { id: p.payment.id, result: 'received' })).statusCode).toBe(404);
    expect((await confirm(stranger, { id: p.payment.id, result: 'received' })).statusCode).toBe(404);
    expect((await stranger.call('GET', '/wps/cashier/p2p/payments')).json().value.total).toBe(0);
    const trial = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'guest_p2p', type: 4 }));
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/cashier/p2p/payments',
      headers: { host: 'localhost', authorization: `Bearer ${trial}` },
    });
    expect(res.json().code).toBe('in_need_true_account');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/p2p/confirm',
      headers: { host: 'localhost' },
      payload: { id: 1, result: 'received' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('two payers racing for the same open amount: one is matched, the other told no match', async () => {
    await drainPool();
    const w = await pooled(500);
    const [a, b] = await Promise.all([payer(), payer()]);
    const results = await Promise.all([a.deposit(500), b.deposit(500)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await withdrawalRow(w.orderId)).toMatchObject({ p2p: { open: 0, underWay: 500 } });
  });

  it('two answers racing on one payment: one wins, the payer is credited once', async () => {
    await drainPool();
    const w = await pooled(500);
    const p = await matched(500);
    await paid(p);
    const results = await Promise.all([
      confirm(w, { id: p.payment.id, result: 'received' }),
      w.call('POST', '/wps/cashier/p2p/confirm-all', { withdrawalId: w.orderId }),
      desk('resolve', { id: p.payment.id, result: 'paid', reason: 'race' }),
    ]);
    expect(results.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await p.balance()).toBe(500);
    expect(await w.held()).toBe(0);
    await ledgerClean();
  });
});

describe("p2p: the desk's list", () => {
  it('lists newest first, or by amount either way; only the columns it offers', async () => {
    await drainPool();
    await pooled(500);
    const small = await matched(120);
    const large = await matched(260);
    const list = async (query: Record<string, unknown>) => {
      const res = await callOperator(t.app, 'GET', '/console/api/cashier/p2p', finance, {
        brand: 'aurora',
        state: 'awaiting_payment',
        pageSize: 100,
        ...query,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().value.content as { id: number; amount: number }[]).filter((r) =>
        [small.payment.id, large.payment.id].includes(r.id),
      );
    };
    expect((await list({})).map((r) => r.id)).toEqual([large.payment.id, small.payment.id]);
    expect((await list({ order: 'asc' })).map((r) => r.id)).toEqual([small.payment.id, large.payment.id]);
    const byAmount = (await list({ sortBy: 'amount' })).map((r) => r.amount);
    expect(byAmount).toEqual([260, 120]);
    const all = (
      await callOperator(t.app, 'GET', '/console/api/cashier/p2p', finance, {
        brand: 'aurora',
        pageSize: 100,
        sortBy: 'amount',
        order: 'asc',
      })
    ).json().value.content as { amount: number }[];
    expect(all.map((r) => r.amount)).toEqual([...all.map((r) => r.amount)].sort((a, b) => a - b));
    for (const bad of [{ sortBy: 'payer' }, { order: 'up' }]) {
      const res = await callOperator(t.app, 'GET', '/console/api/cashier/p2p', finance, { brand: 'aurora', ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
  });
});
