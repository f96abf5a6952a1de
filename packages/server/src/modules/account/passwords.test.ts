import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema.js';
import { callEncrypted, createMember, login, nextIp, smsCodeFor, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { encryptPayload } from '../crypto/payload-keys.js';
import { readOutbox } from '../outbox/outbox-repo.js';
import { createLoginService } from './login-service.js';

let t: TestApp;
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const info = (token: string) =>
  t.app.inject({ url: '/wps/member/info', headers: { host: 'localhost', ...auth(token) } });
const change = (token: string, body: Record<string, string>) =>
  callEncrypted(t.app, 'POST', '/wps/member/password', body, auth(token));

beforeAll(async () => {
  t = await createTestApp();
  await createMember(t.app, 'aurora', {
    account: 'dave0001',
    password: 'dave12345',
    email: 'Dave@Example.com',
    countryDialingCode: '+880',
    mobile: '1733333333',
  });
});
afterAll(() => t.close());

describe('change password (spec 5)', () => {
  it('needs the old password, a matching confirmation and a new password that passes the rule', async () => {
    const token = await login(t.app, 'dave0001', 'dave12345');
    expect(
      (
        await change(token, { oldPassword: 'dave12345', newPassword: 'abc12345', confirmNewPassword: 'abc12346' })
      ).json().code,
    ).toBe('password_mismatch');
    expect(
      (
        await change(token, { oldPassword: 'wrong1234', newPassword: 'abc12345', confirmNewPassword: 'abc12345' })
      ).json().code,
    ).toBe('password_incorrect');
    const weak = await change(token, {
      oldPassword: 'dave12345',
      newPassword: 'abcdefgh',
      confirmNewPassword: 'abcdefgh',
    });
    expect(weak.json()).toMatchObject({
      code: 'invalid_input',
      details: [{ path: 'newPassword', message: 'reg_pattern_6' }],
    });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const other = await login(t.app, 'dave0001', 'dave12345');
    const token = await login(t.app, 'dave0001', 'dave12345');
    const res = await change(token, {
      oldPassword: 'dave12345',
      newPassword: 'dave54321',
      confirmNewPassword: 'dave54321',
    });
    expect(res.json()).toEqual({ success: true, value: null });
    expect((await info(token)).statusCode).toBe(200);
    expect((await info(other)).statusCode).toBe(401);
    await expect(login(t.app, 'dave0001', 'dave12345')).rejects.toThrow();
    expect(await login(t.app, 'dave0001', 'dave54321')).toBeTruthy();
  });
});

describe('forced change after login (spec 4)', () => {
  it('flags a default password as expired and holds the session to the change until done', async () => {
    await createMember(t.app, 'aurora', { account: 'eve00001', password: 'eve123456', mustChangePassword: true });
    const res = await callEncrypted(t.app, 'POST', '/wps/session/login', {
      username: 'eve00001',
      password: 'eve123456',
    });
    expect(res.json().value).toMatchObject({ passwordExpired: true });
    const token = res.json().value.token;
    const blocked = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { host: 'localhost', ...auth(token) },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('password_change_required');
    expect((await info(token)).statusCode).toBe(200);
    await change(token, { oldPassword: 'eve123456', newPassword: 'eve654321', confirmNewPassword: 'eve654321' });
    const after = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { host: 'localhost', ...auth(token) },
    });
    expect(after.json().code).not.toBe('password_change_required');
    const again = await callEncrypted(t.app, 'POST', '/wps/session/login', {
      username: 'eve00001',
      password: 'eve654321',
    });
    expect(again.json().value.passwordExpired).toBe(false);
  });

  it('expires an old password only where the brand forces it (PWDEXPFORCECHANGE3), and never for an SMS login', async () => {
    const long = new Date(t.clock.now().getTime() - 91 * 86_400_000);
    await createMember(t.app, 'aurora', {
      account: 'old00001',
      password: 'old123456',
      passwordChangedAt: long,
      countryDialingCode: '+880',
      mobile: '1744444444',
    });
    await createMember(t.app, 'bengal', { account: 'old00001', password: 'old123456', passwordChangedAt: long });
    const aurora = await callEncrypted(t.app, 'POST', '/wps/session/login', {
      username: 'old00001',
      password: 'old123456',
    });
    expect(aurora.json().value.passwordExpired).toBe(true);
    const bengal = await callEncrypted(
      t.app,
      'POST',
      '/wps/session/login',
      { username: 'old00001', password: 'old123456' },
      { host: 'bengal.localhost' },
    );
    expect(bengal.json().value.passwordExpired).toBe(false);
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { host: 'localhost' },
      remoteAddress: nextIp(),
      payload: { mobileNum: '1744444444', countryDialingCode: '+880' },
    });
    const sms = await callEncrypted(t.app, 'POST', '/wps/session/login', {
      username: '1744444444',
      password: await smsCodeFor(t.app, '+8801744444444'),
      type: 'sms',
      countryDialingCode: '+880',
    });
    expect(sms.json().value.passwordExpired).toBe(false);
  });
});

describe('forgot password by e-mail (spec 7: form-urlencoded username and email)', () => {
  const forgot = (username: string, email: string, headers: Record<string, string> = { host: 'localhost' }) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: nextIp(),
      payload: new URLSearchParams({ username, email }).toString(),
    });

  it('answers the same whether or not the account and address match', async () => {
    const answers = await Promise.all([
      forgot('dave0001', 'wrong@example.com'),
      forgot('nobody77', 'dave@example.com'),
      forgot('dave0001', 'dave@example.com'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, value: null });
    }
    const mails = await readOutbox(t.app.deps.database.db, { channel: 'email' });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.recipient).toBe('Dave@Example.com');
  });

  it('mails a single-use link that sets a new password and logs in', async () => {
    const [mail] = await readOutbox(t.app.deps.database.db, { channel: 'email', limit: 1 });
    const token = mail?.body.match(/resetPassword\?token=([\w-]+)/)?.[1];
    expect(mail?.body).toContain('http://localhost/resetPassword?token=');
    expect(token).toBeTruthy();
    const reset = (newPassword: string) =>
      callEncrypted(t.app, 'POST', '/wps/member/password/email/reset', { token, newPassword });
    const res = await reset('fresh1234');
    expect(res.statusCode).toBe(200);
    expect((await info(res.json().value.token)).json().value.account).toBe('dave0001');
    expect((await reset('again1234')).json().code).toBe('reset_link_invalid');
    expect(await login(t.app, 'dave0001', 'fresh1234')).toBeTruthy();
  });

  it('refuses an expired link', async () => {
    await forgot('dave0001', 'dave@example.com');
    const [mail] = await readOutbox(t.app.deps.database.db, { channel: 'email', limit: 1 });
    const token = mail?.body.match(/resetPassword\?token=([\w-]+)/)?.[1];
    t.clock.advance(31 * 60_000);
    const res = await callEncrypted(t.app, 'POST', '/wps/member/password/email/reset', {
      token,
      newPassword: 'late12345',
    });
    expect(res.json().code).toBe('reset_link_invalid');
  });

  it("links only to the brand's own domains, never to a Host the caller names", async () => {
    const linkOf = async (headers: Record<string, string>) => {
      expect((await forgot('dave0001', 'dave@example.com', headers)).statusCode).toBe(200);
      const [mail] = await readOutbox(t.app.deps.database.db, { channel: 'email', limit: 1 });
      return mail?.body.match(/(\S+)\/resetPassword\?token=/)?.[1];
    };
    // The Merchant header names the brand whatever the host: the link is the brand's main domain's.
    expect(await linkOf({ host: 'evil.example', merchant: 'aurora' })).toBe('https://aurora-play.example');
    expect(await linkOf({ host: 'bengal.localhost', merchant: 'aurora' })).toBe('https://aurora-play.example');
    // A Host that starts with the brand's domain: no user-info trick (`user@host`) carries the link elsewhere.
    expect(await linkOf({ host: 'localhost:80@evil.example' })).toBe('http://localhost');
    // One of the brand's domains keeps its own scheme and port.
    expect(await linkOf({ host: 'localhost:5173', merchant: 'aurora' })).toBe('http://localhost:5173');
    expect(await linkOf({ host: 'aurora-play.example' })).toBe('http://aurora-play.example');
  });
});

describe('reset by phone (spec 7: newPassword, mobileNum, verificationCode)', () => {
  it('sets the password with a login SMS code, then logs in', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { host: 'localhost' },
      remoteAddress: nextIp(),
      payload: { mobileNum: '1733333333', countryDialingCode: '+880' },
    });
    const code = await smsCodeFor(t.app, '+8801733333333');
    const res = await callEncrypted(t.app, 'POST', '/wps/member/password/verification', {
      newPassword: 'phone1234',
      mobileNum: '1733333333',
      countryDialingCode: '+880',
      verificationCode: code,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.token).toBeTruthy();
    expect(await login(t.app, 'dave0001', 'phone1234')).toBeTruthy();
  });
});

describe('free play (spec 7)', () => {
  const freePlay = async (value: string, host = 'localhost') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { host },
      remoteAddress: nextIp(),
      payload: { os: 'Linux', platform: 'W', value, gatewayVersion: 3 },
    });

  it('logs in a new trial member with play money, who may look but not act as a member', async () => {
    const nonce = await encryptPayload(t.app.deps.keys.publicJwk, 'r4nd0m-str1ng-0123456789abcdef');
    const res = await freePlay(nonce);
    expect(res.statusCode).toBe(200);
    const token = res.json().value.token;
    const me = (await info(token)).json().value;
    expect(me.type).toBe(4);
    expect(me.account).toMatch(/^guest_[a-z2-9]{8}$/);
    const balance = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { host: 'localhost', ...auth(token) },
    });
    expect(balance.json().value).toEqual({ balance: 2000, currencySymbol: '$' });
    const action = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      headers: { host: 'localhost', ...auth(token) },
      payload: { nodeId: 1, vendor: 'BGS', gameType: 'RNG' },
    });
    expect(action.statusCode).toBe(403);
    expect(action.json().code).toBe('in_need_true_account');
    // The same random string twice is a replay.
    expect((await freePlay(nonce)).json().code).toBe('invalid_input');
  });

  it('makes no trial member when its play money cannot be granted, and the same string works once it can', async () => {
    const brand = await t.app.deps.brands.byCode('aurora');
    if (!brand) throw new Error('no brand');
    const actor = { brand, siteType: 'member' as const, visitor: { ip: '203.0.113.9', country: null } };
    const guests = async () =>
      (await t.app.deps.database.db.select().from(members).where(like(members.account, 'guest_%'))).length;
    const before = await guests();
    const nonce = await encryptPayload(t.app.deps.keys.publicJwk, 'grant-fails-0123456789abcdef');
    const broken = createLoginService({
      ...t.app.deps,
      systemMessages: t.app.services.systemMessages,
      ledger: {
        ...t.app.deps.ledger,
        transfer: async () => {
          throw new Error('the ledger is down');
        },
      },
    });
    await expect(broken.freePlay(actor, nonce)).rejects.toThrow('the ledger is down');
    expect(await guests()).toBe(before);
    const res = await freePlay(nonce);
    expect(res.statusCode).toBe(200);
    expect(await guests()).toBe(before + 1);
  });

  it('is refused where the brand has FREEPLAY3 off, and without an encrypted string', async () => {
    const nonce = await encryptPayload(t.app.deps.keys.publicJwk, 'another-random-string-42');
    expect((await freePlay(nonce, 'bengal.localhost')).json().code).toBe('function_not_enabled');
    expect((await freePlay('plain-text')).json().code).toBe('decryption_failed');
  });
});

describe('country codes', () => {
  it('lists the dialing codes of the brand', async () => {
    const res = await t.app.inject({ url: '/wps/system/countryCode', headers: { host: 'localhost' } });
    expect(res.json().value).toContainEqual({ countryCode: 'BD', countryDialingCode: '+880' });
  });

  it("lists the brand's own country first, by its currency (issue 13: a US-dollar brand started on +880)", async () => {
    const aurora = await t.app.inject({ url: '/wps/system/countryCode', headers: { host: 'localhost' } });
    expect(aurora.json().value[0]).toEqual({ countryCode: 'US', countryDialingCode: '+1' });
    expect(aurora.json().value).toHaveLength(23);
    const bengal = await t.app.inject({ url: '/wps/system/countryCode', headers: { host: 'bengal.localhost' } });
    expect(bengal.json().value[0]).toEqual({ countryCode: 'BD', countryDialingCode: '+880' });
  });
});

describe('trial members', () => {
  it('cannot log in with a password they do not have', async () => {
    const trial = await createMember(t.app, 'aurora', { account: 'guest_x1', type: 4 });
    expect((await info(await tokenFor(t.app, trial))).statusCode).toBe(200);
    const res = await callEncrypted(t.app, 'POST', '/wps/session/login', {
      username: 'guest_x1',
      password: 'anything1',
    });
    expect(res.json().code).toBe('login_failed');
  });
});
