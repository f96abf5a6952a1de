import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEncrypted, createMember, login, smsCodeFor, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readOutbox } from '../outbox/outbox-repo.js';

let t: TestApp;
const auth = (token: string) => ({ host: 'localhost', authorization: `Bearer ${token}` });
const get = (token: string, url: string) => t.app.inject({ url, headers: auth(token) });
const send = (token: string, method: 'POST' | 'PUT', url: string, payload: unknown = {}) =>
  t.app.inject({ method, url, headers: auth(token), payload: payload as object });

let member: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await tokenFor(
    t.app,
    await createMember(t.app, 'aurora', { account: 'sec_one', password: 'secret123', email: 'one@example.com' }),
  );
  other = await tokenFor(
    t.app,
    await createMember(t.app, 'aurora', {
      account: 'sec_two',
      password: 'secret123',
      countryDialingCode: '+880',
      mobile: '1711111111',
    }),
  );
});
afterAll(() => t.close());

describe('security centre: profile, nickname and avatar', () => {
  it('shows the profile with contacts masked', async () => {
    const res = await get(member, '/wps/member/security');
    expect(res.json().value).toMatchObject({
      account: 'sec_one',
      realName: null,
      email: 'o***@example.com',
      emailVerified: false,
      mobile: null,
      hasPaymentPassword: false,
    });
    expect((await get(other, '/wps/member/security')).json().value.mobile).toBe('+880 ******1111');
  });

  it('saves profile fields, refuses a birthday under 18, and sets the real name only once', async () => {
    const under = await send(member, 'PUT', '/wps/member/security/profile', { birthday: '2010-06-02' });
    expect(under.json().code).toBe('underage');
    const saved = await send(member, 'PUT', '/wps/member/security/profile', {
      realName: 'Nguyen Van A',
      birthday: '2008-06-01',
      telegram: '@one',
      occupation: 'Engineer',
    });
    expect(saved.json().value).toMatchObject({
      realName: 'Nguyen Van A',
      profile: { birthday: '2008-06-01', telegram: '@one', occupation: 'Engineer' },
    });
    // The same name again (case and spacing aside) is no change; another name is refused.
    const same = await send(member, 'PUT', '/wps/member/security/profile', { realName: 'nguyen  van a', zalo: 'z1' });
    expect(same.statusCode).toBe(200);
    expect(same.json().value.profile.zalo).toBe('z1');
    const renamed = await send(member, 'PUT', '/wps/member/security/profile', { realName: 'Someone Else' });
    expect(renamed.json().code).toBe('real_name_locked');
    expect((await get(member, '/wps/member/security')).json().value.realName).toBe('Nguyen Van A');
  });

  it('changes the nickname and picks a preset avatar, which the member icon call answers', async () => {
    const res = await send(member, 'PUT', '/wps/member/security/nickname', { nickname: 'Lucky One', avatar: 'a03' });
    expect(res.json().value).toMatchObject({ nickname: 'Lucky One', avatar: 'a03', iconUrl: '/avatars/a03.svg' });
    expect((await get(member, '/wps/member/info/icon')).json().value.iconUrl).toBe('/avatars/a03.svg');
    const bad = await send(member, 'PUT', '/wps/member/security/nickname', { nickname: 'x', avatar: 'https://evil' });
    expect(bad.json().code).toBe('invalid_input');
  });
});

describe('security centre: binding a mobile and an e-mail', () => {
  it('binds a mobile number with its SMS code, and refuses a number another member holds', async () => {
    const taken = await send(member, 'POST', '/wps/member/security/mobile/code', {
      countryDialingCode: '+880',
      mobileNum: '1711111111',
    });
    expect(taken.json().code).toBe('mobile_taken');
    const number = { countryDialingCode: '+880', mobileNum: '1722222222' };
    expect((await send(member, 'POST', '/wps/member/security/mobile/code', number)).statusCode).toBe(200);
    const wrong = await send(member, 'POST', '/wps/member/security/mobile', { ...number, verificationCode: '000000' });
    expect(wrong.json().code).toBe('sms_invalid_code');
    const code = await smsCodeFor(t.app, '+8801722222222');
    const bound = await send(member, 'POST', '/wps/member/security/mobile', { ...number, verificationCode: code });
    expect(bound.json().value).toMatchObject({ mobile: '+880 ******2222', mobileVerified: true });
    // The code is spent.
    const again = await send(member, 'POST', '/wps/member/security/mobile', { ...number, verificationCode: code });
    expect(again.json().code).toBe('sms_invalid_code');
  });

  it('binds an e-mail address through the link sent to it, once', async () => {
    const res = await send(member, 'POST', '/wps/member/security/email', { email: 'new@example.com' });
    expect(res.statusCode).toBe(200);
    const [mail] = await readOutbox(t.app.deps.database.db, { channel: 'email', to: 'new@example.com', limit: 1 });
    const token = mail?.body.match(/verifyEmail=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    // Before the link is opened, the address is not the member's.
    expect((await get(member, '/wps/member/security')).json().value.email).toBe('o***@example.com');
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/member/security/email/confirm',
        headers: { host: 'localhost' },
        payload: { token },
      });
    expect((await confirm()).json().value).toEqual({ email: 'new@example.com' });
    expect((await get(member, '/wps/member/security')).json().value).toMatchObject({
      email: 'n***@example.com',
      emailVerified: true,
    });
    expect((await confirm()).json().code).toBe('email_link_invalid');
    const bad = await send(member, 'POST', '/wps/member/security/email', { email: 'not-an-address' });
    expect(bad.json().code).toBe('invalid_input');
  });
});

describe("security centre: the e-mail link is on the brand's own domain", () => {
  it('never builds it from a Host the caller names with a Merchant header', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/email',
      headers: { ...auth(member), host: 'evil.example', merchant: 'aurora' },
      payload: { email: 'host@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await readOutbox(t.app.deps.database.db, { channel: 'email', to: 'host@example.com', limit: 1 });
    expect(mail?.body).toContain('https://aurora-play.example/?verifyEmail=');
    expect(mail?.body).not.toContain('evil.example');
  });
});

describe('security centre: login history and other devices', () => {
  it('lists the logins, marks the current one, and logs out every other device', async () => {
    await createMember(t.app, 'aurora', { account: 'sec_three', password: 'secret123' });
    const first = await login(t.app, 'sec_three', 'secret123');
    const second = await login(t.app, 'sec_three', 'secret123');
    const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';
    const current = await login(t.app, 'sec_three', 'secret123', { 'user-agent': phone });
    const history = (await get(current, '/wps/member/security/logins')).json().value;
    expect(history.content).toHaveLength(3);
    expect(history.content[0]).toMatchObject({ current: true, active: true, loginType: 'username', device: phone });
    expect(history.content.filter((r: { current: boolean }) => r.current)).toHaveLength(1);

    const res = await send(current, 'POST', '/wps/member/security/sessions/logout-others');
    expect(res.json().value).toEqual({ revoked: 2 });
    expect((await get(first, '/wps/member/info')).statusCode).toBe(401);
    expect((await get(second, '/wps/member/info')).statusCode).toBe(401);
    expect((await get(current, '/wps/member/info')).statusCode).toBe(200);
    const after = (await get(current, '/wps/member/security/logins')).json().value.content;
    expect(after.map((r: { active: boolean }) => r.active)).toEqual([true, false, false]);
  });
});

describe('security centre: who may call', () => {
  it('refuses trial accounts and visitors on every security call', async () => {
    const trial = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'guest_sec', type: 4 }));
    for (const [method, url] of [
      ['GET', '/wps/member/security'],
      ['PUT', '/wps/member/security/profile'],
      ['PUT', '/wps/member/security/nickname'],
      ['POST', '/wps/member/security/mobile/code'],
      ['POST', '/wps/member/security/email'],
      ['GET', '/wps/member/payout-accounts'],
      ['POST', '/wps/member/payout-accounts'],
      ['GET', '/wps/member/security/logins'],
      ['POST', '/wps/member/security/sessions/logout-others'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: auth(trial), payload: method === 'GET' ? undefined : {} });
      expect(res.json().code, url).toBe('in_need_true_account');
      const anonymous = await t.app.inject({ method, url, headers: { host: 'localhost' } });
      expect(anonymous.statusCode, url).toBe(401);
    }
    const encrypted = await callEncrypted(t.app, 'POST', '/wps/member/security/payment-password', {}, auth(trial));
    expect(encrypted.json().code).toBe('in_need_true_account');
  });
});
