import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema.js';
import { callEncrypted, captchaCookie, nextIp, smsCodeFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callEncrypted(t.app, 'POST', '/wps/member/register', { login: true, registerMethod: 'WEB', ...payload }, headers);
const registerMobile = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callEncrypted(t.app, 'PUT', '/wps/member/register/mobile', { login: true, ...payload }, headers);
const memberCount = async () => (await t.app.deps.database.db.select().from(members)).length;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Aurora's seeded rules ask no captcha on registration (Bengal's do); solving one anyway changes nothing. */
async function withCaptcha(payload: Record<string, unknown>) {
  return register({ captcha: 'ABCD', ...payload }, { cookie: await captchaCookie(t.app) });
}

describe('registration by username (spec 5, 7)', () => {
  it('creates the member, keeps where it came from, and logs it straight in', async () => {
    const res = await withCaptcha({
      username: 'newbie01',
      password: 'newbie123',
      confirmPassword: 'newbie123',
      email: 'newbie@example.com',
      registerUrl: 'http://localhost/register?x=1',
      domain: 'localhost',
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const me = await t.app.inject({
      url: '/wps/member/info',
      headers: { host: 'localhost', authorization: `Bearer ${value.token}` },
    });
    expect(me.json().value).toMatchObject({ account: 'newbie01', type: 0 });
    const member = await t.app.deps.members.byAccount(1, 'newbie01');
    expect(member).toMatchObject({
      email: 'newbie@example.com',
      registerUrl: 'http://localhost/register?x=1',
      registerMethod: 'WEB',
      registerDomain: 'localhost',
    });
    expect(member?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(member?.referralCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('checks every field with the brand rules and names each failure, creating nothing', async () => {
    const before = await memberCount();
    const res = await withCaptcha({ username: '1bad', password: 'short', confirmPassword: 'short', email: 'nope' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_input');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'reg_pattern_2' },
        { path: 'password', message: 'reg_pattern_6' },
        { path: 'email', message: 'reg_pattern_4' },
      ]),
    );
    const empty = await withCaptcha({});
    expect(empty.json().details).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'required' },
        { path: 'password', message: 'required' },
      ]),
    );
    expect(await memberCount()).toBe(before);
  });

  it('refuses a wrong confirmation, a taken name (any case), and a missing captcha where one is asked', async () => {
    const base = { username: 'second01', password: 'second123' };
    expect((await withCaptcha({ ...base, confirmPassword: 'second124' })).json().code).toBe('password_mismatch');
    expect((await withCaptcha({ ...base, username: 'NEWBIE01', confirmPassword: 'second123' })).json().code).toBe(
      'account_taken',
    );
    // Bengal's rules require a captcha (and a mobile number) on registration.
    const onBengal = { ...base, confirmPassword: 'second123', mobileNum: '1811111111', countryDialingCode: '+880' };
    const noCaptcha = await register(onBengal, { host: 'bengal.localhost' });
    expect(noCaptcha.json()).toMatchObject({ code: 'captcha_required', value: { captcha: true } });
    const cookie = await captchaCookie(t.app);
    const solved = await register({ ...onBengal, captcha: 'abcd' }, { host: 'bengal.localhost', cookie });
    expect(solved.statusCode).toBe(200);
  });

  it('links the upline by affiliate code and the referrer by referral code', async () => {
    const agent = await t.app.deps.members.byAccount(1, 'agent01');
    const referrer = await t.app.deps.members.byAccount(1, 'newbie01');
    const res = await withCaptcha({
      username: 'downline01',
      password: 'down12345',
      confirmPassword: 'down12345',
      affiliateCode: 'agent01',
      referralCode: referrer?.referralCode,
    });
    expect(res.statusCode).toBe(200);
    const member = await t.app.deps.members.byAccount(1, 'downline01');
    expect(member?.uplineId).toBe(agent?.id);
    expect(member?.referredById).toBe(referrer?.id);
    const bad = await withCaptcha({
      username: 'downline02',
      password: 'down12345',
      confirmPassword: 'down12345',
      affiliateCode: 'NOPE99',
    });
    expect(bad.json()).toMatchObject({ code: 'invitation_code_error', message: 'Invalid invitation code' });
  });

  it('checks an affiliate code on its own (spec 5: first, on submit)', async () => {
    const check = (code: string) =>
      t.app.inject({ url: `/wps/agent/affiliate?code=${code}&domain=localhost`, headers: { host: 'localhost' } });
    expect((await check('AGENT01')).json().value).toEqual({ valid: true });
    expect((await check('NOPE')).json().value).toEqual({ valid: false });
  });

  it('with login false creates the member without a session', async () => {
    const res = await withCaptcha({
      username: 'quiet001',
      password: 'quiet1234',
      confirmPassword: 'quiet1234',
      login: false,
    });
    expect(res.json()).toEqual({ success: true, value: {} });
  });
});

describe('registration by mobile number', () => {
  const sendRegisterCode = (mobileNo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { host: 'bengal.localhost' },
      remoteAddress: nextIp(),
      payload: { countryDialingCode: '+880', mobileNo },
    });
  const bengal = { host: 'bengal.localhost' };

  it('needs the SMS code sent to the number (REGMOBVERF3) and logs in', async () => {
    expect((await sendRegisterCode('1812345678')).json().value).toEqual({ expiredMinutes: 5 });
    const code = await smsCodeFor(t.app, '+8801812345678');
    const payload = {
      mobileNum: '1812345678',
      countryDialingCode: '+880',
      verificationCode: code,
      captcha: 'ABCD',
    };
    const wrong = await registerMobile(
      { ...payload, verificationCode: code === '000000' ? '111111' : '000000' },
      { ...bengal, cookie: await captchaCookie(t.app) },
    );
    expect(wrong.json().code).toBe('sms_invalid_code');
    const res = await registerMobile(payload, { ...bengal, cookie: await captchaCookie(t.app) });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.token).toBeTruthy();
    const member = await t.app.deps.members.byMobile(2, '+880', '1812345678');
    expect(member?.account).toBe('m1812345678');
  });

  it('refuses a number that is already registered, before sending a code', async () => {
    t.clock.advance(61_000);
    const res = await sendRegisterCode('1812345678');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('mobile_taken');
  });

  it('is refused where the brand does not offer it', async () => {
    const brand = await t.app.deps.brands.byCode('bengal');
    if (!brand) throw new Error('no brand');
    await t.app.deps.brands.update('bengal', { whitelabel: { ...brand.whitelabel, MOBILENUMREG3: false } });
    const res = await registerMobile({ mobileNum: '1899999999', countryDialingCode: '+880' }, bengal);
    expect(res.json().code).toBe('function_not_enabled');
  });
});
