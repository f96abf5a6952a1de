import * as jose from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEncrypted, createMember } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSocialService } from './social-service.js';

let t: TestApp;
let sign: (
  claims: jose.JWTPayload,
  opts?: { issuer?: string; audience?: string; key?: jose.CryptoKey },
) => Promise<string>;
let strangerKey: jose.CryptoKey;

beforeAll(async () => {
  // A locally made key stands in for Google's, so the test runs offline against the real verification.
  const { publicKey, privateKey } = await jose.generateKeyPair('RS256', { extractable: true });
  strangerKey = (await jose.generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await jose.exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const keySet = jose.createLocalJWKSet({ keys: [jwk] });
  t = await createTestApp({}, undefined, undefined, { socialKeys: { google: keySet, facebook: keySet } });
  await t.app.deps.brands.update('aurora', { social: { google: { clientId: 'aurora-web.apps.example' } } });
  const now = () => Math.floor(t.clock.now().getTime() / 1000);
  sign = (claims, opts = {}) =>
    new jose.SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(opts.issuer ?? 'https://accounts.google.com')
      .setAudience(opts.audience ?? 'aurora-web.apps.example')
      .setIssuedAt(now())
      .setExpirationTime(now() + 600)
      .sign(opts.key ?? privateKey);
});
afterAll(() => t.close());

const social = (provider: string, idToken: string, host = 'localhost') =>
  callEncrypted(t.app, 'POST', '/wps/session/login/social', { provider, idToken }, { host });
const me = (token: string) =>
  t.app.inject({ url: '/wps/member/info', headers: { host: 'localhost', authorization: `Bearer ${token}` } });

describe('Google sign-in', () => {
  it('creates a member on first sign-in and logs the same one in after', async () => {
    const token = await sign({
      sub: 'google-user-1',
      name: 'Grace Hopper',
      email: 'grace@example.com',
      email_verified: true,
    });
    const first = await social('google', token);
    expect(first.statusCode).toBe(200);
    expect(first.json().value.firstTimeLogin).toBe(true);
    const member = (await me(first.json().value.token)).json().value;
    expect(member).toMatchObject({ nickname: 'Grace Hopper', type: 0 });
    expect(member.account).toMatch(/^g_[0-9a-f]{10}$/);
    const again = await social('google', token);
    expect((await me(again.json().value.token)).json().value.id).toBe(member.id);
  });

  it('signs in, not 500, the loser of two racing first sign-ins of one account', async () => {
    const token = await sign({ sub: 'google-racer', name: 'Racer', email: 'racer@example.com', email_verified: true });
    const winner = await social('google', token);
    const winnerId = (await me(winner.json().value.token)).json().value.id;
    // The loser read "no such member" before the winner's insert committed: its own insert then meets the unique key.
    let reads = 0;
    const members = {
      ...t.app.deps.members,
      bySocial: async (...args: Parameters<typeof t.app.deps.members.bySocial>) =>
        reads++ === 0 ? null : t.app.deps.members.bySocial(...args),
    };
    const loser = createSocialService(
      { ...t.app.deps, members, team: t.app.services.team, systemMessages: t.app.services.systemMessages },
      t.app.deps.socialKeys,
    );
    const brand = await t.app.deps.brands.byCode('aurora');
    if (!brand) throw new Error('no brand');
    const actor = { brand, siteType: 'member' as const, visitor: { ip: '198.51.100.7', country: null } };
    const answer = await loser.login(actor, { provider: 'google', idToken: token });
    expect((await me(answer.token)).json().value.id).toBe(winnerId);
  });

  it('links an existing member with the same verified e-mail', async () => {
    const existing = await createMember(t.app, 'aurora', {
      account: 'linus001',
      password: 'linus1234',
      email: 'Linus@Example.com',
    });
    const res = await social(
      'google',
      await sign({ sub: 'google-user-2', email: 'linus@example.com', email_verified: true }),
    );
    expect((await me(res.json().value.token)).json().value.id).toBe(existing.id);
  });

  it('refuses a token signed by another key, for another audience or issuer, or expired', async () => {
    const claims = { sub: 'google-user-3' };
    for (const token of [
      await sign(claims, { key: strangerKey }),
      await sign(claims, { audience: 'someone-else' }),
      await sign(claims, { issuer: 'https://evil.example' }),
      'not-a-jwt-at-all-but-long-enough',
    ]) {
      const res = await social('google', token);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('social_token_invalid');
    }
    const expiring = await sign(claims);
    t.clock.advance(3600_000);
    expect((await social('google', expiring)).json().code).toBe('social_token_invalid');
  });

  it("checks the page's nonce against the token's", async () => {
    const token = await sign({ sub: 'google-user-4', nonce: 'n0nce-of-this-page-0001' });
    const call = (nonce: string) =>
      callEncrypted(t.app, 'POST', '/wps/session/login/social', { provider: 'google', idToken: token, nonce });
    expect((await call('another-nonce-000000001')).json().code).toBe('social_token_invalid');
    expect((await call('n0nce-of-this-page-0001')).statusCode).toBe(200);
  });

  it('is refused where the brand does not offer the provider', async () => {
    expect(
      (await social('facebook', await sign({ sub: 'x' }, { issuer: 'https://www.facebook.com' }))).json().code,
    ).toBe('function_not_enabled');
    expect((await social('google', await sign({ sub: 'x' }), 'bengal.localhost')).json().code).toBe(
      'function_not_enabled',
    );
  });
});
