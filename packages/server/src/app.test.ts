import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ROUTE_LIST } from '@wl/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { scriptJson } from './http/boot-data.js';
import { encryptPayload } from './modules/crypto/payload-keys.js';
import { createMember, tokenFor } from './test/accounts.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
let web: TestApp;
const host = { host: 'localhost' };

beforeAll(async () => {
  t = await createTestApp();
  const dist = mkdtempSync(path.join(tmpdir(), 'wl-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>shell</title><div id="root"><!--wl-shell--></div>',
  );
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(path.join(dist, 'assets', 'main-abc123.js.gz'), gzipSync('console.log(1)'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/i18n/locales/EN.json': { file: 'assets/EN-abc.js' },
      'src/main.tsx': { file: 'assets/m.js' },
    }),
  );
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  web = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  await web.close();
});

describe('health and readiness', () => {
  it('answers /healthz and /readyz, naming no internals (not the database kind)', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 not ready, without saying why, when the database is gone', async () => {
    const database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
    const base = loadConfig({ DATA_DIR: '/nonexistent-test-data', WEB_DIST: '/nonexistent-web-dist' });
    const app = await buildApp({ ...base, databaseUrl: null, adminSocket: false }, { database, logger: false });
    await app.ready();
    await database.close();
    const res = await app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready' });
    await app.close();
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const res = await t.app.inject({ url: '/wps/system/status', headers: host });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('the envelope for failures', () => {
  it('answers an unknown API path with 404 not_found', async () => {
    const res = await t.app.inject({ url: '/wps/no/such/call', headers: host });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'not_found', message: 'Not found' });
  });

  it('answers bad JSON with 400 invalid_input', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { ...host, 'content-type': 'application/json' },
      payload: '{"content": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_input');
  });

  it('names the failing field for schema errors', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/wps/feedback', headers: host, payload: { content: '' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('invalid_input');
    expect(body.details[0].path).toBe('body.content');
  });

  it('answers a call whose feature is not built yet with 501 not_available', async () => {
    const member = await createMember(t.app, 'aurora', { account: 'notbuilt01' });
    const res = await t.app.inject({
      url: '/wps/relay/MCS2_getPointBalance',
      headers: { ...host, authorization: `Bearer ${await tokenFor(t.app, member)}` },
    });
    expect(res.statusCode).toBe(501);
    expect(res.json().code).toBe('not_available');
  });

  it('never shows internals on a 5xx', async () => {
    const probe = await createTestApp({}, undefined, (app) => {
      app.get('/wps/boom', async () => {
        throw new Error('SELECT secret FROM members -- at /srv/app.js:12');
      });
    });
    const res = await probe.app.inject({ url: '/wps/boom' });
    await probe.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, code: 'unknown_error', message: 'Unknown error' });
    expect(res.body).not.toContain('secret');
  });
});

describe('encrypted payloads (spec 7 "E")', () => {
  it('refuses a plain payload with 400 encryption_required', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: host,
      payload: { username: 'alice', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('encryption_required');
  });

  it('refuses a JWE that is not for our key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: host,
      payload: { value: 'eyJhbGciOiJSU0EtT0FFUC0yNTYifQ.a.b.c.d' },
    });
    expect(res.json().code).toBe('decryption_failed');
  });

  it('decrypts and then validates the payload with the contract schema', async () => {
    const key = (await t.app.inject({ url: '/wps/system/status', headers: host })).json().value.info.publicKey;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: host,
      payload: { value: await encryptPayload(key, { username: 'alice' }) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
    expect(bad.json().details[0].path).toBe('body.password');
  });
});

describe('OpenAPI and docs', () => {
  it('documents every route of the contract', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const r of ROUTE_LIST) {
      expect(doc.paths[r.path]?.[r.method.toLowerCase()], `${r.method} ${r.path}`).toBeDefined();
    }
    expect(doc.paths['/wps/member/info'].get.security).toEqual([{ bearer: [] }]);
  });

  it('serves the browsable docs at /docs', async () => {
    const res = await t.app.inject({ url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger');
  });
});

describe('the built front end', () => {
  it('answers any page path with index.html, not cached', async () => {
    for (const url of ['/', '/index.html', '/lottery?gameCode=X', '/gameList/pg/rng', '/help']) {
      const res = await web.app.inject({ url, headers: host });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      // Scripts and styles from our origin only: no inline ones, no nonces.
      expect(res.headers['content-security-policy']).toContain("script-src 'self';");
      expect(res.headers['content-security-policy']).toContain("style-src 'self';");
      expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
    }
  });

  it('puts the first answers inside the page: status, home content, and preloads of what the page needs', async () => {
    const boot = async (url: string, headers: Record<string, string> = host) => {
      const res = await web.app.inject({ url, headers });
      const json = /<script type="application\/json" id="wl-boot">(.*?)<\/script>/s.exec(res.body)?.[1];
      return { res, data: json ? JSON.parse(json) : null };
    };
    const [home, api] = await Promise.all([boot('/'), web.app.inject({ url: '/wps/system/status', headers: host })]);
    const status = api.json().value;
    // The same answer the call gives, apart from the fresh nonce-free parts that never differ.
    expect(home.data.status).toEqual(status);
    expect(home.data.language).toBe('EN');
    expect(home.data.announcements.language).toBe('EN');
    expect(home.data.announcements.value).toHaveProperty('banners');
    expect(home.res.body).toContain('<link rel="modulepreload" href="/assets/EN-abc.js">');
    const lead = home.data.announcements.value.banners.find((b: { groupName: string }) => b.groupName === 'w_home');
    expect(lead).toBeDefined();
    expect(home.res.body).toContain(`<link rel="preload" as="image" href="${lead.url}"`);
    // The first paint: the brand in the header bar and the lead banner, before any script runs.
    expect(home.res.body).toContain('<span class="boot-shell__brand">Aurora Play</span>');
    expect(home.res.body).toContain(`<div class="boot-shell__banner"><img src="${lead.url}"`);
    // Only the home page leads with the banner.
    expect((await boot('/help')).res.body).not.toContain('rel="preload" as="image"');
    // No brand for this host: the page still comes, without boot data.
    const unknown = await boot('/', { host: 'nobody.example' });
    expect(unknown.res.statusCode).toBe(200);
    expect(unknown.data).toBeNull();
  });

  it('embeds text that cannot close the script element', () => {
    const json = scriptJson({ title: '</script><script>alert(1)</script>\u2028' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ title: '</script><script>alert(1)</script>\u2028' });
  });

  it('shows a region-blocked visitor the blocked status in the page, and no content', async () => {
    await web.app.deps.brands.update('aurora', { blockedIps: ['127.0.0.1', '::1'] });
    try {
      const res = await web.app.inject({ url: '/', headers: host, remoteAddress: '127.0.0.1' });
      const data = JSON.parse(/id="wl-boot">(.*?)<\/script>/s.exec(res.body)?.[1] ?? 'null');
      expect(data.status.status).toBe(2);
      expect(data.announcements).toBeUndefined();
      expect(res.body).not.toContain('boot-shell');
    } finally {
      await web.app.deps.brands.update('aurora', { blockedIps: [] });
    }
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await web.app.inject({ url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await web.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('sends the pre-compressed copy the browser accepts', async () => {
    const br = await web.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await web.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
    const plain = await web.app.inject({ url: '/assets/main-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('keeps API paths out of the history fallback', async () => {
    const res = await web.app.inject({ url: '/wps/unknown', headers: host });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect((await web.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
