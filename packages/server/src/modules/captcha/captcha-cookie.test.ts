import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The captcha cookie behind HTTPS: Secure whenever the visitor's connection is HTTPS. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true });
});
afterAll(() => t.close());

const cookieOf = async (headers: Record<string, string>) =>
  String(
    (await t.app.inject({ url: '/wps/captcha', headers: { host: 'localhost', ...headers } })).headers['set-cookie'],
  );

describe('captcha cookie', () => {
  it('is Secure, HttpOnly and SameSite=Strict when a trusted proxy says the visitor came over HTTPS', async () => {
    expect(await cookieOf({ 'x-forwarded-proto': 'https' })).toMatch(
      /^wl_captcha=[\w-]+; Path=\/wps; HttpOnly; SameSite=Strict; Max-Age=120; Secure$/,
    );
  });

  it('is not Secure over plain HTTP, where the browser would drop it', async () => {
    expect(await cookieOf({ 'x-forwarded-proto': 'http' })).toMatch(
      /^wl_captcha=[\w-]+; Path=\/wps; HttpOnly; SameSite=Strict; Max-Age=120$/,
    );
  });
});
