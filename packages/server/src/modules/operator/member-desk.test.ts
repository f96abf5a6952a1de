import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEncrypted, captchaCookie, createMember, login } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The members desk of the console: search, a member's page, and the audited actions. */
let t: TestApp;
let risk = '';
let memberId = 0;
beforeAll(async () => {
  t = await createTestApp();
  risk = (await tokenOfRole(t.app, 'risk', ['aurora'])).token;
  const member = await createMember(t.app, 'aurora', {
    account: 'desk0001',
    password: 'desk1234',
    mobile: '5550001234',
    countryDialingCode: '+1',
    email: 'Desk0001@Example.com',
  });
  memberId = member.id;
  await createMember(t.app, 'aurora', { account: 'desk0002', password: 'desk1234' });
  await createMember(t.app, 'bengal', { account: 'desk0003', password: 'desk1234' });
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, unknown>) => callOperator(t.app, 'GET', url, risk, query);
const act = (what: string, payload: Record<string, unknown>) =>
  callOperator(t.app, 'POST', `/console/api/members/${what}`, risk, payload);

async function memberLogin(password = 'desk1234') {
  const cookie = await captchaCookie(t.app);
  return callEncrypted(
    t.app,
    'POST',
    '/wps/session/login',
    { username: 'desk0001', password, captcha: 'ABCD' },
    { cookie },
    '10.9.9.9',
  );
}

async function auditRows(action: string) {
  const result = await t.app.deps.database.db.execute(
    sql`select actor, ip, target_type, target_id, before, after from audit_log where action = ${action} order by id`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('members desk', () => {
  it("finds a brand's members by account, mobile, e-mail and login IP", async () => {
    const token = (await memberLogin()).json().value.token;
    expect(token).toEqual(expect.any(String));
    const accounts = async (query: Record<string, unknown>) =>
      (await get('/console/api/members', { brand: 'aurora', ...query }))
        .json()
        .value.content.map((m: { account: string }) => m.account);
    expect(await accounts({ account: 'DESK' })).toEqual(['desk0002', 'desk0001']);
    expect(await accounts({ mobile: '555000' })).toEqual(['desk0001']);
    expect(await accounts({ email: 'desk0001@example' })).toEqual(['desk0001']);
    expect(await accounts({ ip: '10.9.9.9' })).toEqual(['desk0001']);
    expect(await accounts({ account: 'desk_' })).toEqual([]);
    const page = (await get('/console/api/members', { brand: 'aurora', account: 'desk', pageSize: 1 })).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, total: 2 });
  });

  it('orders the search on the server, and refuses an order it does not know', async () => {
    await createMember(t.app, 'aurora', { account: 'Desk0000', password: 'desk1234' });
    const accounts = async (sort?: string) =>
      (await get('/console/api/members', { brand: 'aurora', account: 'desk', ...(sort ? { order: sort } : {}) }))
        .json()
        .value.content.map((m: { account: string }) => m.account);
    expect(await accounts()).toEqual(['Desk0000', 'desk0002', 'desk0001']);
    expect(await accounts('oldest')).toEqual(['desk0001', 'desk0002', 'Desk0000']);
    expect(await accounts('account')).toEqual(['Desk0000', 'desk0001', 'desk0002']);
    // Only desk0001 has logged in; members who never did come after, newest first.
    expect(await accounts('lastLogin')).toEqual(['desk0001', 'Desk0000', 'desk0002']);
    const bad = await get('/console/api/members', { brand: 'aurora', order: 'password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
  });

  it("shows a member's profile, wallets, ledger entries, logins and live sessions", async () => {
    const finance = (await tokenOfRole(t.app, 'finance')).token;
    await callOperator(t.app, 'POST', '/console/api/money/credit', finance, { memberId, amount: 12.5, reason: 'gift' });
    const res = await get('/console/api/members/detail', { memberId });
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json().value;
    expect(detail.member).toMatchObject({ account: 'desk0001', brand: 'aurora', locked: false, mobile: '5550001234' });
    expect(detail.wallets).toEqual([{ code: 'main', balance: 12.5 }]);
    expect(detail.ledger).toEqual([
      expect.objectContaining({ kind: 'adjustment', reason: 'gift', wallet: 'main', amount: 12.5, balanceAfter: 12.5 }),
    ]);
    expect(detail.logins).toEqual([expect.objectContaining({ ip: '10.9.9.9', loginType: 'username' })]);
    expect(detail.sessions).toHaveLength(1);
    expect(detail.bets).toEqual([]);
  });

  it('locks a member out (sessions end, login refused) and unlocks them, audited', async () => {
    const token = (await memberLogin()).json().value.token;
    const locked = await act('lock', { memberId, reason: 'chargeback under review' });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().value).toMatchObject({ account: 'desk0001', locked: true });
    const info = await t.app.inject({
      url: '/wps/member/info',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(info.statusCode).toBe(401);
    const refused = await memberLogin();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('account_locked');

    expect((await act('unlock', { memberId })).json().value.locked).toBe(false);
    expect((await memberLogin()).statusCode).toBe(200);

    const [lockRow] = await auditRows('memberLock');
    expect(lockRow).toMatchObject({
      target_type: 'member',
      target_id: String(memberId),
      ip: '127.0.0.1',
      before: { locked: false, mustChangePassword: false },
      after: { locked: true, mustChangePassword: false, reason: 'chargeback under review', sessionsEnded: 2 },
    });
    expect(await auditRows('memberUnlock')).toHaveLength(1);
  });

  it('ends sessions and forces a password change, audited', async () => {
    const token = await login(t.app, 'desk0001', 'desk1234');
    const ended = await act('end-sessions', { memberId });
    expect(ended.statusCode).toBe(200);
    const info = () =>
      t.app.inject({ url: '/wps/member/info', headers: { host: 'localhost', authorization: `Bearer ${token}` } });
    expect((await info()).statusCode).toBe(401);
    // This login and the one after the unlock above.
    expect((await auditRows('memberEndSessions'))[0]?.after).toMatchObject({ sessionsEnded: 2 });

    const forced = await act('force-password-change', { memberId });
    expect(forced.json().value.mustChangePassword).toBe(true);
    const next = (await memberLogin()).json().value.token;
    const wallet = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { host: 'localhost', authorization: `Bearer ${next}` },
    });
    expect(wallet.json().code).toBe('password_change_required');
    expect(await auditRows('memberForcePasswordChange')).toHaveLength(1);
  });

  it('answers 404 for a member that does not exist and 403 for a brand outside the scope', async () => {
    expect((await get('/console/api/members/detail', { memberId: 999_999 })).json().code).toBe('not_found');
    expect((await get('/console/api/members', { brand: 'bengal' })).json().code).toBe('forbidden');
    expect((await get('/console/api/members', { brand: 'nowhere' })).json().code).toBe('not_found');
  });
});
