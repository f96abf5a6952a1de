import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LedgerBreach, runAdminCommand } from '../../cli/admin-commands.js';
import { betHourly } from '../../db/schema-turnover.js';
import { deposit } from '../../ledger/cashier-postings.js';
import { BALANCE_CHANNEL } from '../../ledger/ledger.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { dataUrl, JPEG_BYTES, PNG_BYTES, PNG_SIGNATURE, PROOF_PNG } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createWagering } from '../turnover/wagering-service.js';

/**
 * The member's deposits and the finance desk (design.md "Cashier"): every member route, every state transition of an
 * order, maker-checker above the threshold, the double-approval race, proofs, the CLI and `ledger check`. Runs on
 * PGlite, and on PostgreSQL when DATABASE_URL is set (the racing approvals then really race).
 */
let t: TestApp;
let token = '';
let memberId = 0;
let brandId = 0;
let finance = '';
let finance2 = '';
let support = '';

const PNG_PROOF = PROOF_PNG;

beforeAll(async () => {
  t = await createTestApp();
  const member = await createMember(t.app, 'aurora', { account: 'cashier01' });
  memberId = member.id;
  brandId = member.brandId;
  token = await tokenFor(t.app, member);
  finance = (await tokenOfRole(t.app, 'finance')).token;
  finance2 = (await tokenOfRole(t.app, 'admin')).token;
  support = (await tokenOfRole(t.app, 'support')).token;
});
afterAll(() => t.close());

const member = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, bearer = token, ip?: string) =>
  t.app.inject({
    method,
    url: method === 'GET' && payload ? `${url}?${new URLSearchParams(payload as Record<string, string>)}` : url,
    headers: { host: 'localhost', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    ...(ip ? { remoteAddress: ip } : {}),
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });
const bankDeposit = (amount: number, extra: Record<string, unknown> = {}, bearer = token, ip?: string) =>
  member(
    'POST',
    '/wps/cashier/deposit',
    { channel: 'bank', amount, reference: 'TX-1', proof: PNG_PROOF, ...extra },
    bearer,
    ip,
  );
const desk = (what: string, payload: Record<string, unknown>, as = finance) =>
  callOperator(t.app, 'POST', `/console/api/cashier/deposits/${what}`, as, payload);
const balance = () => t.app.deps.ledger.balance(brandId, memberId).then((u) => u / 10_000);
const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);

describe('member cashier routes', () => {
  it('lists the channels with limits, fee, hours, presets and the receiving account', async () => {
    const res = await member('GET', '/wps/cashier/deposit/channels');
    expect(res.statusCode, res.body).toBe(200);
    const { channels } = res.json().value;
    expect(channels.map((c: { code: string }) => c.code)).toEqual(['bank', 'testpay', 'p2p']);
    expect(channels[0]).toMatchObject({
      kind: 'offline_bank',
      minAmount: 10,
      maxAmount: 50_000,
      open: true,
      presets: [100, 500, 1000, 5000],
      proofRequired: true,
      account: { bankName: 'First Demo Bank', accountNumber: '4000 1234 5678 9010' },
    });
    expect(channels[1]).toMatchObject({ kind: 'gateway', account: null, fee: { percent: 1, payer: 'brand' } });
    // Peer-to-peer: no account of the brand's; what can be matched now (nobody is withdrawing yet).
    expect(channels[2]).toMatchObject({ kind: 'p2p', account: null, proofRequired: false, maxMatchable: null });
  });

  it('refuses anonymous callers and trial members', async () => {
    expect((await member('GET', '/wps/cashier/deposit/channels', undefined, '')).statusCode).toBe(401);
    const trial = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'guest_c1', type: 4 }));
    for (const res of [
      await member('GET', '/wps/cashier/deposit/channels', undefined, trial),
      await bankDeposit(100, {}, trial),
      await member('GET', '/wps/cashier/orders', undefined, trial),
      await member('POST', '/wps/cashier/deposit/cancel', { id: 1 }, trial),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('in_need_true_account');
    }
  });

  it('checks the amount against the channel limits and asks for a valid proof', async () => {
    expect((await bankDeposit(9.99)).json().code).toBe('deposit_amount_below_min');
    expect((await bankDeposit(50_000.01)).json().code).toBe('deposit_amount_above_max');
    expect((await bankDeposit(100, { proof: undefined })).json().code).toBe('deposit_proof_required');
    const gif = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png').toString('base64')}`;
    expect((await bankDeposit(100, { proof: gif })).json().code).toBe('deposit_proof_invalid');
    const lying = `data:image/jpeg;base64,${Buffer.concat([PNG_SIGNATURE, Buffer.from('x')]).toString('base64')}`;
    expect((await bankDeposit(100, { proof: lying })).json().code).toBe('deposit_proof_invalid');
    const big = `data:image/png;base64,${Buffer.concat([PNG_SIGNATURE, Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
    expect((await bankDeposit(100, { proof: big })).json().code).toBe('deposit_proof_invalid');
    // Files that only start like an image: the whole file is read, chunk by chunk or segment by segment.
    const badCrc = Buffer.from(PNG_BYTES);
    badCrc[20] = (badCrc[20] ?? 0) ^ 0xff;
    for (const [label, proof] of [
      ['png header then garbage', dataUrl('png', Buffer.concat([PNG_SIGNATURE, Buffer.from('proof-bytes')]))],
      ['png cut short', dataUrl('png', PNG_BYTES.subarray(0, PNG_BYTES.length - 12))],
      ['png with a broken checksum', dataUrl('png', badCrc)],
      ['png with bytes after its end', dataUrl('png', Buffer.concat([PNG_BYTES, Buffer.from('<script>')]))],
      [
        'jpeg header then garbage',
        dataUrl('jpeg', Buffer.concat([JPEG_BYTES.subarray(0, 20), Buffer.from('x'.repeat(50))])),
      ],
      ['jpeg cut short', dataUrl('jpeg', JPEG_BYTES.subarray(0, JPEG_BYTES.length - 40))],
      ['jpeg without its end', dataUrl('jpeg', JPEG_BYTES.subarray(0, JPEG_BYTES.length - 2))],
    ]) {
      expect((await bankDeposit(100, { proof })).json().code, label).toBe('deposit_proof_invalid');
    }
    expect((await bankDeposit(100, { channel: 'nope' })).statusCode).toBe(404);
    const none = await t.app.deps.database.db.execute(sql`select count(*)::int as n from deposit_orders`);
    expect((none as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('creates a pending offline order, lists it, and lets the member cancel it once', async () => {
    const res = await bankDeposit(100);
    expect(res.statusCode, res.body).toBe(200);
    const { order, payUrl } = res.json().value;
    expect(payUrl).toBeNull();
    expect(order).toMatchObject({
      type: 'deposit',
      channel: 'bank',
      amount: 100,
      fee: 0,
      credited: 100,
      status: 'pending',
    });
    const list = await member('GET', '/wps/cashier/orders', { status: 'pending' });
    expect(list.json().value).toMatchObject({ total: 1, content: [{ id: order.id, status: 'pending' }] });
    const cancelled = await member('POST', '/wps/cashier/deposit/cancel', { id: order.id });
    expect(cancelled.json().value.status).toBe('cancelled');
    const again = await member('POST', '/wps/cashier/deposit/cancel', { id: order.id });
    expect(again.json().code).toBe('order_not_pending');
    const other = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'cashier02' }));
    expect((await member('POST', '/wps/cashier/deposit/cancel', { id: order.id }, other)).statusCode).toBe(404);
    expect((await desk('approve', { id: order.id })).json().code).toBe('request_decided');
    expect(await balance()).toBe(0);
    const withdrawals = await member('GET', '/wps/cashier/orders', { type: 'withdrawal' });
    expect(withdrawals.json().value.total).toBe(0);
    // Days are inclusive, in UTC: the test clock's day has the order, the next day none.
    const today = await member('GET', '/wps/cashier/orders', { from: '2026-06-01', to: '2026-06-01', type: 'deposit' });
    expect(today.json().value.content.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await member('GET', '/wps/cashier/orders', { from: '2026-06-02' })).json().value.total).toBe(0);
  });

  it('takes a real jpg as proof as well as a png', async () => {
    const tk = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'cashier_jpg' }));
    const res = await bankDeposit(10, { proof: dataUrl('jpeg', JPEG_BYTES) }, tk);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await member('POST', '/wps/cashier/deposit/cancel', { id: res.json().value.order.id }, tk)).statusCode,
    ).toBe(200);
  });

  it('limits the pending orders of a member', async () => {
    const m = await createMember(t.app, 'aurora', { account: 'cashier03' });
    const tk = await tokenFor(t.app, m);
    for (let i = 0; i < 5; i++) expect((await bankDeposit(10, {}, tk)).statusCode).toBe(200);
    expect((await bankDeposit(10, {}, tk)).json().code).toBe('deposit_too_many_pending');
  });
});

describe('finance desk', () => {
  it('approves an order: the wallet is credited once, with its transfer and audit row', async () => {
    const order = (await bankDeposit(250)).json().value.order;
    // The balance reaches the member's open tabs as every movement's does: the ledger's NOTIFY at commit.
    const notified: string[] = [];
    const stop = await t.app.deps.database.listen(BALANCE_CHANNEL, (payload) => notified.push(payload));
    const approved = await desk('approve', { id: order.id });
    await vi.waitFor(() => expect(notified.some((p) => JSON.parse(p).memberIds.includes(memberId))).toBe(true));
    await stop();
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ status: 'approved', transferId: expect.any(Number), hasProof: true });
    expect(await balance()).toBe(250);
    expect((await desk('approve', { id: order.id })).json().code).toBe('request_decided');
    expect((await desk('reject', { id: order.id, reason: 'late' })).json().code).toBe('request_decided');
    expect((await member('POST', '/wps/cashier/deposit/cancel', { id: order.id })).json().code).toBe(
      'order_not_pending',
    );
    const [row] = await auditRows(t.app, 'cashierDepositApprove');
    expect(row).toMatchObject({
      target_type: 'deposit_order',
      target_id: String(order.id),
      after: { status: 'approved' },
    });
    expect(await createWagering(t.app.deps).withdrawableState(memberId)).toEqual({
      required: 2_500_000,
      wagered: 0,
      remaining: 2_500_000,
    });
  });

  it('rejects with a reason: nothing moves, the member sees the reason', async () => {
    const order = (await bankDeposit(40)).json().value.order;
    const rejected = await desk('reject', { id: order.id, reason: 'no money arrived' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', reason: 'no money arrived' });
    const mine = await member('GET', '/wps/cashier/orders', { status: 'rejected' });
    expect(mine.json().value.content[0]).toMatchObject({ id: order.id, reason: 'no money arrived' });
    expect(await balance()).toBe(250);
  });

  it('needs a second operator above the brand threshold', async () => {
    const order = (await bankDeposit(1500)).json().value.order;
    const first = await desk('approve', { id: order.id });
    expect(first.json().value).toMatchObject({
      status: 'pending',
      needsSecondApproval: true,
      firstApprovedBy: expect.any(String),
    });
    expect(await balance()).toBe(250);
    const same = await desk('approve', { id: order.id });
    expect(same.json().code).toBe('approval_needs_other_operator');
    const second = await desk('approve', { id: order.id }, finance2);
    expect(second.json().value.status).toBe('approved');
    expect(await balance()).toBe(1750);
  });

  it('credits once when two operators approve at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const start = await balance();
      const order = (await bankDeposit(20)).json().value.order;
      const results = await Promise.all([
        desk('approve', { id: order.id }),
        desk('approve', { id: order.id }, finance2),
      ]);
      expect(results.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      expect(await balance()).toBe(start + 20);
    }
  });

  it('lists the queue with filters, sorting, paging and the shared-IP flag; shows the proof', async () => {
    const other = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'cashier04' }));
    await bankDeposit(11, {}, token, '10.9.9.9');
    const flagged = (await bankDeposit(12, {}, other, '10.9.9.9')).json().value.order;
    const list = await callOperator(t.app, 'GET', '/console/api/cashier/deposits', finance, {
      brand: 'aurora',
      status: 'pending',
      sortBy: 'amount',
      order: 'asc',
      pageSize: '2',
    });
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json().value;
    expect(page.content).toHaveLength(2);
    expect(page.content[0].amount).toBeLessThanOrEqual(page.content[1].amount);
    const byMember = await callOperator(t.app, 'GET', '/console/api/cashier/deposits', finance, {
      brand: 'aurora',
      member: 'CASHIER04',
    });
    const row = byMember.json().value.content[0];
    expect(row).toMatchObject({ id: flagged.id, memberAccount: 'cashier04' });
    expect(row.flags).toContainEqual({ flag: 'shared_ip', count: 1 });
    expect(row.flags).toContainEqual(expect.objectContaining({ flag: 'same_proof' }));
    const proof = await callOperator(t.app, 'GET', '/console/api/cashier/deposits/proof', finance, {
      id: String(flagged.id),
    });
    expect(proof.json().value.image).toBe(PNG_PROOF);
    expect(
      (await callOperator(t.app, 'GET', '/console/api/cashier/deposits', support, { brand: 'aurora' })).statusCode,
    ).toBe(403);
    const scoped = (await tokenOfRole(t.app, 'finance', ['bengal'])).token;
    expect((await desk('approve', { id: flagged.id }, scoped)).statusCode).toBe(403);
  });

  it('changes channel settings and receiving accounts, audited', async () => {
    const { channels } = (
      await callOperator(t.app, 'GET', '/console/api/cashier/channels', finance, { brand: 'aurora' })
    ).json().value;
    const bank = channels.find((c: { code: string }) => c.code === 'bank');
    const saved = await callOperator(t.app, 'POST', '/console/api/cashier/channels/save', finance, {
      ...bank,
      minAmount: 20,
      opensAt: '00:00',
      closesAt: '01:00',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await bankDeposit(15)).json().code).toBe('deposit_channel_closed');
    const account = await callOperator(t.app, 'POST', '/console/api/cashier/accounts/save', finance, {
      channelId: bank.id,
      bankName: 'Second Bank',
      holderName: 'Aurora Play Ltd',
      accountNumber: '9999 0000',
      branch: null,
      active: true,
      sort: 0,
    });
    expect(account.json().value.accounts.map((a: { bankName: string }) => a.bankName)).toContain('Second Bank');
    expect(await auditRows(t.app, 'cashierChannelSave')).toHaveLength(1);
    expect(await auditRows(t.app, 'cashierAccountSave')).toHaveLength(1);
    await callOperator(t.app, 'POST', '/console/api/cashier/channels/save', finance, bank);
  });

  it('runs the same desk from the command line as cli:<user>', async () => {
    const order = (await bankDeposit(30)).json().value.order;
    const listed = (await admin('cashier', 'deposits', 'aurora', '--status', 'pending')) as { id: number }[];
    expect(listed.map((o) => o.id)).toContain(order.id);
    expect(await admin('cashier', 'approve', String(order.id))).toMatchObject({ status: 'approved' });
    const other = (await bankDeposit(31)).json().value.order;
    expect(await admin('cashier', 'reject', String(other.id), 'wrong', 'reference')).toMatchObject({
      status: 'rejected',
      reason: 'wrong reference',
    });
    expect((await auditRows(t.app, 'cashierDepositReject')).at(-1)?.actor).toMatch(/^cli:/);
    expect(await admin('cashier', 'channels', 'aurora')).toHaveLength(3);
  });

  it('pays the turnover requirement down with valid turnover from the bets rollups', async () => {
    const before = await createWagering(t.app.deps).withdrawableState(memberId);
    // A rollup row as the bets module writes it (design.md "Bets and turnover"), taken away again afterwards.
    const hour = new Date('2026-06-01T12:00:00Z');
    await t.app.deps.database.db
      .insert(betHourly)
      .values({ brandId, memberId, gameKind: 'RNG', hour, stake: 1_000_000, validTurnover: 1_000_000, count: 1 });
    const after = await createWagering(t.app.deps).withdrawableState(memberId);
    expect(after.wagered).toBe(before.wagered + 1_000_000);
    expect(after.remaining).toBe(before.remaining - 1_000_000);
    await t.app.deps.database.db.execute(sql`delete from bet_hourly where member_id = ${memberId}`);
  });

  it('expires pending orders past their time', async () => {
    const order = (await bankDeposit(33)).json().value.order;
    const expire = t.app.services.depositExpiry;
    expect(await expire()).toEqual({ expired: 0, settled: 0 });
    const start = t.clock.now();
    t.clock.advance(4 * 86_400_000);
    // Every order still pending is older than 3 days now: this one and the two of 10.9.9.9.
    expect((await expire()).expired).toBeGreaterThanOrEqual(1);
    t.clock.set(start);
    const mine = await member('GET', '/wps/cashier/orders', { status: 'expired' });
    expect(mine.json().value.content.map((o: { id: number }) => o.id)).toContain(order.id);
    expect((await desk('approve', { id: order.id })).json().code).toBe('request_decided');
  });

  it('passes ledger check: every approved order has exactly its transfer, and every deposit transfer its order', async () => {
    expect(await admin('ledger', 'check')).toMatchObject({ ok: true, reconciliation: { ok: true } });
  });

  it('names an approved order without its transfer, and a deposit transfer without its order', async () => {
    const order = (await bankDeposit(34)).json().value.order;
    await desk('approve', { id: order.id });
    const db = t.app.deps.database.db;
    const orphan = await t.app.deps.ledger.transfer(
      deposit({ brandId, memberId, orderId: 'no-such-order', amount: 10_000, channel: 'bank' }),
    );
    await db.execute(sql`update deposit_orders set transfer_id = null where id = ${order.id}`);
    const breach = await admin('ledger', 'check').catch((err: unknown) => err);
    expect(breach).toBeInstanceOf(LedgerBreach);
    expect((breach as LedgerBreach).report.reconciliation).toMatchObject({
      missing: { depositTransfers: [order.id] },
      extra: { transfersWithoutRecord: expect.arrayContaining([orphan.transferId]) },
    });
  });
});
