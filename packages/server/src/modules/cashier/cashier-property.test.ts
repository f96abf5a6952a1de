import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { PNG_SIGNATURE } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { withdrawableState } from './cashier-service.js';

/**
 * Property (issue 13): any sequence of deposits, approvals (one or two operators), rejections and cancels leaves
 * the member's wallet, the turnover requirement and each order's status equal to a simple model, and `ledger
 * check` passing. Seeded, so a failure replays.
 */
let t: TestApp;
let operators: string[] = [];
let counter = 0;
const PROOF = `data:image/png;base64,${Buffer.concat([PNG_SIGNATURE, Buffer.from('p')]).toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  operators = [(await tokenOfRole(t.app, 'finance')).token, (await tokenOfRole(t.app, 'owner')).token];
});
afterAll(() => t.close());

type Command =
  | { kind: 'deposit'; amount: number }
  | { kind: 'approve' | 'reject' | 'cancel'; pick: number; by: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  // Amounts around the brand's approval threshold (1000): some need a second operator.
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 10, max: 1500 }) }),
  fc.record({
    kind: fc.constantFrom('approve' as const, 'reject' as const, 'cancel' as const),
    pick: fc.nat(20),
    by: fc.nat(1),
  }),
);

interface ModelOrder {
  id: number;
  amount: number;
  status: string;
  first: number | null;
}

describe('deposits against a model', () => {
  it('keep balance, requirement and statuses equal to the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        counter++;
        const member = await createMember(t.app, 'aurora', { account: `prop${String(counter).padStart(4, '0')}` });
        const token = await tokenFor(t.app, member);
        const orders: ModelOrder[] = [];
        let balance = 0;
        for (const c of commands) {
          if (c.kind === 'deposit') {
            const res = await t.app.inject({
              method: 'POST',
              url: '/wps/cashier/deposit',
              headers: { host: 'localhost', authorization: `Bearer ${token}` },
              payload: { channel: 'bank', amount: c.amount, proof: PROOF },
            });
            const pending = orders.filter((o) => o.status === 'pending').length;
            if (pending >= 5) {
              expect(res.json().code).toBe('deposit_too_many_pending');
              continue;
            }
            expect(res.statusCode, res.body).toBe(200);
            orders.push({ id: res.json().value.order.id, amount: c.amount, status: 'pending', first: null });
            continue;
          }
          const order = orders[c.pick % Math.max(1, orders.length)];
          if (!order) continue;
          const pending = order.status === 'pending';
          if (c.kind === 'cancel') {
            const res = await t.app.inject({
              method: 'POST',
              url: '/wps/cashier/deposit/cancel',
              headers: { host: 'localhost', authorization: `Bearer ${token}` },
              payload: { id: order.id },
            });
            expect(res.statusCode, res.body).toBe(pending ? 200 : 409);
            if (pending) order.status = 'cancelled';
            continue;
          }
          const res = await callOperator(
            t.app,
            'POST',
            `/console/api/cashier/deposits/${c.kind}`,
            operators[c.by] ?? '',
            {
              id: order.id,
              reason: 'model',
            },
          );
          if (!pending) {
            expect(res.json().code).toBe('request_decided');
          } else if (c.kind === 'reject') {
            expect(res.statusCode, res.body).toBe(200);
            order.status = 'rejected';
          } else if (order.amount <= 1000) {
            expect(res.statusCode, res.body).toBe(200);
            order.status = 'approved';
            balance += order.amount;
          } else if (order.first === null) {
            expect(res.json().value.status).toBe('pending');
            order.first = c.by;
          } else if (order.first === c.by) {
            expect(res.json().code).toBe('approval_needs_other_operator');
          } else {
            expect(res.json().value.status).toBe('approved');
            order.status = 'approved';
            balance += order.amount;
          }
        }
        expect(await t.app.deps.ledger.balance(member.brandId, member.id)).toBe(balance * 10_000);
        expect((await withdrawableState(t.app.deps, member.id)).remaining).toBe(balance * 10_000);
        const listed = await t.app.inject({
          method: 'GET',
          url: '/wps/cashier/orders?pageSize=100',
          headers: { host: 'localhost', authorization: `Bearer ${token}` },
        });
        const statuses = new Map(
          listed.json().value.content.map((o: { id: number; status: string }) => [o.id, o.status]),
        );
        for (const o of orders) expect(statuses.get(o.id), `order ${o.id}`).toBe(o.status);
      }),
      { numRuns: 20, seed: 1313, endOnFailure: true },
    );
    const report = await runAdminCommand(
      { brands: t.app.deps.brands, db: t.app.deps.database.db, now: () => t.clock.now() },
      ['ledger', 'check'],
    );
    expect(report).toMatchObject({ ok: true });
  }, 240_000);
});
