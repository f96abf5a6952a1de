import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_PASSWORD, DEMO_OPERATORS } from '../db/seed-operators.js';
import { totpCode } from '../lib/totp.js';
import { callOperator, codeNow, demoSecret, tokenOfRole } from '../test/operators.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** The console's login (design.md "Operators"): password, then TOTP or a recovery code; lock; sessions. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: Record<string, unknown>, token: string | null = null) =>
  callOperator(t.app, 'POST', `/console/api/auth/${url}`, token, payload);

/** Each code is accepted once: the next login waits for the next 30-second step. */
const nextStep = () => t.clock.advance(30_000);

async function passwordStep(account: string, password = DEMO_OPERATOR_PASSWORD) {
  const res = await post('login', { account, password });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as { step: string; challenge: string; secret?: string; otpauthUrl?: string; qrSvg?: string };
}

async function loginsOf(account: string) {
  const result = await t.app.deps.database.db.execute(
    sql`select step, outcome from operator_logins where account = ${account} order by id`,
  );
  return (result as unknown as { rows: { step: string; outcome: string }[] }).rows;
}

describe('operator login', () => {
  it('logs in with password and TOTP, and knows the operator by the token', async () => {
    nextStep();
    const first = await passwordStep('owner01');
    expect(first).toEqual({ step: 'totp', challenge: expect.any(String) });
    const res = await post('login/totp', { challenge: first.challenge, code: codeNow(t.app, demoSecret('owner01')) });
    expect(res.statusCode, res.body).toBe(200);
    const { token, operator, recoveryCodes } = res.json().value;
    expect(operator).toMatchObject({ account: 'owner01', role: 'owner', allBrands: true });
    expect(recoveryCodes).toBeUndefined();
    const me = await callOperator(t.app, 'GET', '/console/api/auth/me', token);
    expect(me.json().value).toMatchObject({
      account: 'owner01',
      capabilities: expect.arrayContaining(['money.approve']),
    });
    expect(await post('logout', {}, token)).toHaveProperty('statusCode', 200);
    expect((await callOperator(t.app, 'GET', '/console/api/auth/me', token)).statusCode).toBe(401);
    expect(await loginsOf('owner01')).toEqual([
      { step: 'password', outcome: 'ok' },
      { step: 'totp', outcome: 'ok' },
    ]);
  });

  it("keeps the demo operators' seeded secrets sealed in the database, and their README codes still work", async () => {
    const rows = await t.app.deps.database.db.execute(sql`select account, totp_secret from operators`);
    const demo = (rows as unknown as { rows: { account: string; totp_secret: string | null }[] }).rows.filter((r) =>
      DEMO_OPERATORS.some((d) => d.account === r.account),
    );
    expect(demo).toHaveLength(DEMO_OPERATORS.length);
    for (const row of demo) {
      expect(row.totp_secret, row.account).toMatch(/^v1:/);
      expect(row.totp_secret).not.toContain(demoSecret(row.account));
    }
  });

  it('refuses a wrong password, an unknown account, a wrong code and a code used already', async () => {
    nextStep();
    const bad = await post('login', { account: 'finance02', password: 'wrong-password' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json().code).toBe('login_failed');
    const unknown = await post('login', { account: 'nobody99', password: 'wrong-password' });
    expect(unknown.json()).toMatchObject({ code: 'login_failed' });

    const first = await passwordStep('finance02');
    const wrong = await post('login/totp', {
      challenge: first.challenge,
      code: '000000' === codeNow(t.app, demoSecret('finance02')) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('totp_invalid');

    const again = await passwordStep('finance02');
    const code = codeNow(t.app, demoSecret('finance02'));
    expect((await post('login/totp', { challenge: again.challenge, code })).statusCode).toBe(200);
    // The same code, on a fresh challenge within its 30 seconds: refused (a code is accepted once).
    const replay = await passwordStep('finance02');
    expect((await post('login/totp', { challenge: replay.challenge, code })).json().code).toBe('totp_invalid');
    const logins = await loginsOf('nobody99');
    expect(logins).toEqual([{ step: 'password', outcome: 'unknown_account' }]);
  });

  it('uses a challenge once and for 5 minutes only', async () => {
    nextStep();
    const first = await passwordStep('content01');
    const code = codeNow(t.app, demoSecret('content01'));
    expect((await post('login/totp', { challenge: first.challenge, code })).statusCode).toBe(200);
    const reuse = await post('login/totp', { challenge: first.challenge, code });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('login_challenge_expired');

    nextStep();
    const late = await passwordStep('content01');
    t.clock.advance(5 * 60_000 + 1000);
    const expired = await post('login/totp', {
      challenge: late.challenge,
      code: codeNow(t.app, demoSecret('content01')),
    });
    expect(expired.json().code).toBe('login_challenge_expired');
    expect((await post('login/totp', { challenge: 'made-up', code: '123456' })).json().code).toBe(
      'login_challenge_expired',
    );
  });

  it('locks the account for 15 minutes after 5 failures in a row', async () => {
    nextStep();
    for (let i = 0; i < 5; i++) {
      const res = await post('login', { account: 'support01', password: `wrong-${i}` });
      expect(res.json().code).toBe('login_failed');
    }
    const locked = await post('login', { account: 'support01', password: DEMO_OPERATOR_PASSWORD });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toEqual({
      success: false,
      code: 'account_locked',
      message: 'This account is locked, please try again later or contact customer service',
    });
    // A wrong password while locked answers as any wrong password: the lock is told only to whoever knows the password.
    const wrongWhileLocked = await post('login', { account: 'support01', password: 'wrong-again' });
    const wrongElsewhere = await post('login', { account: 'finance01', password: 'wrong-again' });
    expect(wrongWhileLocked.statusCode).toBe(401);
    expect(wrongWhileLocked.json()).toEqual(wrongElsewhere.json());
    t.clock.advance(15 * 60_000 + 1000);
    const first = await passwordStep('support01');
    const res = await post('login/totp', { challenge: first.challenge, code: codeNow(t.app, demoSecret('support01')) });
    expect(res.statusCode).toBe(200);
    const outcomes = (await loginsOf('support01')).map((l) => l.outcome);
    expect(outcomes).toEqual([...Array(5).fill('bad_password'), 'locked', 'bad_password', 'ok', 'ok']);
  });

  it('enrols a new operator at the first login, then accepts each recovery code once', async () => {
    const service = t.app.services.operators;
    const by = { operatorId: null, actor: 'cli:test', ip: null };
    const { password } = await service.create(by, { account: 'newbie01', role: 'support', brandCodes: ['aurora'] });
    const first = await passwordStep('newbie01', password);
    expect(first.step).toBe('enrol');
    expect(first.otpauthUrl).toBe(
      `otpauth://totp/WL%20Console%3Anewbie01?secret=${first.secret}&issuer=WL+Console&algorithm=SHA1&digits=6&period=30`,
    );
    expect(first.qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const wrongSecret = await post('login/enrol', {
      challenge: first.challenge,
      code: totpCode('GEZDGNBVGY3TQOJQ', t.clock.now()),
    });
    expect(wrongSecret.json().code).toBe('totp_invalid');

    nextStep();
    const second = await passwordStep('newbie01', password);
    expect(second.step).toBe('enrol');
    const enrolled = await post('login/enrol', {
      challenge: second.challenge,
      code: totpCode(second.secret ?? '', t.clock.now()),
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const { recoveryCodes, token } = enrolled.json().value;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // A one-time password: only me, logout and a password change until it is changed.
    const search = await callOperator(t.app, 'GET', '/console/api/members', token, { brand: 'aurora' });
    expect(search.json().code).toBe('password_change_required');
    const changed = await post('password', { oldPassword: password, newPassword: 'A-much-better-pass1' }, token);
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await callOperator(t.app, 'GET', '/console/api/members', token, { brand: 'aurora' })).statusCode).toBe(200);

    const viaRecovery = await passwordStep('newbie01', 'A-much-better-pass1');
    expect(viaRecovery.step).toBe('totp');
    const used = recoveryCodes[0].toLowerCase();
    expect((await post('login/totp', { challenge: viaRecovery.challenge, recoveryCode: used })).statusCode).toBe(200);
    const twice = await passwordStep('newbie01', 'A-much-better-pass1');
    expect((await post('login/totp', { challenge: twice.challenge, recoveryCode: used })).json().code).toBe(
      'totp_invalid',
    );
    const other = await passwordStep('newbie01', 'A-much-better-pass1');
    expect((await post('login/totp', { challenge: other.challenge, recoveryCode: recoveryCodes[1] })).statusCode).toBe(
      200,
    );

    // The secret is kept sealed (lib/secret-box.ts), in the operator's row and in the enrolment challenge.
    const stored = await t.app.deps.database.db.execute(
      sql`select o.totp_secret, c.pending_secret from operators o join operator_challenges c on c.operator_id = o.id
          where o.account = 'newbie01' and c.pending_secret is not null`,
    );
    const storedText = JSON.stringify((stored as unknown as { rows: unknown[] }).rows);
    expect(storedText).not.toContain(second.secret);
    expect(storedText).toMatch(/v1:/);

    // No secret reaches the audit log.
    const rows = await t.app.deps.database.db.execute(sql`select before, after from audit_log`);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(second.secret);
    expect(text).not.toContain(password);
    expect(text).not.toContain(recoveryCodes[2]);
  });

  it('ends a session unused for 30 minutes, and any session after 12 hours', async () => {
    const { token: idle } = await tokenOfRole(t.app, 'support');
    t.clock.advance(29 * 60_000);
    expect((await callOperator(t.app, 'GET', '/console/api/auth/me', idle)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await callOperator(t.app, 'GET', '/console/api/auth/me', idle)).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await callOperator(t.app, 'GET', '/console/api/auth/me', idle)).json().code).toBe('not_logged_in');

    const { token: busy } = await tokenOfRole(t.app, 'support');
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      expect((await callOperator(t.app, 'GET', '/console/api/auth/me', busy)).statusCode, `${elapsed} min`).toBe(200);
      t.clock.advance(20 * 60_000);
    }
    expect((await callOperator(t.app, 'GET', '/console/api/auth/me', busy)).json().code).toBe('not_logged_in');
  });
});
