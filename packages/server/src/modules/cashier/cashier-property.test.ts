import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { PROOF_PNG } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { withdrawer } from '../../test/withdrawals.js';
import { createWagering } from '../turnover/wagering-service.js';

/**
 * Property (design.md "Cashier"): any sequence of deposits, withdrawals, approvals (one or two operators), rejections,
 * cancels and play (the turnover requirement met) leaves the member's wallet, the withdrawal hold, the turnover
 * requirement and each order's status equal to a simple model, and `ledger check` passing. Seeded, so a failure
 * replays.
 */
let t: TestApp;
let operators: string[] = [];
let counter = 0;
const PROOF = PROOF_PNG;

beforeAll(async () => {
  t = await createTestApp();
  operators = [(await tokenOfRole(t.app, 'finance')).token, (await tokenOfRole(t.app, 'owner')).token];
});
afterAll(() => t.close());

type Command =
  | { kind: 'deposit'; amount: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'play' }
  | { kind: 'approve' | 'reject' | 'cancel'; pick: number; by: number };

const command: fc.Arbitrary<Command> = fc.oneof(
  // Amounts around the brand's approval threshold (1000): some need a second operator.
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 10, max: 1500 }) }),
  fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 10, max: 1500 }) }),
  fc.record({ kind: fc.constant('play' as const) }),
  fc.record({
    kind: fc.constantFrom('approve' as const, 'reject' as const, 'cancel' as const),
    pick: fc.nat(20),
    by: fc.nat(1),
  }),
);

interface ModelOrder {
  type: 'deposit' | 'withdrawal';
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
        const w = await withdrawer(t.app, `prop${String(counter).padStart(4, '0')}`, { funds: 0 });
        const { member, token } = w;
        const orders: ModelOrder[] = [];
        let balance = 0;
        let held = 0;
        let required = 0;
        for (const c of commands) {
          if (c.kind === 'play') {
            // The member wagers what is required (the requirement met; no money moves).
            await t.app.deps.database.db.execute(
              sql`update wagering_requirements set required = 0 where member_id = ${member.id}`,
            );
            required = 0;
            continue;
          }
          if (c.kind === 'withdraw') {
            const res = await w.withdraw(c.amount);
            const today = orders.filter((o) => o.type === 'withdrawal' && o.status !== 'cancelled').length;
            const refusal =
              c.amount < 100
                ? 'withdrawal_amount_below_min'
                : required > 0
                  ? 'withdrawal_turnover_required'
                  : today >= 5
                    ? 'withdrawal_daily_count_reached'
                    : c.amount > balance
                      ? 'insufficient_balance'
                      : null;
            if (refusal) {
              expect(res.json().code, res.body).toBe(refusal);
              continue;
            }
            expect(res.statusCode, res.body).toBe(200);
            const id = res.json().value.order.id;
            orders.push({ type: 'withdrawal', id, amount: c.amount, status: 'processing', first: null });
            balance -= c.amount;
            held += c.amount;
            continue;
          }
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
            orders.push({
              type: 'deposit',
              id: res.json().value.order.id,
              amount: c.amount,
              status: 'pending',
              first: null,
            });
            continue;
          }
          const order = orders[c.pick % Math.max(1, orders.length)];
          if (!order) continue;
          const deposit = order.type === 'deposit';
          const open = order.status === (deposit ? 'pending' : 'processing');
          /** The order closes: approved money lands (deposit) or leaves (withdrawal); otherwise a hold returns. */
          const close = (status: string) => {
            order.status = status;
            if (deposit && status === 'approved') {
              balance += order.amount;
              required += order.amount;
            }
            if (!deposit) {
              held -= order.amount;
              if (status !== 'approved') balance += order.amount;
            }
          };
          if (c.kind === 'cancel') {
            const res = await t.app.inject({
              method: 'POST',
              url: deposit ? '/wps/cashier/deposit/cancel' : '/wps/cashier/withdraw/cancel',
              headers: { host: 'localhost', authorization: `Bearer ${token}` },
              payload: deposit ? { id: order.id } : { orderId: order.id },
            });
            expect(res.statusCode, res.body).toBe(open ? 200 : 409);
            if (open) close('cancelled');
            continue;
          }
          const res = await callOperator(
            t.app,
            'POST',
            `/console/api/cashier/${deposit ? 'deposits' : 'withdrawals'}/${c.kind}`,
            operators[c.by] ?? '',
            { id: order.id, reason: 'model' },
          );
          if (!open) {
            expect(res.json().code).toBe('request_decided');
          } else if (c.kind === 'reject') {
            expect(res.statusCode, res.body).toBe(200);
            close('rejected');
          } else if (order.amount <= 1000) {
            expect(res.statusCode, res.body).toBe(200);
            close('approved');
          } else if (order.first === null) {
            expect(res.json().value.status).toBe(order.status);
            order.first = c.by;
          } else if (order.first === c.by) {
            expect(res.json().code).toBe('approval_needs_other_operator');
          } else {
            expect(res.json().value.status).toBe('approved');
            close('approved');
          }
        }
        expect(await t.app.deps.ledger.balance(member.brandId, member.id)).toBe(balance * 10_000);
        expect(await t.app.deps.ledger.balance(member.brandId, member.id, 'withdrawal')).toBe(held * 10_000);
        expect((await createWagering(t.app.deps).withdrawableState(member.id)).remaining).toBe(required * 10_000);
        const listed = await t.app.inject({
          method: 'GET',
          url: '/wps/cashier/orders?pageSize=100',
          headers: { host: 'localhost', authorization: `Bearer ${token}` },
        });
        const statuses = new Map(
          listed
            .json()
            .value.content.map((o: { type: string; id: number; status: string }) => [`${o.type}:${o.id}`, o.status]),
        );
        for (const o of orders) expect(statuses.get(`${o.type}:${o.id}`), `${o.type} ${o.id}`).toBe(o.status);
      }),
      { numRuns: 20, seed: 1313, endOnFailure: true },
    );
    const report = await runAdminCommand({ root: t.app.services }, ['ledger', 'check']);
    expect(report).toMatchObject({ ok: true });
  }, 240_000);
});
