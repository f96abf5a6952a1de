import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/accounts.js';
import { callOperator, operatorToken, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The audit log (design.md "Operators"): nobody can edit or delete it, on PGlite and on PostgreSQL (run this file
 * with DATABASE_URL set); the console reads it with filters, paged, within the operator's brands.
 */
let t: TestApp;
let owner = { operator: { id: 0 }, token: '' };
let auroraMember = 0;
let bengalMember = 0;
beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenOfRole(t.app, 'owner');
  auroraMember = (await createMember(t.app, 'aurora', { account: 'audit001' })).id;
  bengalMember = (await createMember(t.app, 'bengal', { account: 'audit002' })).id;
  const act = (what: string, memberId: number) =>
    callOperator(t.app, 'POST', `/console/api/members/${what}`, owner.token, { memberId });
  await act('end-sessions', auroraMember);
  await act('force-password-change', auroraMember);
  t.clock.advance(86_400_000);
  // A day later the first session has idled out: a new one.
  owner.token = await operatorToken(t.app, owner.operator);
  await act('end-sessions', bengalMember);
});
afterAll(() => t.close());

describe('audit log', () => {
  it('refuses every UPDATE, DELETE and TRUNCATE, whoever asks', async () => {
    const { db } = t.app.deps.database;
    const count = async () =>
      (
        (await db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n;
    const before = await count();
    expect(before).toBe(3);
    // The database's own refusal (drizzle wraps it as the cause of a 'Failed query').
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => (err.cause ?? err).message,
      );
    expect(await refusal(db.execute(sql`update audit_log set action = 'nothing'`))).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(db.execute(sql`delete from audit_log`))).toBe('audit_log is append-only: DELETE refused');
    expect(await refusal(db.execute(sql`truncate audit_log`))).toBe('audit_log is append-only: TRUNCATE refused');
    expect(await count()).toBe(before);
    const actions = (await db.execute(sql`select action from audit_log order by id`)) as unknown as {
      rows: { action: string }[];
    };
    expect(actions.rows.map((r) => r.action)).toEqual([
      'memberEndSessions',
      'memberForcePasswordChange',
      'memberEndSessions',
    ]);
  });

  it('filters by operator, action, target, brand and days, newest first, paged', async () => {
    const list = async (query: Record<string, unknown>) => {
      const res = await callOperator(t.app, 'GET', '/console/api/audit', owner.token, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as { content: { action: string; brand: string }[]; total: number; totalPages: number };
    };
    expect((await list({})).content.map((r) => r.action)).toEqual([
      'memberEndSessions',
      'memberForcePasswordChange',
      'memberEndSessions',
    ]);
    const newest = (await list({})).content as unknown as { id: number }[];
    const oldest = (await list({ order: 'oldest' })).content as unknown as { id: number }[];
    expect(oldest.map((r) => r.id)).toEqual(newest.map((r) => r.id).reverse());
    expect(newest[0]?.id).toBeGreaterThan(newest[1]?.id ?? Infinity);
    expect((await list({ operatorId: owner.operator.id })).total).toBe(3);
    expect((await list({ action: 'memberForcePasswordChange' })).total).toBe(1);
    expect((await list({ targetType: 'member', targetId: String(bengalMember) })).content).toEqual([
      expect.objectContaining({ brand: 'bengal', action: 'memberEndSessions' }),
    ]);
    expect((await list({ brand: 'aurora' })).total).toBe(2);
    expect((await list({ from: '2026-06-01', to: '2026-06-01' })).total).toBe(2);
    expect((await list({ from: '2026-06-02' })).total).toBe(1);
    const page = await list({ pageSize: 2, pageNo: 2 });
    expect(page).toMatchObject({ total: 3, totalPages: 2 });
    expect(page.content).toHaveLength(1);
    const row = (await list({ action: 'memberForcePasswordChange' })).content[0];
    expect(row).toMatchObject({
      operatorId: owner.operator.id,
      ip: '127.0.0.1',
      targetType: 'member',
      targetId: String(auroraMember),
      before: { mustChangePassword: false },
      after: { mustChangePassword: true },
    });
  });

  it("shows an operator scoped to brands only their brands' rows", async () => {
    const scoped = await tokenOfRole(t.app, 'finance', ['bengal']);
    const res = await callOperator(t.app, 'GET', '/console/api/audit', scoped.token, {});
    expect(res.json().value.content.map((r: { brand: string }) => r.brand)).toEqual(['bengal']);
  });
});
