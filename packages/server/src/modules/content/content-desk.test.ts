import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { auditRows as auditOf } from '../../test/audit-rows.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The content desk of the console: notices, banners and articles, sanitised and audited. */
let t: TestApp;
let editor = '';
beforeAll(async () => {
  t = await createTestApp();
  editor = (await tokenOfRole(t.app, 'content', ['aurora'])).token;
});
afterAll(() => t.close());

const post = (path: string, payload: Record<string, unknown>, token = editor) =>
  callOperator(t.app, 'POST', `/console/api/content/${path}`, token, payload);
const get = (path: string, query: Record<string, unknown>, token = editor) =>
  callOperator(t.app, 'GET', `/console/api/content/${path}`, token, query);
const home = async (query = '') =>
  (await t.app.inject({ url: `/wps/relay/MCSFE_getListAnnouncements${query}`, headers: { host: 'localhost' } })).json()
    .value;
const articles = async (section: string) =>
  (
    await t.app.inject({
      url: `/wps/system/helpCenter?device=WEB&lang=EN&section=${section}`,
      headers: { host: 'localhost' },
    })
  ).json().value as { anchor: string; content: string }[];

const auditRows = (action: string) => auditOf(t.app, action);

const DIRTY =
  '<p onclick="steal()">News<script>alert(1)</script> <img src="x" onerror="alert(2)"> <a href="javascript:x">x</a></p>';
const CLEAN = '<p>News <img src="x" /> <a target="_blank" rel="noopener noreferrer">x</a></p>';

const notice = {
  brand: 'aurora',
  language: null,
  type: 'PL',
  execution: null,
  title: 'Desk notice',
  html: DIRTY,
  promotionType: null,
  enabled: true,
};

describe('content desk', () => {
  it('publishes a notice sanitised on save, shown on the player site at once, with its audit row', async () => {
    const res = await post('notices/save', notice);
    expect(res.statusCode).toBe(200);
    const saved = res.json().value;
    expect(saved).toMatchObject({ brand: 'aurora', type: 'PL', title: 'Desk notice', html: CLEAN, enabled: true });
    expect(saved.html).not.toMatch(/script|onerror|onclick|javascript/);
    const player = (await home()).player as { id: number; content: string }[];
    expect(player.find((p) => p.id === saved.id)?.content).toBe(CLEAN);
    const [row] = await auditRows('noticeSave');
    expect(row).toMatchObject({ target_type: 'notice', target_id: String(saved.id), before: null });
    expect(row?.after).toMatchObject({ content: CLEAN });
  });

  it('edits a notice (before and after in the audit row), switches it off and deletes it', async () => {
    const { id } = (await post('notices/save', { ...notice, title: 'To edit', html: '<b>one</b>' })).json().value;
    const edited = await post('notices/save', {
      ...notice,
      id,
      title: 'Edited',
      html: '<b>two</b><svg onload="x()"></svg>',
    });
    expect(edited.json().value).toMatchObject({ id, title: 'Edited', html: '<b>two</b>' });
    const rows = await auditRows('noticeSave');
    expect(rows.at(-1)).toMatchObject({ before: { title: 'To edit', content: '<b>one</b>' } });
    expect(rows.at(-1)?.after).toMatchObject({ title: 'Edited', content: '<b>two</b>' });

    const off = await post('state', { brand: 'aurora', kind: 'notice', id, enabled: false });
    expect(off.json().value).toEqual({ kind: 'notice', id, enabled: false, sort: 0 });
    expect(((await home()).player as { id: number }[]).map((p) => p.id)).not.toContain(id);
    expect((await auditRows('contentSetState')).at(-1)).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });

    expect((await post('delete', { brand: 'aurora', kind: 'notice', id })).json().value).toEqual({
      kind: 'notice',
      id,
    });
    expect((await auditRows('contentDelete')).at(-1)).toMatchObject({ target_id: String(id), after: null });
    const list = (await get('notices', { brand: 'aurora', pageSize: 100 })).json().value;
    expect(list.content.map((n: { id: number }) => n.id)).not.toContain(id);
  });

  it('lists, pages and filters on the server', async () => {
    const page = (await get('notices', { brand: 'aurora', type: 'PU', pageSize: 2 })).json().value;
    expect(page.content).toHaveLength(2);
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.content.every((n: { type: string }) => n.type === 'PU')).toBe(true);
    const popupsB = (await get('notices', { brand: 'aurora', type: 'PU', execution: 'B' })).json().value;
    expect(popupsB.content.map((n: { title: string }) => n.title)).toEqual(['Welcome!']);
    const banners = (await get('banners', { brand: 'aurora', group: 'w_home' })).json().value;
    expect(banners.total).toBe(3);
    const sponsor = (await get('articles', { brand: 'aurora', section: 'sponsor', language: 'EN' })).json().value;
    expect(sponsor.content.map((a: { anchor: string }) => a.anchor)).toEqual(['football', 'esports', 'charity']);
  });

  it('saves articles clean after their section, reorders and switches them off on the player site', async () => {
    const res = await post('articles/save', {
      brand: 'aurora',
      language: 'EN',
      section: 'sponsor',
      anchor: 'sailing',
      title: 'Sailing',
      html: '<h3>Sail</h3><img src=x onerror="alert(1)"><script>alert(2)</script>',
      enabled: true,
    });
    const article = res.json().value;
    expect(article).toMatchObject({ anchor: 'sailing', html: '<h3>Sail</h3><img src="x" />' });
    expect((await articles('sponsor')).map((a) => a.anchor)).toEqual(['football', 'esports', 'charity', 'sailing']);
    const list = (await get('articles', { brand: 'aurora', section: 'sponsor', language: 'EN' })).json().value;
    const football = list.content.find((a: { anchor: string }) => a.anchor === 'football');
    expect((await post('state', { brand: 'aurora', kind: 'article', id: football.id, sort: 10 })).statusCode).toBe(200);
    expect((await articles('sponsor')).map((a) => a.anchor)).toEqual(['esports', 'charity', 'sailing', 'football']);
    await post('state', { brand: 'aurora', kind: 'article', id: article.id, enabled: false });
    expect((await articles('sponsor')).map((a) => a.anchor)).not.toContain('sailing');
  });

  it('saves banners with their linkage', async () => {
    const res = await post('banners/save', {
      brand: 'aurora',
      language: 'EN',
      group: 'w_login',
      imageUrl: 'https://cdn.example.com/b.png',
      linkType: 'url',
      target: 'https://example.com',
      enabled: true,
      sort: 9,
    });
    expect(res.json().value).toMatchObject({ group: 'w_login', linkType: 'url', sort: 9, enabled: true });
    const bad = await post('banners/save', { ...res.json().value, id: undefined, imageUrl: 'javascript:alert(1)' });
    expect(bad.json().code).toBe('invalid_input');
  });

  it('previews the HTML exactly as a save would store it, storing nothing', async () => {
    const before = (await auditRows('noticeSave')).length;
    const res = await post('preview', { html: DIRTY });
    expect(res.json().value).toEqual({ html: CLEAN });
    expect(await auditRows('noticeSave')).toHaveLength(before);
  });

  it('refuses what fails and leaves no audit row for it', async () => {
    const before = (await auditRows('noticeSave')).length;
    const res = await post('notices/save', { ...notice, id: 999_999 });
    expect(res.json().code).toBe('not_found');
    expect(await auditRows('noticeSave')).toHaveLength(before);
  });

  it('refuses a role without content.manage and an operator of another brand', async () => {
    const support = (await tokenOfRole(t.app, 'support')).token;
    expect((await post('notices/save', notice, support)).json().code).toBe('forbidden');
    const bengalEditor = (await tokenOfRole(t.app, 'content', ['bengal'])).token;
    expect((await post('notices/save', notice, bengalEditor)).json().code).toBe('forbidden');
    expect((await get('notices', { brand: 'aurora' }, bengalEditor)).json().code).toBe('forbidden');
    const { id } = (await post('notices/save', notice)).json().value;
    expect((await post('delete', { brand: 'bengal', kind: 'notice', id }, bengalEditor)).json().code).toBe('not_found');
  });

  it('is the service the command line calls: same sanitising, audited as the command line', async () => {
    const added = (await runAdminCommand({ root: t.app.services }, [
      'notice',
      'add',
      'aurora',
      '--type',
      'H',
      '--title',
      'CLI',
      '--html',
      DIRTY,
    ])) as { id: number; content: string };
    expect(added.content).toBe(CLEAN);
    const [row] = await auditRows('cli:notice add');
    expect(row).toMatchObject({ target_id: String(added.id), before: null });
    expect(String(row?.actor)).toMatch(/^cli:/);
  });
});
