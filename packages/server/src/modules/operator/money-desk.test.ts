import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { createMember } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Operator credits and debits with maker-checker (design.md "Operators"). Runs on PGlite, and on PostgreSQL when
 * DATABASE_URL is set (the concurrent approvals then really race).
 */
let t: TestApp;
let maker = '';
let checker = '';
let checker2 = '';
let memberId = 0;
let brandId = 0;
beforeAll(async () => {
  t = await createTestApp();
  maker = (await tokenOfRole(t.app, 'finance')).token;
  checker = (await tokenOfRole(t.app, 'finance')).token;
  checker2 = (await tokenOfRole(t.app, 'owner')).token;
  const member = await createMember(t.app, 'aurora', { account: 'money001' });
  memberId = member.id;
  brandId = member.brandId;
});
afterAll(() => t.close());

const post = (token: string, what: string, payload: Record<string, unknown>) =>
  callOperator(t.app, 'POST', `/console/api/money/${what}`, token, payload);
const balance = () => t.app.deps.ledger.balance(brandId, memberId).then((units) => units / 10_000);

async function countOf(table: 'audit_log' | 'money_requests') {
  const result = await t.app.deps.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

describe('money desk', () => {
  it('moves an amount at or below the threshold at once, through the ledger, audited in the same transaction', async () => {
    const res = await post(maker, 'credit', { memberId, amount: 1000, reason: 'goodwill' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      status: 'executed',
      amount: 1000,
      balanceAfter: 1000,
      brand: 'aurora',
      memberAccount: 'money001',
      transferId: expect.any(Number),
      checker: null,
    });
    expect(await balance()).toBe(1000);
    const debit = await post(maker, 'debit', { memberId, amount: 0.5, reason: 'fee' });
    expect(debit.json().value).toMatchObject({ status: 'executed', amount: -0.5, balanceAfter: 999.5 });
  });

  it('leaves no request and no audit row when the change fails (a debit below zero)', async () => {
    const audits = await countOf('audit_log');
    const requests = await countOf('money_requests');
    const res = await post(maker, 'debit', { memberId, amount: 999.51, reason: 'too much' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('insufficient_balance');
    expect(await countOf('audit_log')).toBe(audits);
    expect(await countOf('money_requests')).toBe(requests);
    expect(await balance()).toBe(999.5);
  });

  it('holds an amount above the threshold for a second operator; the maker cannot approve it', async () => {
    const res = await post(maker, 'credit', { memberId, amount: 1000.0001, reason: 'big win correction' });
    const request = res.json().value;
    expect(request).toMatchObject({ status: 'pending', transferId: null, balanceAfter: null });
    expect(await balance()).toBe(999.5);

    const own = await post(maker, 'approve', { requestId: request.id });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('approval_needs_other_operator');

    const approved = await post(checker, 'approve', { requestId: request.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({
      status: 'executed',
      checker: expect.any(String),
      balanceAfter: 1999.5001,
    });
    const again = await post(checker2, 'approve', { requestId: request.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('request_decided');
    expect(await balance()).toBe(1999.5001);

    const list = await callOperator(t.app, 'GET', '/console/api/money/requests', checker, {
      brand: 'aurora',
      status: 'executed',
    });
    expect(list.json().value.content.map((r: { id: number }) => r.id)).toContain(request.id);
  });

  it('rejects a pending request: nothing moves, and it cannot be approved afterwards', async () => {
    const request = (await post(maker, 'debit', { memberId, amount: 1500, reason: 'duplicate deposit' })).json().value;
    const rejected = await post(checker, 'reject', { requestId: request.id, reason: 'not a duplicate' });
    expect(rejected.json().value).toMatchObject({ status: 'rejected', decisionReason: 'not a duplicate' });
    expect((await post(checker2, 'approve', { requestId: request.id })).json().code).toBe('request_decided');
    expect(await balance()).toBe(1999.5001);
  });

  it('keeps a request pending when its debit cannot be covered at approval', async () => {
    const request = (await post(maker, 'debit', { memberId, amount: 5000, reason: 'clawback' })).json().value;
    const res = await post(checker, 'approve', { requestId: request.id });
    expect(res.json().code).toBe('insufficient_balance');
    const list = await callOperator(t.app, 'GET', '/console/api/money/requests', checker, {
      brand: 'aurora',
      status: 'pending',
    });
    expect(list.json().value.content.map((r: { id: number }) => r.id)).toContain(request.id);
  });

  it('moves the money once when two operators approve at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const start = await balance();
      const request = (await post(maker, 'credit', { memberId, amount: 2500, reason: 'race' })).json().value;
      const results = await Promise.all([
        post(checker, 'approve', { requestId: request.id }),
        post(checker2, 'approve', { requestId: request.id }),
      ]);
      expect(results.map((r) => r.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      expect(Math.round((await balance()) * 10_000)).toBe(Math.round(start * 10_000) + 25_000_000);
      const rows = await t.app.deps.database.db.execute(
        sql`select count(*)::int as n from audit_log where action = 'moneyApprove' and target_id = ${String(request.id)}`,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    }
  });

  it('audits each credit, debit, approval and rejection with who, where and the values', async () => {
    const result = await t.app.deps.database.db.execute(
      sql`select action, ip, after from audit_log where action like 'money%' order by id`,
    );
    const rows = (result as unknown as { rows: { action: string; ip: string; after: Record<string, unknown> }[] }).rows;
    expect(rows.map((r) => r.action)).toEqual([
      'moneyCredit',
      'moneyDebit',
      'moneyCredit',
      'moneyApprove',
      'moneyDebit',
      'moneyReject',
      'moneyDebit',
      ...Array(5).fill(['moneyCredit', 'moneyApprove']).flat(),
    ]);
    expect(rows[0]).toMatchObject({ ip: '127.0.0.1', after: { amount: 1000, status: 'executed', reason: 'goodwill' } });
  });

  it('answers a retried credit with its first request, and refuses the key with other data', async () => {
    const start = await balance();
    const payload = { memberId, amount: 12.5, reason: 'retry me', key: 'console-key-0001' };
    // checker2 made no credit of their own to this member yet (the maker's 999.5 so far and 12.5 would exceed the
    // threshold within the brand's approval window, and wait for a second operator).
    const [first, second] = await Promise.all([post(checker2, 'credit', payload), post(checker2, 'credit', payload)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().value.id).toBe(first.json().value.id);
    expect(await balance()).toBe(start + 12.5);
    const other = await post(checker2, 'credit', { ...payload, amount: 13 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_conflict');
    expect(await balance()).toBe(start + 12.5);
  });

  it('puts a command-line credit above the threshold through the same maker-checker desk', async () => {
    const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);
    const start = await balance();
    const request = (await admin('credit', 'aurora', 'money001', '1500', '--reason', 'cli big')) as {
      id: number;
      status: string;
      maker: string;
    };
    expect(request).toMatchObject({ status: 'pending', maker: expect.stringMatching(/^cli:/) });
    expect(await balance()).toBe(start);
    // The command line's user cannot approve their own request; a console operator can.
    await expect(admin('money', 'approve', String(request.id))).rejects.toMatchObject({
      code: 'approval_needs_other_operator',
    });
    const approved = await post(checker, 'approve', { requestId: request.id });
    expect(approved.json().value).toMatchObject({ status: 'executed', maker: request.maker });
    expect(await balance()).toBe(start + 1500);
    const rows = await t.app.deps.database.db.execute(
      sql`select action, actor, operator_id from audit_log
          where (action = 'moneyCredit' and after->>'requestId' = ${String(request.id)})
             or (action = 'moneyApprove' and target_id = ${String(request.id)})
          order by id`,
    );
    expect((rows as unknown as { rows: { action: string; actor: string; operator_id: number | null }[] }).rows).toEqual(
      [
        { action: 'moneyCredit', actor: request.maker, operator_id: null },
        { action: 'moneyApprove', actor: expect.not.stringMatching(/^cli:/), operator_id: expect.any(Number) },
      ],
    );
  });

  it('lists requests newest first, oldest first, or by the size of the amount either way', async () => {
    const list = async (sort: Record<string, string> = {}) =>
      (
        await callOperator(t.app, 'GET', '/console/api/money/requests', checker, {
          brand: 'aurora',
          pageSize: 100,
          ...sort,
        })
      ).json().value.content as { id: number; amount: number }[];
    const newest = await list();
    expect(newest.map((r) => r.id)).toEqual([...newest.map((r) => r.id)].sort((a, b) => b - a));
    expect((await list({ order: 'asc' })).map((r) => r.id)).toEqual(newest.map((r) => r.id).reverse());
    const amounts = (await list({ sortBy: 'amount' })).map((r) => Math.abs(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts[0]).toBe(5000);
    const smallest = (await list({ sortBy: 'amount', order: 'asc' })).map((r) => Math.abs(r.amount));
    expect(smallest).toEqual([...amounts].reverse());
  });

  it('sorts only by the columns it offers', async () => {
    for (const sort of [{ sortBy: 'maker' }, { sortBy: 'amount; drop table money_requests' }, { order: 'newest' }]) {
      const res = await callOperator(t.app, 'GET', '/console/api/money/requests', checker, {
        brand: 'aurora',
        ...sort,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'invalid_input' });
    }
  });
});
