import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The brands desk of the console: list, the brand page, and its audited, validated changes. */
let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = (await tokenOfRole(t.app, 'admin')).token;
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, unknown>, token = admin) =>
  callOperator(t.app, 'GET', url, token, query);
const post = (what: string, payload: Record<string, unknown>, token = admin) =>
  callOperator(t.app, 'POST', `/console/api/brands/${what}`, token, payload);
const status = async (host = 'bengal.localhost') =>
  (await t.app.inject({ url: '/wps/system/status', headers: { host } })).json().value;

async function auditRows(action: string) {
  const result = await t.app.deps.database.db.execute(
    sql`select actor, target_type, target_id, before, after from audit_log where action = ${action} order by id`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

describe('brands desk', () => {
  it("lists the brands of the operator's scope, filtered on the server", async () => {
    const codes = async (query: Record<string, unknown>, token = admin) =>
      (await get('/console/api/brands', query, token)).json().value.content.map((b: { code: string }) => b.code);
    expect(await codes({})).toEqual(['aurora', 'bengal']);
    expect(await codes({ search: 'beng' })).toEqual(['bengal']);
    const scoped = (await tokenOfRole(t.app, 'content', ['bengal'])).token;
    expect(await codes({}, scoped)).toEqual(['bengal']);
    const res = await get('/console/api/brands', { pageSize: 1, pageNo: 2 });
    expect(res.json().value).toMatchObject({ total: 2, totalPages: 2, content: [{ code: 'bengal' }] });
  });

  it('shows a brand page and refuses a brand outside the scope', async () => {
    const res = await get('/console/api/brands/detail', { brand: 'bengal' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      code: 'bengal',
      maintenance: false,
      domains: expect.arrayContaining([{ domain: 'bengal.localhost', siteType: 'member', isMain: false }]),
      approvalThreshold: 1000,
    });
    const scoped = (await tokenOfRole(t.app, 'admin', ['aurora'])).token;
    expect((await get('/console/api/brands/detail', { brand: 'bengal' }, scoped)).statusCode).toBe(403);
    expect((await post('maintenance', { brand: 'bengal', on: true }, scoped)).json().code).toBe('forbidden');
    expect((await get('/console/api/brands/detail', { brand: 'nope' })).json().code).toBe('not_found');
  });

  it('needs brands.manage to change a brand (content reads only)', async () => {
    const content = (await tokenOfRole(t.app, 'content')).token;
    expect((await get('/console/api/brands/detail', { brand: 'bengal' }, content)).statusCode).toBe(200);
    expect((await post('maintenance', { brand: 'bengal', on: true }, content)).statusCode).toBe(403);
  });

  it('puts the brand in maintenance and out of it, seen at once by the player site despite the brand cache', async () => {
    expect((await status()).status).toBe(0);
    const on = await post('maintenance', { brand: 'bengal', on: true, until: '2026-06-01T14:00:00Z' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().value).toMatchObject({ maintenance: true, maintenanceUntil: '2026-06-01T14:00:00.000Z' });
    expect(await status()).toMatchObject({ status: 1, maintenance: true, maintenanceEnd: '2026-06-01T14:00:00.000Z' });
    const closed = await t.app.inject({ url: '/wps/system/setting/register', headers: { host: 'bengal.localhost' } });
    expect(closed.statusCode).toBe(503);
    expect((await status('localhost')).status).toBe(0);
    const off = await post('maintenance', { brand: 'bengal', on: false });
    expect(off.json().value).toMatchObject({ maintenance: false, maintenanceFrom: null, maintenanceUntil: null });
    expect((await status()).status).toBe(0);
    const rows = await auditRows('brandMaintenance');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      target_type: 'brand',
      target_id: 'bengal',
      before: { maintenanceFrom: null, maintenanceUntil: null },
      after: { maintenanceFrom: '2026-06-01T12:00:00.000Z', maintenanceUntil: '2026-06-01T14:00:00.000Z' },
    });
  });

  it('refuses a window that ends before it starts, and writes no audit row', async () => {
    const before = (await auditRows('brandMaintenance')).length;
    const bad = await post('maintenance', {
      brand: 'bengal',
      on: true,
      from: '2026-06-01T15:00:00Z',
      until: '2026-06-01T14:00:00Z',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
    const past = await post('maintenance', { brand: 'bengal', on: true, until: '2026-06-01T11:00:00Z' });
    expect(past.json().code).toBe('invalid_input');
    expect(await auditRows('brandMaintenance')).toHaveLength(before);
  });

  it('replaces the region block lists, validated (IPs, CIDR ranges, ISO countries)', async () => {
    for (const payload of [
      { blockedIps: ['999.1.1.1'], blockedCountries: [] },
      { blockedIps: ['10.0.0.0/33'], blockedCountries: [] },
      { blockedIps: [], blockedCountries: ['USA'] },
      { blockedIps: [], blockedCountries: ['XX'] },
    ]) {
      expect((await post('region', { brand: 'bengal', ...payload })).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await post('region', {
      brand: 'bengal',
      blockedIps: ['198.51.100.0/24', '2001:db8::1'],
      blockedCountries: ['us', 'GB'],
    });
    expect(res.json().value).toMatchObject({
      blockedIps: ['198.51.100.0/24', '2001:db8::1'],
      blockedCountries: ['US', 'GB'],
    });
    const blocked = await t.app.inject({
      url: '/wps/system/status',
      headers: { host: 'bengal.localhost' },
      remoteAddress: '198.51.100.7',
    });
    expect(blocked.json().value.status).toBe(2);
    expect(await auditRows('brandRegion')).toEqual([
      expect.objectContaining({
        before: { blockedIps: [], blockedCountries: [] },
        after: { blockedIps: ['198.51.100.0/24', '2001:db8::1'], blockedCountries: ['US', 'GB'] },
      }),
    ]);
    await post('region', { brand: 'bengal', blockedIps: [], blockedCountries: [] });
  });

  it('changes flags, languages, threshold and demo balance', async () => {
    const res = await post('settings', {
      brand: 'bengal',
      whitelabel: { FREEPLAY3: false },
      approvalThreshold: 250.5,
      demoBalance: 500,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({ approvalThreshold: 250.5, demoBalance: 500 });
    expect(res.json().value.whitelabel.FREEPLAY3).toBe(false);
    expect((await status()).info.whitelabelVal.FREEPLAY3).toBe(false);
    const [row] = await auditRows('brandSettings');
    expect(row?.before).toMatchObject({ approvalThreshold: 10_000_000, demoBalance: 20_000_000 });
    expect(row?.after).toMatchObject({ approvalThreshold: 2_505_000, demoBalance: 5_000_000 });
    const lang = await post('settings', { brand: 'bengal', languages: ['EN'], defaultLanguage: 'CN' });
    expect(lang.json().code).toBe('invalid_input');
  });

  it('sets the time zone and social sign-in ids, refusing a zone or an id that is not one', async () => {
    expect((await post('settings', { brand: 'bengal', timeZone: 'Mars/Olympus' })).json().code).toBe('invalid_input');
    expect((await post('settings', { brand: 'bengal', social: { googleClientId: 'a b' } })).statusCode).toBe(400);
    const res = await post('settings', {
      brand: 'bengal',
      timeZone: 'Asia/Kolkata',
      social: { googleClientId: '123-abc.apps.googleusercontent.com', facebookAppId: null },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toMatchObject({
      timeZone: 'Asia/Kolkata',
      social: { googleClientId: '123-abc.apps.googleusercontent.com', facebookAppId: null },
    });
    const row = (await auditRows('brandSettings')).at(-1);
    expect(row?.before).toMatchObject({ timeZone: 'Asia/Dhaka' });
    expect(row?.after).toMatchObject({ timeZone: 'Asia/Kolkata' });
  });

  it('replaces domain routes: hostnames, one main member domain, none of another brand', async () => {
    const current = (await get('/console/api/brands/detail', { brand: 'bengal' })).json().value.domains;
    const bad = [
      [{ domain: 'not a host', siteType: 'member', isMain: true }],
      [{ domain: 'b.example', siteType: 'member', isMain: false }],
      [{ domain: 'aurora-play.example', siteType: 'member', isMain: true }],
    ];
    for (const domains of bad) {
      expect((await post('domains', { brand: 'bengal', domains })).statusCode, JSON.stringify(domains)).toBe(400);
    }
    const next = [...current, { domain: 'new.bengal.localhost', siteType: 'member', isMain: false }];
    const res = await post('domains', { brand: 'bengal', domains: next });
    expect(res.json().value.domains).toEqual(next);
    expect((await status('new.bengal.localhost')).info.merchantCode).toBe('bengal');
    const [row] = await auditRows('brandDomains');
    expect(row?.after).toMatchObject({ domains: next });
  });

  it('replaces resources and customer service; refuses javascript: links', async () => {
    const bad = await post('links', {
      brand: 'bengal',
      resources: [{ resourceType: 'FACEBOOK', labelNameEn: 'Facebook', url: 'javascript:alert(1)' }],
      customerService: [],
    });
    expect(bad.statusCode).toBe(400);
    const res = await post('links', {
      brand: 'bengal',
      resources: [{ resourceType: 'youtube', labelNameEn: 'YouTube', url: 'https://youtube.com/@b' }],
      customerService: [{ title: 'Chat', type: 'TELEGRAM', url: 'tg://resolve?domain=b' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await status()).info.resources).toEqual([
      { resourceType: 'YOUTUBE', labelNameEn: 'YouTube', url: 'https://youtube.com/@b' },
    ]);
  });

  it('the command line changes a brand through the same service: validated and audited', async () => {
    const ctx = { root: t.app.services };
    await runAdminCommand(ctx, ['maintenance', 'set', 'aurora', '--minutes', '10']);
    const rows = await auditRows('brandMaintenance');
    expect(rows.at(-1)).toMatchObject({ actor: expect.stringMatching(/^cli:/), target_id: 'aurora' });
    await runAdminCommand(ctx, ['maintenance', 'clear', 'aurora']);
  });
});
