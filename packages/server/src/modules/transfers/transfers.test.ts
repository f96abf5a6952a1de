import { eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberTransfers } from '../../db/schema-transfers.js';
import { runLedgerCheck } from '../../ledger/ledger-check-report.js';
import { operatorAdjustment, transferToUpline } from '../../ledger/postings.js';
import { callEncrypted, createMember, tokenFor } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Member } from '../account/member-repo.js';
import { hashPassword } from '../account/passwords.js';

/**
 * Transfers to the upline and to a downline (spec 2 transferUpline), through the real calls. Runs on PGlite, and on
 * PostgreSQL when DATABASE_URL is set (the racing transfers then really race).
 */
let t: TestApp;
let brandId = 0;
let owner = '';
let paymentHash = '';
const PAY = '246810';
const AGENT = 1;
const TRIAL = 4;

const auth = (token: string) => ({ host: 'localhost', authorization: `Bearer ${token}` });
const toUpline = (token: string, body: Record<string, unknown>) =>
  callEncrypted(t.app, 'POST', '/wps/member/transfer/upline', body, auth(token));
const toDownline = (token: string, body: Record<string, unknown>) =>
  callEncrypted(t.app, 'POST', '/wps/member/transfer/downline', body, auth(token));
const get = async (token: string, url: string) => (await t.app.inject({ url, headers: auth(token) })).json();
const balanceOf = async (token: string) => (await get(token, '/wps/v2/wallets/balance')).value.balance as number;

let n = 0;
async function person(opts: { upline?: Member; type?: number; funds?: number; payment?: boolean } = {}) {
  n++;
  const member = await createMember(t.app, 'aurora', {
    account: `tr_${n}_${opts.type ?? 0}`,
    type: opts.type ?? 0,
    uplineId: opts.upline?.id ?? null,
    ...(opts.payment === false ? {} : { paymentPasswordHash: paymentHash }),
  });
  if (opts.funds) {
    await t.app.deps.ledger.transfer(
      operatorAdjustment({
        brandId,
        memberId: member.id,
        amount: opts.funds * 10_000,
        reason: 'test funds',
        key: `tr-fund-${member.id}`,
        operator: 'test',
      }),
    );
  }
  return { member, token: await tokenFor(t.app, member) };
}

async function setLimits(min: number, max: number, daily: number) {
  const res = await callOperator(t.app, 'POST', '/console/api/brands/settings', owner, {
    brand: 'aurora',
    transferLimits: { min, max, daily },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().value.transferLimits).toEqual({ min, max, daily });
}

const recordsOf = (memberId: number) =>
  t.app.deps.database.db
    .select()
    .from(memberTransfers)
    .where(or(eq(memberTransfers.fromMemberId, memberId), eq(memberTransfers.toMemberId, memberId)));

beforeAll(async () => {
  t = await createTestApp();
  paymentHash = await hashPassword(PAY);
  owner = (await tokenOfRole(t.app, 'owner')).token;
  brandId = (await t.app.deps.brands.byCode('aurora'))?.id ?? 0;
  await setLimits(10, 5000, 8000);
});
afterAll(() => t.close());

describe('transfer to the upline', () => {
  it('moves the money to the direct upline, tells both sides, and both see the record', async () => {
    const agent = await person({ type: AGENT });
    const player = await person({ upline: agent.member, funds: 500 });
    const info = (await get(player.token, '/wps/member/transfer/info')).value;
    expect(info).toMatchObject({
      upline: { account: agent.member.account },
      isAgent: false,
      limits: { min: 10, max: 5000, daily: 8000 },
      sentToday: 0,
      balance: 500,
    });

    const res = await toUpline(player.token, { amount: 120.5, paymentPassword: PAY });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      balance: 379.5,
      transfer: { direction: 'upline', outgoing: true, counterparty: agent.member.account, amount: 120.5 },
    });
    expect(await balanceOf(player.token)).toBe(379.5);
    expect(await balanceOf(agent.token)).toBe(120.5);
    expect((await get(player.token, '/wps/member/transfer/info')).value.sentToday).toBe(120.5);

    const sent = (await get(player.token, '/wps/member/transfers')).value;
    expect(sent.content).toEqual([expect.objectContaining({ outgoing: true, counterparty: agent.member.account })]);
    const received = (await get(agent.token, '/wps/member/transfers')).value;
    expect(received).toMatchObject({ total: 1, content: [{ outgoing: false, counterparty: player.member.account }] });
    const days = (await get(agent.token, '/wps/member/transfers?from=2026-05-01&to=2026-05-31')).value;
    expect(days.total).toBe(0);

    const inbox = async (token: string) =>
      (await get(token, '/wps/member/messages')).value.content.map((m: { category: string; params: unknown }) => [
        m.category,
        m.params,
      ]);
    expect(await inbox(player.token)).toContainEqual([
      'transfer_sent',
      { amount: expect.stringContaining('120.50'), account: agent.member.account },
    ]);
    expect(await inbox(agent.token)).toContainEqual([
      'transfer_received',
      { amount: expect.stringContaining('120.50'), account: player.member.account },
    ]);
    const entries = (await get(player.token, '/wps/relay/ODSFE2_MemTransDet?pageNo=1&type=transfer_upline')).value;
    expect(entries?.content?.[0]).toMatchObject({ type: 'transfer_upline', amount: -120.5 });
  });

  it('refuses a member without an upline, and a trial member', async () => {
    const loner = await person({ funds: 100 });
    expect((await toUpline(loner.token, { amount: 20, paymentPassword: PAY })).json().code).toBe('transfer_no_upline');
    expect((await get(loner.token, '/wps/member/transfer/info')).value.upline).toBeNull();
    const agent = await person({ type: AGENT });
    const trial = await person({ upline: agent.member, type: TRIAL, funds: 100 });
    const res = await toUpline(trial.token, { amount: 20, paymentPassword: PAY });
    expect(res.json().code).toBe('in_need_true_account');
    expect((await get(trial.token, '/wps/member/transfer/info')).code).toBe('in_need_true_account');
    expect(await balanceOf(agent.token)).toBe(0);
  });

  it('keeps the limits: minimum, maximum, the day, and the balance; nothing moves on a refusal', async () => {
    const agent = await person({ type: AGENT });
    const player = await person({ upline: agent.member, funds: 20_000 });
    const code = async (amount: number) => (await toUpline(player.token, { amount, paymentPassword: PAY })).json().code;
    expect(await code(9.99)).toBe('transfer_amount_below_min');
    expect(await code(5000.01)).toBe('transfer_amount_above_max');
    expect(await code(0)).toBe('invalid_input');
    expect(await code(5000)).toBeUndefined();
    expect(await code(2500)).toBeUndefined();
    // 7500 sent today: 600 more would pass 8000.
    expect(await code(600)).toBe('transfer_daily_limit');
    expect(await code(500)).toBeUndefined();
    // The next day of the brand's time zone starts again from nothing.
    t.clock.advance(24 * 3_600_000);
    player.token = await tokenFor(t.app, player.member);
    expect(await code(5000)).toBeUndefined();
    expect(await balanceOf(await tokenFor(t.app, agent.member))).toBe(13_000);

    const poor = await person({ upline: agent.member, funds: 15 });
    const res = await toUpline(poor.token, { amount: 20, paymentPassword: PAY });
    expect(res.json().code).toBe('insufficient_balance');
    expect(await recordsOf(poor.member.id)).toEqual([]);
    expect(await balanceOf(poor.token)).toBe(15);
  });

  it('asks for the payment password: none set, wrong, then locked', async () => {
    const agent = await person({ type: AGENT });
    const unset = await person({ upline: agent.member, funds: 100, payment: false });
    expect((await toUpline(unset.token, { amount: 20, paymentPassword: PAY })).json().code).toBe(
      'payment_password_required',
    );
    const player = await person({ upline: agent.member, funds: 100 });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      codes.push((await toUpline(player.token, { amount: 20, paymentPassword: '000000' })).json().code);
    }
    expect(codes).toEqual([...Array(4).fill('payment_password_incorrect'), 'payment_password_locked']);
    expect((await toUpline(player.token, { amount: 20, paymentPassword: PAY })).json().code).toBe(
      'payment_password_locked',
    );
    expect(await balanceOf(player.token)).toBe(100);
    expect(await balanceOf(agent.token)).toBe(0);
  });
});

describe('live events', () => {
  it('pushes the new balance to both sides, and each side hears of its message', async () => {
    const agent = await person({ type: AGENT });
    const player = await person({ upline: agent.member, funds: 100 });
    const open = async (token: string) => {
      const messages: { type: string; balance?: number }[] = [];
      const ws = await t.app.injectWS(
        `/ws?token=${token}`,
        { headers: { host: 'localhost' } },
        { onInit: (socket) => socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString()))) },
      );
      return { ws, messages };
    };
    const sender = await open(player.token);
    const receiver = await open(agent.token);
    await expect.poll(() => sender.messages.length).toBeGreaterThan(0);
    await expect.poll(() => receiver.messages.length).toBeGreaterThan(0);
    expect((await toUpline(player.token, { amount: 30, paymentPassword: PAY })).statusCode).toBe(200);
    const balances = (tab: { messages: { type: string; balance?: number }[] }) =>
      tab.messages.filter((m) => m.type === 'balance').map((m) => m.balance);
    await expect.poll(() => balances(sender).at(-1)).toBe(70);
    await expect.poll(() => balances(receiver).at(-1)).toBe(30);
    await expect.poll(() => sender.messages.some((m) => m.type === 'message')).toBe(true);
    await expect.poll(() => receiver.messages.some((m) => m.type === 'message')).toBe(true);
    sender.ws.terminate();
    receiver.ws.terminate();
  });
});

describe('transfer to a downline', () => {
  it('lets an agent send to their own direct downline only', async () => {
    const agent = await person({ type: AGENT, funds: 1000 });
    const mine = await person({ upline: agent.member });
    const subAgent = await person({ upline: agent.member, type: AGENT });
    const grandchild = await person({ upline: subAgent.member });
    const otherAgent = await person({ type: AGENT });
    const theirs = await person({ upline: otherAgent.member });
    const trialDownline = await person({ upline: agent.member, type: TRIAL });
    const send = async (downlineAccount: string) =>
      (await toDownline(agent.token, { downlineAccount, amount: 50, paymentPassword: PAY })).json().code;

    expect(await send(theirs.member.account)).toBe('transfer_not_downline');
    expect(await send(grandchild.member.account)).toBe('transfer_not_downline');
    expect(await send(trialDownline.member.account)).toBe('transfer_not_downline');
    expect(await send('nobody_here')).toBe('transfer_not_downline');
    expect(await send(agent.member.account)).toBe('transfer_not_downline');
    expect(await balanceOf(agent.token)).toBe(1000);

    const ok = await toDownline(agent.token, {
      downlineAccount: mine.member.account.toUpperCase(),
      amount: 50,
      paymentPassword: PAY,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().value.transfer).toMatchObject({ direction: 'downline', counterparty: mine.member.account });
    expect(await balanceOf(mine.token)).toBe(50);
    expect(await balanceOf(theirs.token)).toBe(0);
    expect((await get(agent.token, '/wps/member/transfer/info')).value.isAgent).toBe(true);
  });

  it('refuses members who are not agents', async () => {
    const player = await person({ funds: 100 });
    const downline = await person({ upline: player.member });
    const res = await toDownline(player.token, {
      downlineAccount: downline.member.account,
      amount: 20,
      paymentPassword: PAY,
    });
    expect(res.json().code).toBe('forbidden');
    expect(await balanceOf(downline.token)).toBe(0);
  });
});

describe('racing transfers', () => {
  it('lets exactly one of two transfers pass when the balance covers one', async () => {
    const agent = await person({ type: AGENT });
    const player = await person({ upline: agent.member, funds: 100 });
    const results = await Promise.all([
      toUpline(player.token, { amount: 80, paymentPassword: PAY }),
      toUpline(player.token, { amount: 80, paymentPassword: PAY }),
    ]);
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort();
    expect(codes).toEqual(['insufficient_balance', 'ok']);
    expect(await balanceOf(player.token)).toBe(20);
    expect(await balanceOf(agent.token)).toBe(80);
    expect(await recordsOf(player.member.id)).toHaveLength(1);
  });

  it('lets exactly one of two transfers pass when the day covers one', async () => {
    const agent = await person({ type: AGENT });
    const player = await person({ upline: agent.member, funds: 20_000 });
    const results = await Promise.all([
      toUpline(player.token, { amount: 4500, paymentPassword: PAY }),
      toUpline(player.token, { amount: 4500, paymentPassword: PAY }),
    ]);
    const codes = results.map((r) => (r.statusCode === 200 ? 'ok' : r.json().code)).sort();
    expect(codes).toEqual(['ok', 'transfer_daily_limit']);
    expect(await balanceOf(agent.token)).toBe(4500);
  });

  it('keeps the ledger whole: every transfer balanced and explained by its record, the sum of all accounts zero', async () => {
    const report = await runLedgerCheck(t.app.deps.database.db);
    expect(report.breaches).toEqual({
      unbalancedTransfers: [],
      emptyTransfers: [],
      balanceNotSumOfEntries: [],
      brokenBalanceAfter: [],
      negativeMemberAccounts: [],
    });
    expect(report.reconciliation.extra.transfersWithoutRecord).toEqual([]);
    expect(report.reconciliation.mismatched.memberTransfers).toEqual([]);
    expect(report.reconciliation.missing.memberTransferTransfers).toEqual([]);
    expect(report.ok).toBe(true);
    const rows = await t.app.deps.database.db.select().from(memberTransfers);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.every((r) => r.transferId !== null)).toBe(true);
  });

  it('names in ledger check a transfer between members that no record explains', async () => {
    const agent = await person({ type: AGENT });
    const player = await person({ upline: agent.member, funds: 50 });
    const stray = await t.app.deps.ledger.transfer(
      transferToUpline({
        brandId,
        fromMemberId: player.member.id,
        toMemberId: agent.member.id,
        ref: 'stray',
        amount: 10,
      }),
    );
    const report = await runLedgerCheck(t.app.deps.database.db);
    expect(report.reconciliation.extra.transfersWithoutRecord).toEqual([stray.transferId]);
    expect(report.ok).toBe(false);
  });
});
