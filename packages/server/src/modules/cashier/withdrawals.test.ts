import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { reconcileRecords } from '../../ledger/reconciliation.js';
import { callEncrypted, createMember, tokenFor } from '../../test/accounts.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { withdrawer } from '../../test/withdrawals.js';
import { createWagering } from '../turnover/wagering-service.js';

/**
 * The member's withdrawals and the finance desk's (design.md "Cashier"): every route and transition (processing to
 * approved, rejected or cancelled, nothing else), the refusals, limits, lockout and turnover rule, maker-checker, the
 * cancel-versus-approve race, the CLI and `ledger check`. On PGlite, and on PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
let finance = '';
let admin = '';
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  finance = (await tokenOfRole(t.app, 'finance')).token;
  admin = (await tokenOfRole(t.app, 'admin')).token;
});
afterAll(() => t.close());

const fresh = (opts?: Parameters<typeof withdrawer>[2]) => withdrawer(t.app, `wd${String(++n).padStart(3, '0')}`, opts);
const desk = (what: string, payload: Record<string, unknown>, as = finance) =>
  callOperator(t.app, 'POST', `/console/api/cashier/withdrawals/${what}`, as, payload);
const queue = (payload: Record<string, unknown>, as = finance) =>
  callOperator(t.app, 'GET', '/console/api/cashier/withdrawals', as, { brand: 'aurora', ...payload });
const messagesOf = async (memberId: number) => {
  const res = await t.app.deps.database.db.execute(
    sql`select category from member_messages where member_id = ${memberId} order by id`,
  );
  return (res as unknown as { rows: { category: string }[] }).rows.map((r) => r.category);
};
const cli = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);

describe('member withdrawal routes', () => {
  it('tells what may be withdrawn: balance, limits, today, fee, turnover, accounts, payment password', async () => {
    const w = await fresh({ funds: 500 });
    const res = await w.call('GET', '/wps/cashier/withdraw/info');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      balance: 500,
      withdrawable: 500,
      limits: { minAmount: 100, maxAmount: 50_000, dailyCount: 5, dailyAmount: 200_000 },
      fee: { percent: 0, fixed: 0 },
      today: { count: 0, amount: 0 },
      turnover: { required: 0, remaining: 0 },
      accounts: [{ provider: 'Vietcombank', maskedNumber: '**** 2222' }],
      paymentPasswordSet: true,
    });
  });

  it('refuses with clear codes: no password, wrong password, no card, not yours, limits, balance', async () => {
    expect((await (await fresh({ paymentPassword: null })).withdraw(100)).json().code).toBe(
      'payment_password_required',
    );
    const w = await fresh({ funds: 300 });
    expect((await w.withdraw(100, { paymentPassword: '000000' })).json().code).toBe('payment_password_incorrect');
    expect((await (await fresh({ card: null })).withdraw(100)).json().code).toBe('payout_account_required');
    const other = await fresh();
    expect((await w.withdraw(100, { payoutAccountId: other.accountId })).statusCode).toBe(404);
    expect((await w.withdraw(99.99)).json().code).toBe('withdrawal_amount_below_min');
    expect((await w.withdraw(50_000.01)).json().code).toBe('withdrawal_amount_above_max');
    expect((await w.withdraw(300.01)).json().code).toBe('insufficient_balance');
    const plain = await w.call('POST', '/wps/cashier/withdraw', { payoutAccountId: w.accountId, amount: 100 });
    expect(plain.json().code).toBe('encryption_required');
    expect(await w.balance()).toBe(300);
    const trial = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'guest_w1', type: 4 }));
    const auth = { authorization: `Bearer ${trial}` };
    const refused = await callEncrypted(t.app, 'POST', '/wps/cashier/withdraw', { payoutAccountId: 1 }, auth);
    expect(refused.json().code).toBe('in_need_true_account');
  });

  it('locks the payment password after five wrong answers, each wrong one saying how many are left', async () => {
    const w = await fresh();
    for (let i = 0; i < 4; i++) {
      const wrong = (await w.withdraw(100, { paymentPassword: '999999' })).json();
      expect(wrong.code).toBe('payment_password_incorrect');
      expect(wrong.value).toEqual({ attemptsLeft: 4 - i });
    }
    expect((await w.withdraw(100, { paymentPassword: '999999' })).json().code).toBe('payment_password_locked');
    expect((await w.withdraw(100)).json().code).toBe('payment_password_locked');
  });

  it('counts only wrong payment passwords: twenty right ones at once are never refused as locked', async () => {
    const w = await fresh({ funds: 5000 });
    // One wrong answer among them must not lock it either: the right ones in flight are not failures.
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => w.withdraw(100)),
      w.withdraw(100, { paymentPassword: '999999' }),
    ]);
    const codes = answers.map((res) => res.json().code ?? 'ok');
    expect(codes.filter((c) => c === 'payment_password_locked')).toEqual([]);
    expect(codes.at(-1)).toBe('payment_password_incorrect');
    // The daily count (5) refuses the rest honestly.
    expect(codes.filter((c) => c === 'ok')).toHaveLength(5);
    // Wrong answers still lock at the fifth: the one before the right ones was cleared by them, or counts as one.
    const wrong: string[] = [];
    for (let i = 0; i < 5; i++) wrong.push((await w.withdraw(100, { paymentPassword: '999999' })).json().code);
    expect(wrong.at(-1)).toBe('payment_password_locked');
    expect(wrong.slice(0, 3)).toEqual(Array(3).fill('payment_password_incorrect'));
  });

  it('refuses while deposits still need turnover', async () => {
    const w = await fresh({ funds: 500 });
    await createWagering(t.app.deps).addDeposit(t.app.deps.database.db, {
      brandId: w.member.brandId,
      memberId: w.member.id,
      amount: 200 * 10_000,
      at: t.clock.now(),
    });
    expect((await w.withdraw(100)).json().code).toBe('withdrawal_turnover_required');
    const info = (await w.call('GET', '/wps/cashier/withdraw/info')).json().value;
    expect(info).toMatchObject({ withdrawable: 0, turnover: { required: 200, remaining: 200 } });
  });

  it('holds the amount, lists the order, and lets the member cancel it once', async () => {
    const w = await fresh({ funds: 1000 });
    const res = await w.withdraw(250);
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json().value;
    expect(order).toMatchObject({ type: 'withdrawal', status: 'processing', amount: 250, credited: 250 });
    expect(order).toMatchObject({ channel: 'bank', channelName: 'Vietcombank', reference: '**** 2222' });
    expect([await w.balance(), await w.held()]).toEqual([750, 250]);
    const list = (await w.call('GET', '/wps/cashier/orders', { type: 'withdrawal', pageNo: '1' })).json().value;
    expect(list).toMatchObject({ total: 1, content: [{ id: order.id, status: 'processing' }] });
    const info = (await w.call('GET', '/wps/cashier/withdraw/info')).json().value;
    expect(info.today).toEqual({ count: 1, amount: 250 });
    const other = await fresh();
    expect((await other.call('POST', '/wps/cashier/withdraw/cancel', { orderId: order.id })).statusCode).toBe(404);
    const cancelled = await w.call('POST', '/wps/cashier/withdraw/cancel', { orderId: order.id });
    expect(cancelled.json().value).toMatchObject({ status: 'cancelled' });
    expect([await w.balance(), await w.held()]).toEqual([1000, 0]);
    const again = await w.call('POST', '/wps/cashier/withdraw/cancel', { orderId: order.id });
    expect([again.statusCode, again.json().code]).toEqual([409, 'order_not_pending']);
    expect((await desk('approve', { id: order.id })).json().code).toBe('request_decided');
    // Cancelled orders do not count against today's limits.
    expect((await w.call('GET', '/wps/cashier/withdraw/info')).json().value.today).toEqual({ count: 0, amount: 0 });
  });
});

describe('withdrawal settings and limits', () => {
  it('applies daily count and amount limits and the fee, saved by the finance desk with an audit row', async () => {
    const saved = await callOperator(t.app, 'POST', '/console/api/cashier/withdrawal-settings/save', finance, {
      brand: 'aurora',
      minAmount: 50,
      maxAmount: 400,
      dailyCount: 2,
      dailyAmount: 500,
      feePercent: 1,
      feeFixed: 2,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().value).toMatchObject({ minAmount: 50, dailyCount: 2, feePercent: 1, timeZone: 'UTC' });
    expect(await auditRows(t.app, 'cashierWithdrawalSettingsSave')).toHaveLength(1);
    try {
      const w = await fresh({ funds: 2000 });
      expect((await w.withdraw(401)).json().code).toBe('withdrawal_amount_above_max');
      const first = (await w.withdraw(300)).json().value.order;
      expect(first).toMatchObject({ amount: 300, fee: 5, credited: 295 });
      expect((await w.withdraw(201)).json().code).toBe('withdrawal_daily_amount_reached');
      expect((await w.withdraw(200)).statusCode).toBe(200);
      expect((await w.withdraw(50)).json().code).toBe('withdrawal_daily_count_reached');
      // Yesterday's withdrawals (the brand's time zone) do not count today.
      await t.app.deps.database.db.execute(
        sql`update withdrawal_orders set created_at = created_at - interval '1 day' where member_id = ${w.member.id}`,
      );
      expect((await w.withdraw(50)).statusCode).toBe(200);
    } finally {
      await t.app.deps.database.db.execute(sql`delete from withdrawal_settings`);
    }
  });
});

describe('finance desk', () => {
  it('lists the queue with filters and risk flags, rejects with a reason and approves, each once', async () => {
    const a = await fresh({ funds: 1000, card: '9704 0000 1111 2222' });
    const b = await fresh({ funds: 1000, card: '9704-0000-1111-2222' });
    await fresh({ funds: 0, card: '9704 0000 1111 2222' });
    const ra = (await a.withdraw(120)).json().value.order;
    const rb = (await b.withdraw(130)).json().value.order;
    const listed = await queue({ status: 'processing', member: a.member.account, pageNo: '1' });
    expect(listed.statusCode, listed.body).toBe(200);
    const row = listed.json().value.content[0];
    expect(row).toMatchObject({ id: ra.id, netAmount: 120, payout: { maskedNumber: '**** 2222' } });
    expect(row.flags).toContainEqual({ flag: 'shared_payout', count: 2 });
    const byAmount = await queue({ minAmount: '125', maxAmount: '135', pageNo: '1', sortBy: 'amount' });
    expect(byAmount.statusCode, byAmount.body).toBe(200);
    expect(byAmount.json().value.content.map((r: { id: number }) => r.id)).toContain(rb.id);
    expect(byAmount.json().value.content.map((r: { id: number }) => r.id)).not.toContain(ra.id);

    const rejected = await desk('reject', { id: ra.id, reason: 'card not verified' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'card not verified' });
    expect([await a.balance(), await a.held()]).toEqual([1000, 0]);
    expect(await messagesOf(a.member.id)).toEqual(['withdrawal_rejected']);
    expect((await desk('approve', { id: ra.id })).statusCode).toBe(409);

    const approved = await desk('approve', { id: rb.id });
    expect(approved.json().value).toMatchObject({ status: 'approved', decidedBy: expect.any(String) });
    expect([await b.balance(), await b.held()]).toEqual([870, 0]);
    expect(await messagesOf(b.member.id)).toEqual(['withdrawal_paid']);
    expect((await desk('reject', { id: rb.id, reason: 'late' })).json().code).toBe('request_decided');
    expect((await b.call('POST', '/wps/cashier/withdraw/cancel', { orderId: rb.id })).statusCode).toBe(409);
    expect(await auditRows(t.app, 'cashierWithdrawalReject')).toHaveLength(1);
    expect(await auditRows(t.app, 'cashierWithdrawalApprove')).toHaveLength(1);
  });

  it('needs a second operator above the brand threshold', async () => {
    const w = await fresh({ funds: 5000 });
    const order = (await w.withdraw(1500)).json().value.order;
    const first = await desk('approve', { id: order.id });
    expect(first.json().value).toMatchObject({ status: 'processing', needsSecondApproval: true });
    expect((await desk('approve', { id: order.id })).json().code).toBe('approval_needs_other_operator');
    expect((await desk('approve', { id: order.id }, admin)).json().value.status).toBe('approved');
    expect(await w.held()).toBe(0);
  });

  it('flags a withdrawal soon after a deposit with little play', async () => {
    const w = await fresh({ funds: 0 });
    const db = t.app.deps.database.db;
    const at = new Date(t.clock.now().getTime() - 60_000).toISOString();
    await db.execute(sql`insert into deposit_orders (brand_id, member_id, channel_id, amount, fee, fee_payer, credited,
      status, created_at, expires_at, decided_at) select ${w.member.brandId}, ${w.member.id}, id, 3000000, 0, 'member',
      3000000, 'approved', ${at}::timestamptz, ${at}::timestamptz, ${at}::timestamptz from payment_channels
      where code = 'bank' limit 1`);
    await t.app.deps.ledger.transfer(
      (await import('../../ledger/cashier-postings.js')).deposit({
        brandId: w.member.brandId,
        memberId: w.member.id,
        orderId: 'quick',
        amount: 3_000_000,
        channel: 'bank',
      }),
    );
    const order = (await w.withdraw(200)).json().value.order;
    const row = (await queue({ member: w.member.account, pageNo: '1' })).json().value.content[0];
    expect(row, JSON.stringify(row)).toMatchObject({ id: order.id, lastDeposit: 300, turnoverSinceDeposit: 0 });
    expect(row.flags).toContainEqual({ flag: 'quick_after_deposit', count: 1 });
  });

  it('never both cancels and approves an order decided at once', async () => {
    for (let i = 0; i < 4; i++) {
      const w = await fresh({ funds: 500 });
      const order = (await w.withdraw(100)).json().value.order;
      const [cancel, approve] = await Promise.all([
        w.call('POST', '/wps/cashier/withdraw/cancel', { orderId: order.id }),
        desk('approve', { id: order.id }),
      ]);
      const won = [cancel.statusCode, approve.statusCode].filter((s) => s === 200);
      expect(won, `${cancel.body} ${approve.body}`).toHaveLength(1);
      expect((await w.balance()) + (await w.held())).toBe(cancel.statusCode === 200 ? 500 : 400);
      expect(await w.held()).toBe(0);
    }
  });

  it('runs from the command line through the same service', async () => {
    const w = await fresh({ funds: 800 });
    const one = (await w.withdraw(100)).json().value.order;
    const two = (await w.withdraw(100)).json().value.order;
    const rows = (await cli('cashier', 'withdrawals', 'aurora', '--status', 'processing')) as { id: number }[];
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([one.id, two.id]));
    expect(await cli('cashier', 'approve-withdrawal', String(one.id))).toMatchObject({ status: 'approved' });
    const rejected = await cli('cashier', 'reject-withdrawal', String(two.id), '--reason', 'duplicate');
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'duplicate' });
    expect((await auditRows(t.app, 'cashierWithdrawalReject')).at(-1)?.actor).toMatch(/^cli:/);
    expect(await w.balance()).toBe(700);
  });

  it('passes ledger check: every withdrawal has its hold and, once closed, exactly one payout or release', async () => {
    let report = await reconcileRecords(t.app.deps.database.db);
    expect(report.missing.withdrawalTransfers).toEqual([]);
    expect(report.mismatched.withdrawalOrders).toEqual([]);
    expect(report.extra.transfersWithoutRecord.length).toBeGreaterThan(0); // the bare seed deposits only
    const w = await fresh();
    const order = (await w.withdraw(100)).json().value.order;
    await t.app.deps.database.db.execute(
      sql`update withdrawal_orders set status = 'rejected', close_transfer_id = null where id = ${order.id}`,
    );
    report = await reconcileRecords(t.app.deps.database.db);
    expect(report.missing.withdrawalTransfers).toEqual([order.id]);
  });
});
