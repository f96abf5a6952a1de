import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callEncrypted, captchaCookie, createMember, nextIp, smsCodeFor } from '../../test/accounts.js';
import { PNG_SIGNATURE } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
/** Each test logs in from an address of its own (see nextIp); `from` pins one. */
let from = nextIp();
const loginCall = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  callEncrypted(t.app, 'POST', '/wps/session/login', payload, headers, from);
const info = (token: string) =>
  t.app.inject({ url: '/wps/member/info', headers: { host: 'localhost', authorization: `Bearer ${token}` } });

beforeAll(async () => {
  t = await createTestApp();
  await createMember(t.app, 'aurora', { account: 'alice01', password: 'alice1234', nickname: 'Alice' });
  await createMember(t.app, 'aurora', {
    account: 'mobile01',
    password: 'mobile1234',
    countryDialingCode: '+880',
    mobile: '1712345678',
  });
});
afterAll(() => t.close());
beforeEach(() => {
  from = nextIp();
});

describe('login by username and password (spec 4, 7)', () => {
  it('answers a new token every time, firstTimeLogin once, and member info with it', async () => {
    const first = await loginCall({ username: 'alice01', password: 'alice1234' });
    expect(first.statusCode).toBe(200);
    const v1 = first.json().value;
    expect(v1).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    expect(v1.token).toMatch(/^[\w-]{43}$/);
    const second = (await loginCall({ username: 'ALICE01', password: 'alice1234' })).json().value;
    expect(second.firstTimeLogin).toBe(false);
    expect(second.token).not.toBe(v1.token);
    const me = await info(second.token);
    expect(me.json().value).toEqual({
      id: expect.any(Number),
      account: 'alice01',
      nickname: 'Alice',
      type: 0,
      referralCode: expect.stringMatching(/^[A-Z0-9]{6,}$/),
    });
  });

  it('answers a wrong password and an unknown account alike, asking for a captcha', async () => {
    const wrong = await loginCall({ username: 'alice01', password: 'nope-1234' });
    const unknown = await loginCall({ username: 'nobody99', password: 'nope-1234' });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        code: 'login_failed',
        message: 'Incorrect username or password',
        value: { captcha: true },
      });
    }
  });

  it('then requires a correct captcha for that account, single use', async () => {
    const noCaptcha = await loginCall({ username: 'alice01', password: 'alice1234' });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({ code: 'captcha_required', value: { captcha: true } });
    const cookie = await captchaCookie(t.app);
    const wrongCaptcha = await loginCall({ username: 'alice01', password: 'alice1234', captcha: 'ZZZZ' }, { cookie });
    expect(wrongCaptcha.json()).toMatchObject({ code: 'captcha_invalid', value: { captcha: true } });
    // The captcha was spent by the wrong guess.
    const reused = await loginCall({ username: 'alice01', password: 'alice1234', captcha: 'ABCD' }, { cookie });
    expect(reused.json().code).toBe('captcha_invalid');
    const fresh = await captchaCookie(t.app);
    const ok = await loginCall({ username: 'alice01', password: 'alice1234', captcha: 'abcd' }, { cookie: fresh });
    expect(ok.statusCode).toBe(200);
    // A success clears the account's failures: no captcha next time.
    expect((await loginCall({ username: 'alice01', password: 'alice1234' })).statusCode).toBe(200);
  });

  it('requires a captcha for every account from an IP after three failures there', async () => {
    await createMember(t.app, 'aurora', { account: 'bob00001', password: 'bob12345' });
    const attempt = (username: string, password: string) => loginCall({ username, password });
    for (const name of ['x1', 'x2', 'x3'])
      expect((await attempt(`${name}nobody`, 'bad-pass1')).json().code).toBe('login_failed');
    expect((await attempt('bob00001', 'bob12345')).json().code).toBe('captcha_required');
    // Elsewhere, bob logs in without one.
    from = nextIp();
    expect((await loginCall({ username: 'bob00001', password: 'bob12345' })).statusCode).toBe(200);
  });

  it('refuses non-member accounts (member_no_enter) and non-agents on the agent site (error_not_agent)', async () => {
    await createMember(t.app, 'aurora', { account: 'staff0002', password: 'staff1234', type: 9 });
    await createMember(t.app, 'aurora', { account: 'agent0002', password: 'agent1234', type: 41 });
    const staff = await loginCall({ username: 'staff0002', password: 'staff1234' });
    expect(staff.statusCode).toBe(403);
    expect(staff.json().code).toBe('member_no_enter');
    const onAgentSite = await loginCall({ username: 'mobile01', password: 'mobile1234' }, { host: 'agent.localhost' });
    expect(onAgentSite.json().code).toBe('error_not_agent');
    const agent = await loginCall({ username: 'agent0002', password: 'agent1234' }, { host: 'agent.localhost' });
    expect(agent.statusCode).toBe(200);
  });

  it('never logs into another brand with the same name', async () => {
    const res = await loginCall({ username: 'alice01', password: 'alice1234' }, { host: 'bengal.localhost' });
    expect(res.json().code).toBe('login_failed');
  });

  it('ends the session on logout, on the server', async () => {
    const token = (await loginCall({ username: 'mobile01', password: 'mobile1234' })).json().value.token;
    expect((await info(token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(out.json()).toEqual({ success: true, value: null });
    const after = await info(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('not_logged_in');
  });
});

describe('captcha (spec 3 "Captcha response")', () => {
  it('answers a base64 PNG drawn on the server and an HttpOnly cookie binding it', async () => {
    const res = await t.app.inject({ url: '/wps/captcha', headers: { host: 'localhost' } });
    const png = Buffer.from(res.json().value, 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(png.length).toBeGreaterThan(500);
    expect(String(res.headers['set-cookie'])).toMatch(
      /^wl_captcha=[\w-]+; Path=\/wps; HttpOnly; SameSite=Strict; Max-Age=120$/,
    );
  });

  it('expires after two minutes', async () => {
    const cookie = await captchaCookie(t.app);
    await createMember(t.app, 'aurora', { account: 'carol001', password: 'carol1234' });
    await loginCall({ username: 'carol001', password: 'wrong-123' });
    t.clock.advance(121_000);
    const late = await loginCall({ username: 'carol001', password: 'carol1234', captcha: 'ABCD' }, { cookie });
    expect(late.json().code).toBe('captcha_invalid');
  });
});

describe('login by SMS code (spec 3: username is the mobile number, password the code)', () => {
  const sendCode = (mobileNum: string, countryDialingCode = '+880', remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: { host: 'localhost' },
      payload: { mobileNum, countryDialingCode },
      remoteAddress,
    });
  const smsLogin = (code: string) =>
    loginCall({ username: '1712345678', password: code, type: 'sms', countryDialingCode: '+880' });

  it('sends a 6-digit code through the outbox, works once, and answers expiredMinutes', async () => {
    const sent = await sendCode('1712345678');
    expect(sent.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const code = await smsCodeFor(t.app, '+8801712345678');
    expect(code).toMatch(/^\d{6}$/);
    const ok = await smsLogin(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.passwordExpired).toBe(false);
    const again = await smsLogin(code);
    expect(again.json().code).toBe('sms_invalid_code');
  });

  it('refuses an expired code, a wrong code and a missing code', async () => {
    t.clock.advance(61_000);
    await sendCode('1712345678');
    const code = await smsCodeFor(t.app, '+8801712345678');
    expect((await smsLogin('000000' === code ? '111111' : '000000')).json().code).toBe('sms_invalid_code');
    expect((await smsLogin('')).json().code).toBe('sms_missing_code');
    t.clock.advance(5 * 60_000 + 1000);
    expect((await smsLogin(code)).json().code).toBe('sms_code_expired');
  });

  it('checks the number and throttles resends', async () => {
    expect((await sendCode('')).json().code).toBe('sms_missing_phone');
    expect((await sendCode('12ab')).json().code).toBe('sms_invalid_phone');
    expect((await sendCode('1712345678', '880-1')).json().code).toBe('sms_invalid_phone');
    t.clock.advance(61_000);
    const first = await sendCode('1799999999');
    expect(first.json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const soon = await sendCode('1799999999');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().code).toBe('sms_resend_too_soon');
    t.clock.advance(61_000);
    await sendCode('1799999999');
    t.clock.advance(61_000);
    await sendCode('1799999999');
    t.clock.advance(61_000);
    const locked = await sendCode('1799999999');
    expect(locked.json()).toMatchObject({
      code: 'sms_too_many_requests',
      message: 'Too many requests, try again after 5 minutes',
    });
    t.clock.advance(5 * 60_000);
    expect((await sendCode('1799999999')).statusCode).toBe(200);
  });

  it('locks an IP that asks for codes to many numbers', async () => {
    const brand = await t.app.deps.brands.byCode('aurora');
    if (!brand) throw new Error('no brand');
    const send = (n: number) =>
      t.app.deps.sms.send(brand, 'nologin', { countryDialingCode: '+84', mobile: `90000000${n}` }, '192.0.2.200');
    for (let n = 0; n < 10; n++) await send(n);
    await expect(send(10)).rejects.toMatchObject({ code: 'sms_too_many_requests' });
  });

  it('gives up a code after five wrong guesses', async () => {
    t.clock.advance(10 * 60_000);
    await sendCode('1712345678');
    const code = await smsCodeFor(t.app, '+8801712345678');
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) expect((await smsLogin(wrong)).json().code).toBe('sms_invalid_code');
    expect((await smsLogin(code)).json().code).toBe('sms_invalid_code');
  });

  it('stops at the brand daily quota', async () => {
    const brand = await t.app.deps.brands.byCode('aurora');
    await t.app.deps.brands.update('aurora', { smsDailyQuota: 0 });
    const res = await sendCode('1755555555', '+880', '203.0.113.99');
    expect(res.json().code).toBe('sms_quota_exceeded');
    await t.app.deps.brands.update('aurora', { smsDailyQuota: brand?.smsDailyQuota ?? 1000 });
  });
});
