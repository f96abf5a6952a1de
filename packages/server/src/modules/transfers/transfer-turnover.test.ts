import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerCheck } from '../../ledger/ledger-check-report.js';
import { operatorAdjustment } from '../../ledger/postings.js';
import { callEncrypted } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { PROOF_PNG } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { withdrawer } from '../../test/withdrawals.js';
import type { Member } from '../account/member-repo.js';

/**
 * Money moved between members carries its deposit turnover (docs/money.md "Transfers between members"; design.md
 * "Cashier": every deposit wagered once): a member cannot hand unwagered deposits to the upline (or an agent to a
 * downline) for them to withdraw at once. Through the real calls: deposit and approval, transfer, withdrawal. Runs on
 * PGlite, and on PostgreSQL when DATABASE_URL is set (the racing transfer and withdrawal then really race).
 */
let t: TestApp;
let finance = '';
let n = 0;
/** The payment password `withdrawer` gives its members. */
const PAY = '123456';
const AGENT = 1;
const U = 10_000;

beforeAll(async () => {
  t = await createTestApp();
  finance = (await tokenOfRole(t.app, 'finance')).token;
});
afterAll(() => t.close());

const auth = (token: string) => ({ host: 'localhost', authorization: `Bearer ${token}` });

const free = (m: Member, amount: number) =>
  t.app.deps.ledger.transfer(
    operatorAdjustment({
      brandId: m.brandId,
      memberId: m.id,
      amount: amount * U,
      reason: 'free',
      key: `carry-free-${m.id}`,
      operator: 'test',
    }),
  );

/**
 * An agent who can withdraw at once (card, real name, payment password, nothing to wager; `agentFunds` of their own
 * from an operator's credit) and their downline.
 */
async function pair(opts: { agentFunds?: number } = {}) {
  n++;
  const agent = await withdrawer(t.app, `carry_a${n}`, { funds: 0 });
  await t.app.deps.members.update(agent.member.id, { type: AGENT });
  if (opts.agentFunds) await free(agent.member, opts.agentFunds);
  const downline = await withdrawer(t.app, `carry_d${n}`, { funds: 0 });
  await t.app.deps.members.update(downline.member.id, { uplineId: agent.member.id });
  return { agent, downline };
}

/** One real round of the in-house dice: its stake, once settled, is valid turnover. */
async function playDice(token: string, amount: number) {
  const launched = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: auth(token),
    payload: { vassalage: 'BGS', gameCode: 'dice', demo: false },
  });
  const session = new URL(launched.json().value.url, 'http://x').searchParams.get('launch') ?? '';
  const res = await t.app.inject({
    method: 'POST',
    url: '/bgs/api/play',
    headers: { host: 'localhost', 'x-game-session': session },
    payload: { amount, params: { target: 50, over: true } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A deposit made and approved through the cashier: it must be wagered once. */
async function deposit(token: string, amount: number) {
  const made = await t.app.inject({
    method: 'POST',
    url: '/wps/cashier/deposit',
    headers: auth(token),
    payload: { channel: 'bank', amount, reference: 'CARRY', proof: PROOF_PNG },
  });
  expect(made.statusCode, made.body).toBe(200);
  const id = made.json().value.order.id;
  const approved = await callOperator(t.app, 'POST', '/console/api/cashier/deposits/approve', finance, { id });
  expect(approved.statusCode, approved.body).toBe(200);
}

const send = (token: string, direction: 'upline' | 'downline', body: Record<string, unknown>) =>
  callEncrypted(t.app, 'POST', `/wps/member/transfer/${direction}`, { paymentPassword: PAY, ...body }, auth(token));
const turnoverOf = async (token: string) =>
  (await t.app.inject({ url: '/wps/cashier/withdraw/info', headers: auth(token) })).json().value.turnover;

describe('a transfer carries its deposit turnover', () => {
  it('the upline cannot withdraw an unwagered deposit a member sent them until it is wagered', async () => {
    const { agent, downline } = await pair({ agentFunds: 1000 });
    await deposit(downline.token, 1000);
    const sent = await send(downline.token, 'upline', { amount: 1000 });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await agent.balance()).toBe(2000);

    // The deposit rule holds the whole balance while anything is left to wager (docs/money.md "The turnover rule").
    expect((await agent.withdraw(1000)).json().code).toBe('withdrawal_turnover_required');
    expect(await turnoverOf(agent.token)).toEqual({ required: 1000, wagered: 0, remaining: 1000 });
    expect(await turnoverOf(downline.token)).toEqual({ required: 0, wagered: 0, remaining: 0 });
    expect(await agent.held()).toBe(0);

    // Once the agent has wagered it (one settled round of 1000, won or lost), they may withdraw.
    await playDice(agent.token, 1000);
    expect(await turnoverOf(agent.token)).toEqual({ required: 1000, wagered: 1000, remaining: 0 });
    const res = await agent.withdraw(500);
    expect(res.statusCode, res.body).toBe(200);
  });

  it("moves the same share of the requirement as of the sender's balance, and works downward too", async () => {
    const { agent, downline } = await pair();
    await deposit(downline.token, 1000);
    await free(downline.member, 1000);
    // Half of the balance leaves: half of the 1000 still to wager goes with it.
    expect((await send(downline.token, 'upline', { amount: 1000 })).statusCode).toBe(200);
    expect(await turnoverOf(downline.token)).toMatchObject({ required: 500, remaining: 500 });
    expect(await turnoverOf(agent.token)).toMatchObject({ required: 500, remaining: 500 });

    // The agent sends 250 of their 1000 down: a quarter of their 500.
    const down = await send(agent.token, 'downline', { downlineAccount: downline.member.account, amount: 250 });
    expect(down.statusCode, down.body).toBe(200);
    expect(await turnoverOf(agent.token)).toMatchObject({ required: 375, remaining: 375 });
    expect(await turnoverOf(downline.token)).toMatchObject({ required: 625, remaining: 625 });
  });

  it('a member with nothing left to wager moves none, and the upline withdraws at once', async () => {
    const { agent, downline } = await pair();
    await free(downline.member, 300);
    expect((await send(downline.token, 'upline', { amount: 300 })).statusCode).toBe(200);
    expect(await turnoverOf(agent.token)).toEqual({ required: 0, wagered: 0, remaining: 0 });
    expect((await agent.withdraw(300)).statusCode).toBe(200);
  });

  it('never lets the upline withdraw while a transfer with its requirement lands at the same moment', async () => {
    for (let round = 0; round < 4; round++) {
      // The agent's own 1000 are free; the downline's 1000 are not, and arrive as the agent withdraws 1500.
      const { agent, downline } = await pair({ agentFunds: 1000 });
      await deposit(downline.token, 1000);
      const [transfer, withdrawal] = await Promise.all([
        send(downline.token, 'upline', { amount: 1000 }),
        agent.withdraw(1500),
      ]);
      expect(transfer.statusCode, transfer.body).toBe(200);
      // Before the transfer the agent lacks the money; after it, the money must be wagered first.
      expect(['insufficient_balance', 'withdrawal_turnover_required'], `round ${round}`).toContain(
        withdrawal.json().code,
      );
      expect(await agent.held()).toBe(0);
    }
  });

  it('keeps ledger check and reconciliation clean', async () => {
    const report = await runLedgerCheck(t.app.deps.database.db);
    expect(report.reconciliation.ok, JSON.stringify(report.reconciliation)).toBe(true);
    expect(report.ok).toBe(true);
  });
});
