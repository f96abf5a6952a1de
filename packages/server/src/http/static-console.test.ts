import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';
import { registerSecurity } from './security.js';
import { registerStaticConsole } from './static-console.js';

let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'wl-console-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  await registerSecurity(app);
  // Stand-ins for the operator API and the player site, registered first as in app.ts: the console's headers
  // replace the site's on the one and leave the other alone.
  app.get('/console/api/auth/me', async () => ({ success: true, value: null }));
  app.get('/wps/system/status', async () => ({ success: true, value: null }));
  expect(await registerStaticConsole(app, dist)).toBe(true);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the operator console under /console', () => {
  it('answers its client routes with index.html, not cached, under the console CSP', async () => {
    for (const url of ['/console', '/console/', '/console/login', '/console/members/12?tab=bets']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>console</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data:;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('https:');
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves hashed assets for a year; a missing asset or API path is a 404, never the page', async () => {
    const asset = await app.inject({ url: '/console/assets/index-abc123.js' });
    expect(asset.statusCode, asset.body).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/console/assets/gone-123.js', '/console/api/nothing-here']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
  });

  it("gives the console's API its CSP and leaves the player site's alone", async () => {
    const api = await app.inject({ url: '/console/api/auth/me' });
    expect(api.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const site = await app.inject({ url: '/wps/system/status' });
    expect(site.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(site.headers['content-security-policy']).toContain('https:');
  });

  it('does nothing when the console is not built', async () => {
    const bare = Fastify({ logger: false });
    expect(await registerStaticConsole(bare, path.join(dist, 'missing'))).toBe(false);
    await bare.ready();
    expect((await bare.inject({ url: '/console/' })).statusCode).toBe(404);
    await bare.close();
  });
});
