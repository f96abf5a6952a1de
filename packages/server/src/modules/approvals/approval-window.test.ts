import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/accounts.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, createOperator, operatorToken } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Operator } from '../operator/operator-repo.js';

/**
 * Maker-checker cannot be split (design.md "Operators"): what one operator moved for one member on their own say
 * within the brand's approval window (credits less debits) counts toward the threshold, so 3 x 1,000 at a threshold
 * of 1,000 needs a second operator from the second credit on. Runs on PGlite, and on PostgreSQL when DATABASE_URL is
 * set (the parallel credits then really race for the member's row).
 */
let t: TestApp;
let maker: Operator;
let other: Operator;
let checker: Operator;
let owner: Operator;
let memberNo = 0;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  maker = await createOperator(t.app, 'finance');
  other = await createOperator(t.app, 'finance');
  checker = await createOperator(t.app, 'finance');
  owner = await createOperator(t.app, 'owner');
});
afterAll(() => t.close());

async function freshMember() {
  memberNo++;
  return createMember(t.app, 'aurora', { account: `window${String(memberNo).padStart(3, '0')}` });
}
/** An operator's call with a session of now (the test moves the clock by hours). */
const as = async (op: Operator, method: 'GET' | 'POST', url: string, payload: Record<string, unknown>) =>
  callOperator(t.app, method, url, await operatorToken(t.app, op), payload);
const money = (op: Operator, what: 'credit' | 'debit', memberId: number, amount: number) =>
  as(op, 'POST', `/console/api/money/${what}`, { memberId, amount, reason: 'split' });
const statusOf = async (res: Awaited<ReturnType<typeof money>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.status as string;
};
const balance = (m: { id: number; brandId: number }) =>
  t.app.deps.ledger.balance(m.brandId, m.id).then((u) => u / 10_000);

describe('the approval window', () => {
  it('counts one operator’s own credits to one member: 3 x 1,000 at the threshold need a second operator', async () => {
    const m = await freshMember();
    expect(await statusOf(await money(maker, 'credit', m.id, 1000))).toBe('executed');
    const second = await money(maker, 'credit', m.id, 1000);
    expect(await statusOf(second)).toBe('pending');
    expect(await statusOf(await money(maker, 'credit', m.id, 1000))).toBe('pending');
    expect(await balance(m)).toBe(1000);
    // The maker still cannot approve it; another operator does, and that credit is not the maker's alone.
    const own = await as(maker, 'POST', '/console/api/money/approve', { requestId: second.json().value.id });
    expect(own.json().code).toBe('approval_needs_other_operator');
    const approved = await as(checker, 'POST', '/console/api/money/approve', {
      requestId: second.json().value.id,
    });
    expect(approved.json().value).toMatchObject({ status: 'executed', balanceAfter: 2000 });
    expect(await statusOf(await money(maker, 'credit', m.id, 0.0001))).toBe('pending');
  });

  it('counts per operator and per member, credits less debits', async () => {
    const m = await freshMember();
    const n = await freshMember();
    expect(await statusOf(await money(maker, 'credit', m.id, 1000))).toBe('executed');
    expect(await statusOf(await money(other, 'credit', m.id, 1000))).toBe('executed');
    expect(await statusOf(await money(maker, 'credit', n.id, 1000))).toBe('executed');
    // What the maker takes back leaves room under the threshold; what they take beyond it needs a second operator.
    expect(await statusOf(await money(maker, 'debit', m.id, 400))).toBe('executed');
    expect(await statusOf(await money(maker, 'credit', m.id, 400.0001))).toBe('pending');
    expect(await statusOf(await money(maker, 'credit', m.id, 400))).toBe('executed');
    expect(await statusOf(await money(other, 'debit', m.id, 1000))).toBe('executed');
    expect(await statusOf(await money(maker, 'debit', m.id, 1000))).toBe('executed');
    expect(await balance(m)).toBe(0);
  });

  it('forgets what is older than the window; the window is the brand’s setting, edited with its threshold', async () => {
    const m = await freshMember();
    expect(await statusOf(await money(maker, 'credit', m.id, 800))).toBe('executed');
    t.clock.advance(23 * HOUR);
    expect(await statusOf(await money(maker, 'credit', m.id, 300))).toBe('pending');
    t.clock.advance(HOUR + 1);
    // The 800 is now older than 24 hours: only the pending 300 is not the maker's alone either.
    expect(await statusOf(await money(maker, 'credit', m.id, 1000))).toBe('executed');

    const settings = await as(owner, 'POST', '/console/api/brands/settings', {
      brand: 'aurora',
      approvalWindowHours: 72,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json().value).toMatchObject({ approvalThreshold: 1000, approvalWindowHours: 72 });
    const detail = await as(owner, 'GET', '/console/api/brands/detail', { brand: 'aurora' });
    expect(detail.json().value.approvalWindowHours).toBe(72);
    const audit = (await auditRows(t.app, 'brandSettings')).at(-1);
    expect(audit).toMatchObject({ before: { approvalWindowHours: 24 }, after: { approvalWindowHours: 72 } });
    t.clock.advance(48 * HOUR);
    // Within 72 hours of the 1,000 it still counts.
    expect(await statusOf(await money(maker, 'credit', m.id, 1))).toBe('pending');
    const refused = await as(owner, 'POST', '/console/api/brands/settings', {
      brand: 'aurora',
      approvalWindowHours: 0,
    });
    expect(refused.json().code).toBe('invalid_input');
    await as(owner, 'POST', '/console/api/brands/settings', { brand: 'aurora', approvalWindowHours: 24 });
  });

  it('lets only one of two parallel credits by one operator slip under the threshold', async () => {
    for (let round = 0; round < 5; round++) {
      const m = await freshMember();
      const results = await Promise.all([money(maker, 'credit', m.id, 600), money(maker, 'credit', m.id, 600)]);
      const statuses = await Promise.all(results.map(statusOf));
      expect(statuses.sort(), `round ${round}`).toEqual(['executed', 'pending']);
      expect(await balance(m)).toBe(600);
    }
  });
});
