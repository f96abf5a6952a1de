import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, tokenFor } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { PROOF_PNG } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { withdrawer } from '../../test/withdrawals.js';

/**
 * The one maker-checker (modules/approvals) as three desks answer it: the money desk's credit, a deposit and a
 * withdrawal above the brand's threshold (1,000). The first operator's step waits; they may not take the next one
 * (403 approval_needs_other_operator); of two other operators at once exactly one decides and the other is told 409
 * request_decided; the money moves once, with one audit row of the decision. Runs on PGlite, and on PostgreSQL when
 * DATABASE_URL is set (the checkers then really race).
 */
let t: TestApp;
let first = '';
let second = '';
let third = '';

beforeAll(async () => {
  t = await createTestApp();
  first = (await tokenOfRole(t.app, 'finance')).token;
  second = (await tokenOfRole(t.app, 'finance')).token;
  third = (await tokenOfRole(t.app, 'owner')).token;
});
afterAll(() => t.close());

interface Desk {
  /** The approving route's audit action. */
  action: string;
  /** A request above the threshold after the first operator's step; and what its approval moves, as a number. */
  start(round: number): Promise<{ id: number; moved: () => Promise<number>; expected: number }>;
  approve(token: string, id: number): ReturnType<typeof callOperator>;
  reject(token: string, id: number): ReturnType<typeof callOperator>;
}

const post = (token: string, url: string, payload: Record<string, unknown>) =>
  callOperator(t.app, 'POST', `/console/api/${url}`, token, payload);
const units = (brandId: number, memberId: number, code?: string) =>
  t.app.deps.ledger.balance(brandId, memberId, code).then((u) => u / 10_000);

const desks: Record<string, Desk> = {
  'money desk': {
    action: 'moneyApprove',
    async start(round) {
      const m = await createMember(t.app, 'aurora', { account: `mcmoney${round}` });
      const made = await post(first, 'money/credit', { memberId: m.id, amount: 1500, reason: 'maker-checker' });
      expect(made.json().value).toMatchObject({ status: 'pending', maker: expect.any(String) });
      return { id: made.json().value.id, moved: () => units(m.brandId, m.id), expected: 1500 };
    },
    approve: (token, id) => post(token, 'money/approve', { requestId: id }),
    reject: (token, id) => post(token, 'money/reject', { requestId: id, reason: 'no' }),
  },
  deposits: {
    action: 'cashierDepositApprove',
    async start(round) {
      const m = await createMember(t.app, 'aurora', { account: `mcdep${round}` });
      const res = await t.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers: { host: 'localhost', authorization: `Bearer ${await tokenFor(t.app, m)}` },
        payload: { channel: 'bank', amount: 1500, reference: `MC-${round}`, proof: PROOF_PNG },
      });
      const id = res.json().value.order.id;
      const made = await post(first, 'cashier/deposits/approve', { id });
      expect(made.json().value).toMatchObject({ status: 'pending', firstApprovedBy: expect.any(String) });
      return { id, moved: () => units(m.brandId, m.id), expected: made.json().value.credited };
    },
    approve: (token, id) => post(token, 'cashier/deposits/approve', { id }),
    reject: (token, id) => post(token, 'cashier/deposits/reject', { id, reason: 'no' }),
  },
  withdrawals: {
    action: 'cashierWithdrawalApprove',
    async start(round) {
      const w = await withdrawer(t.app, `mcwd${round}`, { funds: 2000 });
      const id = (await w.withdraw(1500)).json().value.order.id;
      const made = await post(first, 'cashier/withdrawals/approve', { id });
      expect(made.json().value).toMatchObject({ status: 'processing', firstApprovedBy: expect.any(String) });
      // Paid out: the hold leaves the member.
      return { id, moved: async () => 1500 - (await w.held()), expected: 1500 };
    },
    approve: (token, id) => post(token, 'cashier/withdrawals/approve', { id }),
    reject: (token, id) => post(token, 'cashier/withdrawals/reject', { id, reason: 'no' }),
  },
};

async function auditCount(action: string, id: number) {
  const result = await t.app.deps.database.db.execute(
    sql`select count(*)::int as n from audit_log where action = ${action} and target_id = ${String(id)}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe.each(Object.entries(desks))('the maker-checker on the %s', (_name, desk) => {
  it('refuses the first operator the second step; of two checkers at once one decides, once', async () => {
    for (let round = 0; round < 3; round++) {
      const { id, moved, expected } = await desk.start(round);
      expect(await moved()).toBe(0);
      const own = await desk.approve(first, id);
      expect(own.statusCode).toBe(403);
      expect(own.json().code).toBe('approval_needs_other_operator');
      const both = await Promise.all([desk.approve(second, id), desk.approve(third, id)]);
      expect(both.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      expect(both.find((r) => r.statusCode === 409)?.json().code).toBe('request_decided');
      expect(await moved()).toBe(expected);
      expect(await auditCount(desk.action, id)).toBe(1);
      // Decided: a rejection now is told so too, and nothing moves back.
      expect((await desk.reject(third, id)).json().code).toBe('request_decided');
      expect(await moved()).toBe(expected);
    }
  });
});
