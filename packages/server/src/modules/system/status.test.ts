import { WHITELABEL_FLAGS } from '@wl/contract/whitelabel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);
const status = (headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'localhost', ...headers }, remoteAddress });

beforeAll(async () => {
  t = await createTestApp({ trustProxy: true, geoCountryHeader: 'cf-ipcountry' });
});
afterAll(() => t.close());

describe('GET /wps/system/status (spec 3 permission/config, spec 4 startup)', () => {
  it('answers status 0 with every info field for a known host', async () => {
    const res = await status();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const v = body.value;
    expect(v).toMatchObject({
      status: 0,
      maintenance: false,
      regionRestriction: false,
      maintenanceEnd: null,
      currencySymbol: '$',
      location: { ip: '203.0.113.7', country: null },
    });
    expect(v.info).toMatchObject({
      merchantCode: 'aurora',
      siteType: 'member',
      defaultLanguage: 'EN',
      mainDomain: 'aurora-play.example',
      analytics: { gtagId: null },
      agentTypes: [1, 2, 41, 42],
      trialTypes: [4],
    });
    expect(v.info.languages).toHaveLength(22);
    expect(Object.keys(v.info.whitelabelVal).sort()).toEqual([...WHITELABEL_FLAGS].sort());
    expect(v.info.domainRoute).toContainEqual({ domain: 'localhost', siteType: 'member', isMain: false });
    expect(v.info.resources.map((r: { resourceType: string }) => r.resourceType)).toContain('FACEBOOK');
    expect(v.info.register.find((r: { field: string }) => r.field === 'username')).toMatchObject({ required: true });
    expect(v.info.imageCDNs.length).toBeGreaterThan(0);
    expect(v.info.launchGameCDNs.length).toBeGreaterThan(0);
    expect(v.info.publicKey).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc' });
    expect(v.info.publicKey.kid).toMatch(/^[\w-]{20,}$/);
    expect(v.info.publicKey).not.toHaveProperty('d');
  });

  it('resolves the second brand from its host, with BN default and BN+EN', async () => {
    const v = (await status({ host: 'bengal.localhost:8080' })).json().value;
    expect(v.info).toMatchObject({ merchantCode: 'bengal', defaultLanguage: 'BN', languages: ['BN', 'EN'] });
    expect(v.currencySymbol).toBe('৳');
    expect(v.info.whitelabelVal.FREEPLAY3).toBe(false);
  });

  it('resolves the brand from a Merchant header and marks agent sites', async () => {
    expect((await status({ host: 'unknown.test', merchant: 'bengal' })).json().value.info.merchantCode).toBe('bengal');
    expect((await status({ host: 'agent.localhost' })).json().value.info.siteType).toBe('agent');
  });

  it('refuses an unknown host or merchant with invalid_url', async () => {
    const res = await status({ host: 'unknown.test' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      code: 'invalid_url',
      message: 'Invalid URL, please contact customer service',
    });
    expect((await status({ merchant: 'nope' })).json().code).toBe('invalid_url');
  });

  it('answers 1 during a maintenance window with its end, and 0 once it is over', async () => {
    await admin('maintenance', 'set', 'aurora', '--minutes', '30');
    const v = (await status()).json().value;
    expect(v).toMatchObject({ status: 1, maintenance: true, maintenanceEnd: '2026-06-01T12:30:00.000Z' });
    // Other calls are closed meanwhile; the status, domain and whitelabel calls stay open.
    const blocked = await t.app.inject({ url: '/wps/system/setting/register', headers: { host: 'localhost' } });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json().code).toBe('maintenance');
    expect((await t.app.inject({ url: '/wps/system/domainRoute', headers: { host: 'localhost' } })).statusCode).toBe(
      200,
    );
    // Another brand is not affected.
    expect((await status({ host: 'bengal.localhost' })).json().value.status).toBe(0);
    t.clock.advance(31 * 60_000);
    expect((await status()).json().value).toMatchObject({ status: 0, maintenanceEnd: null });
  });

  it('answers 1 with no end for an open-ended window, until cleared', async () => {
    await admin('maintenance', 'set', 'aurora');
    expect((await status()).json().value).toMatchObject({ status: 1, maintenanceEnd: null });
    await admin('maintenance', 'clear', 'aurora');
    expect((await status()).json().value.status).toBe(0);
  });

  it('answers 2 for a blocked IP or CIDR range, with the visitor IP', async () => {
    await admin('region', 'set', 'aurora', '--ips', '198.51.100.0/24,2001:db8::1');
    expect((await status({}, '198.51.100.23')).json().value).toMatchObject({
      status: 2,
      regionRestriction: true,
      location: { ip: '198.51.100.23' },
    });
    expect((await status({}, '::ffff:198.51.100.9')).json().value.status).toBe(2);
    expect((await status({}, '2001:db8::1')).json().value.status).toBe(2);
    expect((await status({}, '198.51.101.1')).json().value.status).toBe(0);
    const res = await t.app.inject({
      url: '/wps/system/setting/register',
      headers: { host: 'localhost' },
      remoteAddress: '198.51.100.23',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('region_blocked');
  });

  it('answers 2 for a blocked country from the trusted geo header, and the client IP from X-Forwarded-For', async () => {
    await admin('region', 'set', 'aurora', '--countries', 'us,gb');
    const v = (await status({ 'cf-ipcountry': 'GB', 'x-forwarded-for': '192.0.2.44' })).json().value;
    expect(v).toMatchObject({ status: 2, location: { ip: '192.0.2.44', country: 'GB' } });
    expect((await status({ 'cf-ipcountry': 'BD' })).json().value.status).toBe(0);
  });

  it('lets maintenance win over region restriction', async () => {
    await admin('maintenance', 'set', 'aurora', '--minutes', '5');
    const v = (await status({ 'cf-ipcountry': 'US' })).json().value;
    expect(v).toMatchObject({ status: 1, maintenance: true, regionRestriction: true });
    await admin('maintenance', 'clear', 'aurora');
    await admin('region', 'clear', 'aurora');
    expect((await status({ 'cf-ipcountry': 'US' })).json().value.status).toBe(0);
  });
});

describe('domain routes and whitelabel calls', () => {
  it('lists the brand domains', async () => {
    const res = await t.app.inject({ url: '/wps/system/domainRoute', headers: { host: 'bengal.localhost' } });
    expect(res.json().value).toEqual([
      { domain: 'bengal.localhost', siteType: 'member', isMain: false },
      { domain: 'bengal-star.example', siteType: 'member', isMain: true },
      { domain: 'agent.bengal.localhost', siteType: 'agent', isMain: false },
    ]);
  });

  it('answers the whitelabel flags and languages of the brand', async () => {
    const v = (await t.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'bengal.localhost' } })).json()
      .value;
    expect(v.defaultLanguage).toBe('BN');
    expect(v.languages).toEqual(['BN', 'EN']);
    expect(v.whitelabelVal).toMatchObject({ MOBILEVERCODELOGIN3: true, FREEPLAY3: false, AGENTPOLICY3: false });
    expect(v.promotions).toEqual([{ type: 'REFERRAL', enabled: false }]);
  });
});
