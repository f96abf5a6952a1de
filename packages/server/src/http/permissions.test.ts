import { ROUTE_LIST } from '@wl/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptPayload } from '../modules/crypto/payload-keys.js';
import { newToken, SESSION_TOUCH_MS } from '../modules/sessions/session-repo.js';
import { createMember, tokenFor } from '../test/accounts.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Walks the route table: every token route the server registers answers 401 not_logged_in, and no data, for a missing,
 * made-up, expired, idle, revoked or other-brand token (conventions.md "Tests": permission checks on every token
 * route).
 */
let t: TestApp;
const tokens: Record<string, string> = {};
// Logout ends the session it is called with, so it is walked last.
const tokenRoutes = ROUTE_LIST.filter((r) => r.auth === 'token').sort(
  (a, b) => Number(a.name === 'logout') - Number(b.name === 'logout'),
);

const memberOf = (brandCode: string, account: string, type = 0) => createMember(t.app, brandCode, { account, type });

beforeAll(async () => {
  t = await createTestApp();
  const { sessions: repo, config } = t.app.deps;
  const aurora = await memberOf('aurora', 'alice01');
  const bengal = await memberOf('bengal', 'bob0001');
  const now = t.clock.now();
  tokens.valid = await repo.create(aurora.id, now, config.sessionTtlMs);
  tokens.expired = await repo.create(
    aurora.id,
    new Date(now.getTime() - config.sessionTtlMs - 1000),
    config.sessionTtlMs,
  );
  // Within its absolute lifetime, but unused for longer than the idle limit.
  tokens.idle = await repo.create(
    aurora.id,
    new Date(now.getTime() - config.sessionIdleMs - 1000),
    config.sessionTtlMs,
  );
  tokens.otherBrand = await repo.create(bengal.id, now, config.sessionTtlMs);
  tokens.revoked = await repo.create(aurora.id, now, config.sessionTtlMs);
  const revoked = await repo.findActive(tokens.revoked, now, config.sessionIdleMs);
  if (!revoked) throw new Error('revoked token should start live');
  await repo.revoke(revoked.sessionId, now);
  tokens.trial = await tokenFor(t.app, await memberOf('aurora', 'guest_test1', 4));
  tokens.mustChange = await tokenFor(t.app, await memberOf('aurora', 'change_test1'), { mustChangePassword: true });
});
afterAll(() => t.close());

async function call(route: (typeof tokenRoutes)[number], authorization?: string) {
  const headers: Record<string, string> = { host: 'localhost' };
  if (authorization) headers.authorization = authorization;
  const inQuery = route.method === 'GET' || route.method === 'DELETE';
  const payload = route.encrypted
    ? { value: await encryptPayload(t.app.deps.keys.publicJwk, { anything: 1 }) }
    : { anything: 1 };
  return t.app.inject({ method: route.method, url: route.path, headers, ...(inQuery ? {} : { payload }) });
}

describe('every token route refuses callers without a live token', () => {
  it('has token routes to walk', () => {
    expect(tokenRoutes.length).toBeGreaterThan(30);
  });

  const cases: [string, () => string | undefined][] = [
    ['no token', () => undefined],
    ['a made-up token', () => `Bearer ${newToken()}`],
    ['a malformed header', () => 'Token abc'],
    ['an expired token', () => `Bearer ${tokens.expired}`],
    ['an idle token', () => `Bearer ${tokens.idle}`],
    ['a revoked (logged-out) token', () => `Bearer ${tokens.revoked}`],
    ["another brand's token", () => `Bearer ${tokens.otherBrand}`],
  ];
  for (const [label, auth] of cases) {
    it(`answers 401 not_logged_in with ${label}`, async () => {
      for (const route of tokenRoutes) {
        const res = await call(route, auth());
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
        expect(res.json(), `${route.method} ${route.path}`).toEqual({
          success: false,
          code: 'not_logged_in',
          message: 'You are not logged in, please login',
        });
      }
    });
  }

  it('lets a live token through the check on every token route', async () => {
    for (const route of tokenRoutes) {
      const res = await call(route, `Bearer ${tokens.valid}`);
      expect(res.statusCode, `${route.method} ${route.path}`).not.toBe(401);
    }
  });

  it('refuses trial members every token route but their own info, balance, games and logout (spec 6)', async () => {
    for (const route of tokenRoutes) {
      const res = await call(route, `Bearer ${tokens.trial}`);
      if (route.trial) {
        expect(res.statusCode, `${route.method} ${route.path}`).not.toBe(403);
      } else {
        expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
        expect(res.json().code, `${route.method} ${route.path}`).toBe('in_need_true_account');
      }
    }
  });

  it('lets a session that must change its password only change it, read its info and log out (spec 4)', async () => {
    const open = new Set(['changePassword', 'memberInfo', 'memberIcon', 'logout']);
    for (const route of tokenRoutes) {
      const res = await call(route, `Bearer ${tokens.mustChange}`);
      if (open.has(route.name)) expect(res.statusCode, route.name).not.toBe(403);
      else expect(res.json().code, route.name).toBe('password_change_required');
    }
  });

  it('registers every public route without a token check', async () => {
    for (const route of ROUTE_LIST.filter((r) => r.auth === 'public')) {
      const res = await call(route as (typeof tokenRoutes)[number]);
      expect(res.statusCode, `${route.method} ${route.path}`).not.toBe(401);
      expect(res.statusCode, `${route.method} ${route.path}`).not.toBe(404);
    }
  });
});

describe('a live login is kept alive by its calls', () => {
  it('writes last seen at most every SESSION_TOUCH_MS, and a login in use never idles out', async () => {
    const { sessions: repo, config } = t.app.deps;
    const start = t.clock.now();
    const member = await memberOf('aurora', 'touch01');
    const token = await repo.create(member.id, start, config.sessionTtlMs);
    const info = () =>
      t.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
      });
    const seen = async () => (await repo.findActive(token, t.clock.now(), config.sessionIdleMs))?.lastSeenAt;
    try {
      t.clock.set(new Date(start.getTime() + SESSION_TOUCH_MS - 1000));
      expect((await info()).statusCode).toBe(200);
      expect(await seen()).toEqual(start);
      t.clock.set(new Date(start.getTime() + SESSION_TOUCH_MS));
      expect((await info()).statusCode).toBe(200);
      expect(await seen()).toEqual(t.clock.now());
      // Used every half idle limit, it lives on past the idle limit from its login.
      for (let i = 1; i <= 3; i++) {
        t.clock.set(new Date(start.getTime() + SESSION_TOUCH_MS + (i * config.sessionIdleMs) / 2));
        expect((await info()).statusCode).toBe(200);
      }
      // Left alone longer than the idle limit, it has idled out.
      t.clock.set(new Date(t.clock.now().getTime() + config.sessionIdleMs + 1));
      expect((await info()).statusCode).toBe(401);
    } finally {
      t.clock.set(start);
    }
  });
});
