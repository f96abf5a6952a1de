import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOperator, createOperator, operatorToken, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The operators desk of the console: list, create, role and scope, disable, reset 2FA, unlock. */
let t: TestApp;
let owner = { operator: { id: 0, account: '' }, token: '' };
let admin = { operator: { id: 0, account: '' }, token: '' };
beforeAll(async () => {
  t = await createTestApp();
  owner = await tokenOfRole(t.app, 'owner');
  admin = await tokenOfRole(t.app, 'admin');
});
afterAll(() => t.close());

const post = (what: string, payload: Record<string, unknown>, token = owner.token) =>
  callOperator(t.app, 'POST', `/console/api/operators/${what}`, token, payload);
const list = (query: Record<string, unknown>, token = owner.token) =>
  callOperator(t.app, 'GET', '/console/api/operators', token, query);
const login = (account: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/console/api/auth/login', payload: { account, password } });

async function auditRows(action: string) {
  const result = await t.app.deps.database.db.execute(
    sql`select actor, target_type, target_id, before, after from audit_log where action = ${action} order by id`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

async function created(
  role: string,
  scope: { allBrands: boolean; brands: string[] } = { allBrands: true, brands: [] },
) {
  const account = `op_${role}_${Math.random().toString(36).slice(2, 8)}`;
  const res = await post('create', { account, role, ...scope });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { operator: { id: number; account: string }; password: string };
}

describe('operators desk', () => {
  it('needs operators.manage', async () => {
    const risk = await tokenOfRole(t.app, 'risk');
    expect((await list({}, risk.token)).statusCode).toBe(403);
    expect(
      (await post('create', { account: 'nobody1', role: 'support', allBrands: true, brands: [] }, risk.token))
        .statusCode,
    ).toBe(403);
  });

  it('creates an operator with a one-time password shown once, TOTP enrolled at the first login; audited without it', async () => {
    const { operator, password } = await created('support', { allBrands: false, brands: ['bengal'] });
    expect(operator).toMatchObject({
      role: 'support',
      allBrands: false,
      brands: ['bengal'],
      totpEnabled: false,
      mustChangePassword: true,
    });
    expect(password).toMatch(/.{12,}/);
    const first = await login(operator.account, password);
    expect(first.json().value.step).toBe('enrol');
    const [row] = (await auditRows('operatorCreate')).filter((r) => r.target_id === String(operator.id));
    expect(row).toMatchObject({ actor: owner.operator.account, after: { role: 'support', brands: ['bengal'] } });
    expect(JSON.stringify(row)).not.toContain(password);
    expect(
      (await post('create', { account: operator.account, role: 'support', allBrands: true, brands: [] })).json().code,
    ).toBe('account_taken');
  });

  it('lists operators with role, scope, two-factor, lock, disabled and last login, filtered on the server', async () => {
    const res = await list({ account: owner.operator.account });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.content).toEqual([
      expect.objectContaining({
        id: owner.operator.id,
        role: 'owner',
        allBrands: true,
        totpEnabled: true,
        locked: false,
        disabled: false,
        lastLoginAt: expect.any(String),
      }),
    ]);
    const supports = (await list({ role: 'support', pageSize: 100 })).json().value.content as { role: string }[];
    expect(supports.length).toBeGreaterThan(0);
    expect(supports.every((o) => o.role === 'support')).toBe(true);
  });

  it('only an owner makes or changes an owner', async () => {
    expect(
      (await post('create', { account: 'owner_by_admin', role: 'owner', allBrands: true, brands: [] }, admin.token))
        .statusCode,
    ).toBe(403);
    const target = await created('support');
    expect(
      (
        await post(
          'update',
          { operatorId: target.operator.id, role: 'owner', allBrands: true, brands: [] },
          admin.token,
        )
      ).statusCode,
    ).toBe(403);
    const otherOwner = await createOperator(t.app, 'owner');
    const disableOwner = await post('disable', { operatorId: otherOwner.id }, admin.token);
    expect(disableOwner.statusCode).toBe(403);
    expect(disableOwner.json().code).toBe('owner_only');
    const res = await post('update', { operatorId: target.operator.id, role: 'owner', allBrands: true, brands: [] });
    expect(res.json().value.role).toBe('owner');
  });

  it('refuses changing one’s own role and disabling oneself', async () => {
    const self = await post(
      'update',
      { operatorId: admin.operator.id, role: 'admin', allBrands: true, brands: [] },
      admin.token,
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('not_on_self');
    expect((await post('disable', { operatorId: admin.operator.id }, admin.token)).json().code).toBe('not_on_self');
  });

  it('an operator scoped to brands grants no scope beyond their own and manages only operators within it', async () => {
    const scoped = await tokenOfRole(t.app, 'admin', ['aurora']);
    const create = (brands: string[], allBrands = false) =>
      post(
        'create',
        { account: `sc_${Math.random().toString(36).slice(2, 8)}`, role: 'support', allBrands, brands },
        scoped.token,
      );
    expect((await create(['bengal'])).json().code).toBe('scope_exceeded');
    expect((await create([], true)).json().code).toBe('scope_exceeded');
    expect((await create(['aurora'])).statusCode).toBe(200);
    const wide = await created('support', { allBrands: false, brands: ['aurora', 'bengal'] });
    expect((await post('disable', { operatorId: wide.operator.id }, scoped.token)).statusCode).toBe(403);
    const seen = (await list({ pageSize: 100 }, scoped.token)).json().value.content as {
      brands: string[];
      allBrands: boolean;
    }[];
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((o) => !o.allBrands && o.brands.every((b) => b === 'aurora'))).toBe(true);
  });

  it('changes role and scope, audited with before and after', async () => {
    const target = await created('support');
    const res = await post('update', {
      operatorId: target.operator.id,
      role: 'risk',
      allBrands: false,
      brands: ['aurora'],
    });
    expect(res.json().value).toMatchObject({ role: 'risk', allBrands: false, brands: ['aurora'] });
    const [row] = (await auditRows('operatorUpdate')).filter((r) => r.target_id === String(target.operator.id));
    expect(row).toMatchObject({
      before: { role: 'support', allBrands: true, brands: [] },
      after: { role: 'risk', allBrands: false, brands: ['aurora'] },
    });
  });

  it('disables an operator (sessions end, login refused) and enables them again', async () => {
    const { operator, password } = await created('support');
    const token = await operatorToken(t.app, operator);
    expect((await callOperator(t.app, 'GET', '/console/api/auth/me', token)).statusCode).toBe(200);
    const res = await post('disable', { operatorId: operator.id });
    expect(res.json().value.disabled).toBe(true);
    expect((await callOperator(t.app, 'GET', '/console/api/auth/me', token)).statusCode).toBe(401);
    expect((await login(operator.account, password)).json().code).toBe('login_failed');
    expect((await post('enable', { operatorId: operator.id })).json().value.disabled).toBe(false);
    expect((await login(operator.account, password)).json().value.step).toBe('enrol');
    const rows = (await auditRows('operatorDisable')).filter((r) => r.target_id === String(operator.id));
    expect(rows).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ disabled: false }),
        after: expect.objectContaining({ disabled: true }),
      }),
    ]);
  });

  it('resets two-factor through the command line’s service, and unlocks after a lockout', async () => {
    const target = await createOperator(t.app, 'support');
    const reset = await post('reset-2fa', { operatorId: target.id });
    expect(reset.json().value.totpEnabled).toBe(false);
    const [row] = (await auditRows('operatorResetTwoFactor')).filter((r) => r.target_id === String(target.id));
    expect(row).toMatchObject({ before: { totpEnabled: true }, after: { totpEnabled: false } });
    const { operator, password } = await created('support');
    for (let i = 0; i < 5; i++) await login(operator.account, 'wrong-password');
    expect((await login(operator.account, password)).json().code).toBe('account_locked');
    expect((await list({ account: operator.account })).json().value.content[0].locked).toBe(true);
    expect((await post('unlock', { operatorId: operator.id })).json().value.locked).toBe(false);
    expect((await login(operator.account, password)).json().value.step).toBe('enrol');
  });

  it('never disables or demotes the last active owner', async () => {
    const last = await createOperator(t.app, 'owner');
    const { db } = t.app.deps.database;
    await db.execute(sql`update operators set disabled = true where role = 'owner' and id <> ${last.id}`);
    const service = t.app.services.operatorAdmin;
    const actor = {
      operatorId: owner.operator.id,
      account: 'x',
      role: 'owner' as const,
      brandScope: 'all' as const,
      ip: null,
    };
    await expect(service.disable(actor, last.id)).rejects.toMatchObject({
      code: 'last_owner',
      message: expect.stringContaining('last active owner'),
    });
    await expect(
      service.update(actor, { operatorId: last.id, role: 'admin', allBrands: true, brands: [] }),
    ).rejects.toMatchObject({ code: 'last_owner' });
    expect((await auditRows('operatorDisable')).filter((r) => r.target_id === String(last.id))).toEqual([]);
  });
});

describe('two owners demoting each other at once', () => {
  it('leaves one owner: the second demotion finds the first done', async () => {
    const { db } = t.app.deps.database;
    await db.execute(sql`update operators set disabled = true where role = 'owner'`);
    const a = await tokenOfRole(t.app, 'owner');
    const b = await tokenOfRole(t.app, 'owner');
    const demote = (by: string, id: number) =>
      post('update', { operatorId: id, role: 'admin', allBrands: true, brands: [] }, by);
    const results = await Promise.all([demote(a.token, b.operator.id), demote(b.token, a.operator.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const owners = await db.execute(sql`select id from operators where role = 'owner' and not disabled`);
    expect((owners as unknown as { rows: unknown[] }).rows).toHaveLength(1);
  });
});
