import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../lib/totp.js';
import { callOperator } from '../test/operators.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { runAdminCommand, UsageError } from './admin-commands.js';

/** `operator create` and `operator reset-2fa`: the operator service behind the command line. */
let t: TestApp;
const run = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>) =>
  callOperator(t.app, 'POST', `/console/api/auth/${url}`, null, payload);

describe('operator command line', () => {
  it('creates an operator with a one-time password who enrols TOTP at the first login', async () => {
    const out = (await run('operator', 'create', 'boss01', '--role', 'owner')) as Record<string, unknown>;
    expect(out).toMatchObject({ account: 'boss01', role: 'owner', allBrands: true, mustChangePassword: true });
    const password = String(out.oneTimePassword);
    expect(password.length).toBeGreaterThanOrEqual(16);
    const scoped = await run('operator', 'create', 'risk77', '--role', 'risk', '--brands', 'bengal');
    expect(scoped).toMatchObject({ allBrands: false, brands: ['bengal'] });

    const first = (await post('login', { account: 'boss01', password })).json().value;
    expect(first.step).toBe('enrol');
    const enrolled = await post('login/enrol', {
      challenge: first.challenge,
      code: totpCode(first.secret, t.clock.now()),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);

    // Audited as the command line, without the password.
    const rows = (await t.app.deps.database.db.execute(
      sql`select actor, action, after from audit_log where action = 'operatorCreate' order by id`,
    )) as unknown as { rows: { actor: string; after: Record<string, unknown> }[] };
    expect(rows.rows[0]?.actor).toMatch(/^cli:/);
    expect(JSON.stringify(rows.rows)).not.toContain(password);
  });

  it('refuses an unknown role, an unknown brand and a taken account', async () => {
    await expect(run('operator', 'create', 'x_op01', '--role', 'king')).rejects.toThrow(UsageError);
    await expect(run('operator', 'create', 'x_op02', '--role', 'risk', '--brands', 'nowhere')).rejects.toThrow(
      /nowhere/,
    );
    await expect(run('operator', 'create', 'BOSS01', '--role', 'risk')).rejects.toThrow(/account_taken/);
  });

  it('resets two-factor: sessions end and the next login enrols again', async () => {
    t.clock.advance(30_000);
    const first = (await post('login', { account: 'owner01', password: 'Operator1234!' })).json().value;
    expect(first.step).toBe('totp');
    const session = await post('login/totp', {
      challenge: first.challenge,
      code: totpCode('BZKD2KKWPLPOUUU26B6553TMFQFXT4GM', t.clock.now()),
    });
    const token = session.json().value.token;
    const out = await run('operator', 'reset-2fa', 'owner01');
    expect(out).toMatchObject({ account: 'owner01' });
    expect((await callOperator(t.app, 'GET', '/console/api/auth/me', token)).statusCode).toBe(401);
    const again = (await post('login', { account: 'owner01', password: 'Operator1234!' })).json().value;
    expect(again.step).toBe('enrol');
    await expect(run('operator', 'reset-2fa', 'nobody')).rejects.toThrow(/no operator nobody/);
  });
});
