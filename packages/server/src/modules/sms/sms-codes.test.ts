import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEncrypted, createMember, login, nextIp, smsCodeFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A code allows five guesses however they arrive: 30 wrong guesses at once used to leave the counter at 3 and the right
 * code still working. Runs on PGlite and, with DATABASE_URL, on PostgreSQL, where the requests really run side by side.
 */
let t: TestApp;
const GUESSES = 30;

beforeAll(async () => {
  t = await createTestApp();
  await createMember(t.app, 'aurora', {
    account: 'smsrace01',
    password: 'race12345',
    countryDialingCode: '+880',
    mobile: '1766666601',
  });
  await createMember(t.app, 'aurora', {
    account: 'smsrace02',
    password: 'race12345',
    countryDialingCode: '+880',
    mobile: '1766666602',
  });
});
afterAll(() => t.close());

async function sendCode(mobileNum: string): Promise<string> {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/noLogin',
    headers: { host: 'localhost' },
    remoteAddress: nextIp(),
    payload: { mobileNum, countryDialingCode: '+880' },
  });
  expect(sent.statusCode).toBe(200);
  return smsCodeFor(t.app, `+880${mobileNum}`);
}
const wrongFor = (code: string) => (code === '123456' ? '654321' : '123456');
const smsLogin = (mobileNum: string, code: string) =>
  callEncrypted(t.app, 'POST', '/wps/session/login', {
    username: mobileNum,
    password: code,
    type: 'sms',
    countryDialingCode: '+880',
  });
const resetByPhone = (mobileNum: string, code: string, newPassword: string) =>
  callEncrypted(t.app, 'POST', '/wps/member/password/verification', {
    newPassword,
    mobileNum,
    countryDialingCode: '+880',
    verificationCode: code,
  });

describe('SMS code attempts under parallel guessing', () => {
  it('refuses the right code for an SMS login after 30 parallel wrong guesses', async () => {
    const code = await sendCode('1766666601');
    const guesses = await Promise.all(Array.from({ length: GUESSES }, () => smsLogin('1766666601', wrongFor(code))));
    expect(guesses.map((r) => r.json().code)).toEqual(Array(GUESSES).fill('sms_invalid_code'));
    const right = await smsLogin('1766666601', code);
    expect(right.statusCode).toBe(400);
    expect(right.json().code).toBe('sms_invalid_code');
  });

  it('refuses the right code for a reset by phone after 30 parallel wrong guesses; the password stays', async () => {
    const code = await sendCode('1766666602');
    const guesses = await Promise.all(
      Array.from({ length: GUESSES }, () => resetByPhone('1766666602', wrongFor(code), 'stolen123')),
    );
    expect(guesses.map((r) => r.json().code)).toEqual(Array(GUESSES).fill('sms_invalid_code'));
    expect((await resetByPhone('1766666602', code, 'stolen123')).json().code).toBe('sms_invalid_code');
    expect(await login(t.app, 'smsrace02', 'race12345')).toBeTruthy();
  });

  it('lets the right code log in once when it is sent ten times at once', async () => {
    t.clock.advance(10 * 60_000);
    const code = await sendCode('1766666601');
    const tries = await Promise.all(Array.from({ length: 10 }, () => smsLogin('1766666601', code)));
    expect(tries.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(
      Array(9).fill('sms_invalid_code'),
    );
  });
});
