import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { helpArticles, memberMessages } from '../../db/schema.js';
import { seed } from '../../db/seed.js';
import { createMember, nextIp, tokenFor } from '../../test/accounts.js';
import { PNG_SIGNATURE } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);
const get = (url: string, host = 'localhost', auth?: string) =>
  t.app.inject({ url, headers: { host, ...(auth ? { authorization: `Bearer ${auth}` } : {}) } });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('announcements (spec 7 MCSFE_getListAnnouncements)', () => {
  it('answers banners, player notices, popups and promotions of the brand', async () => {
    const v = (await get('/wps/relay/MCSFE_getListAnnouncements')).json().value;
    expect(v.banners.filter((b: { groupName: string }) => b.groupName === 'w_home')).toHaveLength(3);
    expect(v.banners[0]).toMatchObject({
      groupName: 'w_home',
      url: '/content/home-1.svg',
      linkageType: 'promotion',
      target: 'WELCOME',
    });
    expect(v.banners.map((b: { groupName: string }) => b.groupName)).toEqual(
      expect.arrayContaining(['w_login', 'w_register', 'w_forget']),
    );
    expect(v.player.length).toBeGreaterThanOrEqual(5);
    expect(v.popup.map((p: { execution: string }) => p.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(v.promotion[0]).toMatchObject({ promotionType: 'WELCOME' });
  });

  it('filters popups by execution and types, and serves a language its own rows', async () => {
    const anonymous = (await get('/wps/relay/MCSFE_getListAnnouncements?execution=B')).json().value.popup;
    expect(anonymous.map((p: { title: string }) => p.title)).toEqual(['Welcome!']);
    const onlyNotices = (await get('/wps/relay/MCSFE_getListAnnouncements?types=PL')).json().value;
    expect(onlyNotices.banners).toEqual([]);
    expect(onlyNotices.popup).toEqual([]);
    const bn = (await get('/wps/relay/MCSFE_getListAnnouncements?types=PL&language=BN', 'bengal.localhost')).json()
      .value.player;
    expect(bn.map((p: { title: string }) => p.title)).toContain('নতুন: যাচাইযোগ্য ন্যায্য গেম');
  });

  it('stores operator notices clean, and takes them down', async () => {
    const added = (await admin(
      'notice',
      'add',
      'aurora',
      '--type',
      'PU',
      '--execution',
      'A',
      '--title',
      'Hi',
      '--html',
      '<p onclick="steal()">Hello<script>alert(1)</script> <a href="javascript:x">x</a></p>',
    )) as { id: number; content: string };
    expect(added.content).toBe('<p>Hello <a target="_blank" rel="noopener noreferrer">x</a></p>');
    const popups = (await get('/wps/relay/MCSFE_getListAnnouncements?execution=A')).json().value.popup;
    expect(popups.map((p: { id: number }) => p.id)).toContain(added.id);
    await admin('content', 'off', 'aurora', 'notice', String(added.id));
    const after = (await get('/wps/relay/MCSFE_getListAnnouncements?execution=A')).json().value.popup;
    expect(after.map((p: { id: number }) => p.id)).not.toContain(added.id);
    await expect(admin('notice', 'add', 'aurora', '--type', 'XX', '--title', 'a', '--html', 'b')).rejects.toThrow(
      '--type',
    );
  });
});

describe('help centre and unread count', () => {
  it('lists help articles with their anchors', async () => {
    const v = (await get('/wps/system/helpCenter?lang=EN&device=WEB')).json().value;
    expect(v.map((a: { anchor: string }) => a.anchor)).toEqual([
      'about',
      'faq',
      'terms',
      'privacy',
      'responsible',
      'contact',
    ]);
  });

  type Article = { id: number; anchor: string; title: string; content: string };
  const articles = async (query: string, host = 'localhost'): Promise<Article[]> =>
    (await get(`/wps/system/helpCenter?device=WEB${query}`, host)).json().value;

  it('serves one content section a call; the help centre (no section) has none of the other pages', async () => {
    const help = await articles('&lang=EN');
    expect(await articles('&lang=EN&section=help')).toEqual(help);
    const sponsor = await articles('&lang=EN&section=sponsor');
    expect(sponsor.map((a) => a.anchor)).toEqual(['football', 'esports', 'charity']);
    expect(sponsor[0]?.content).toContain('<h3>');
    expect(sponsor[0]?.content).toContain('<li>');
    const helpIds = new Set(help.map((a) => a.id));
    expect(sponsor.filter((a) => helpIds.has(a.id))).toEqual([]);
    const description = await articles('&lang=EN&section=description');
    expect(description.map((a) => a.anchor)).toEqual(['about', 'licence', 'responsible', 'payments']);
    expect(description.find((a) => a.anchor === 'licence')?.content).toContain('provably fair');
  });

  it('gives the download page its iOS and Android install guides as numbered steps', async () => {
    const guides = await articles('&lang=EN&section=download');
    expect(guides.map((a) => a.anchor)).toEqual(['ios', 'android']);
    for (const guide of guides) expect(guide.content).toMatch(/<ol>[\s\S]*<li>[\s\S]*<\/ol>/);
    expect(guides[1]?.content).toContain('Allow from this source');
    expect(guides[0]?.content).toContain('Trust');
  });

  it("falls back to the brand's default language when a language has no articles of the section", async () => {
    const enTitles = (await articles('&lang=EN&section=download')).map((a) => a.title);
    expect((await articles('&lang=JA&section=download')).map((a) => a.title)).toEqual(enTitles);
    const bn = await articles('&lang=BN&section=download', 'bengal.localhost');
    expect(bn.map((a) => a.anchor)).toEqual(['ios', 'android']);
    expect(bn[1]?.title).toBe('অ্যান্ড্রয়েডে ইনস্টল');
    const bengalEn = await articles('&lang=EN&section=download', 'bengal.localhost');
    expect(bengalEn[1]?.title).toBe('Install on Android');
    expect(bengalEn[1]?.content).toContain('Bengal Star');
    // Bengal speaks BN and EN only: anything else, or no language at all, reads its default (BN).
    expect(await articles('&lang=JA&section=download', 'bengal.localhost')).toEqual(bn);
    expect(await articles('&section=download', 'bengal.localhost')).toEqual(bn);
    const bnSponsor = await articles('&lang=BN&section=sponsor', 'bengal.localhost');
    expect(bnSponsor.map((a) => a.anchor)).toEqual(['football', 'cricket', 'esports', 'charity']);
  });

  it('refuses a section that does not exist', async () => {
    const res = await get('/wps/system/helpCenter?lang=EN&device=WEB&section=casino');
    expect(res.json()).toMatchObject({ success: false, code: 'invalid_input' });
  });

  it("stores an operator's article clean in the section asked for, and only there", async () => {
    const added = (await admin(
      'help',
      'add',
      'aurora',
      '--section',
      'sponsor',
      '--lang',
      'EN',
      '--anchor',
      'racing',
      '--title',
      'Racing team',
      '--html',
      '<h3>Fast</h3><img src=x onerror="alert(1)"><script>alert(2)</script><p>Our racing team.</p>',
    )) as { id: number; section: string; content: string };
    expect(added.section).toBe('sponsor');
    expect(added.content).toBe('<h3>Fast</h3><img src="x" /><p>Our racing team.</p>');
    expect((await articles('&lang=EN&section=sponsor')).map((a) => a.anchor)).toContain('racing');
    expect((await articles('&lang=EN')).map((a) => a.anchor)).not.toContain('racing');
    const listed = (await admin('content', 'list', 'aurora')) as { help: { anchor: string; section: string }[] };
    expect(listed.help.find((a) => a.anchor === 'racing')?.section).toBe('sponsor');
    expect(listed.help.find((a) => a.anchor === 'faq')?.section).toBe('help');
    await expect(
      admin('help', 'add', 'aurora', '--section', 'casino', '--anchor', 'a', '--title', 't', '--html', 'h'),
    ).rejects.toThrow('--section is help, sponsor, description, download');
  });

  it('seeds the content pages once into a brand that lacks them, and never twice', async () => {
    const { db } = t.app.deps.database;
    const aurora = await t.app.deps.brands.byCode('aurora');
    await db
      .delete(helpArticles)
      .where(and(eq(helpArticles.brandId, aurora?.id ?? 0), eq(helpArticles.section, 'download')));
    expect(await articles('&lang=EN&section=download')).toEqual([]);
    await seed(db);
    await seed(db);
    expect((await articles('&lang=EN&section=download')).map((a) => a.anchor)).toEqual(['ios', 'android']);
    expect((await articles('&lang=EN&section=sponsor')).map((a) => a.anchor)).toEqual([
      'football',
      'esports',
      'charity',
      'racing',
    ]);
  });

  it("counts the member's unread messages", async () => {
    const member = await createMember(t.app, 'aurora', { account: 'reader01' });
    const token = await tokenFor(t.app, member);
    expect((await get('/wps/relay/CSP_unreadCount', 'localhost', token)).json().value).toEqual({ unreadMessage: 0 });
    await t.app.deps.database.db.insert(memberMessages).values([
      { memberId: member.id, title: 'a', content: 'a' },
      { memberId: member.id, title: 'b', content: 'b', readAt: new Date() },
    ]);
    expect((await get('/wps/relay/CSP_unreadCount', 'localhost', token)).json().value).toEqual({ unreadMessage: 1 });
  });
});

describe('feedback (spec 7 PUT /wps/feedback)', () => {
  const put = (payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { host: 'localhost' },
      remoteAddress: nextIp(),
      payload,
    });
  const png = `data:image/png;base64,${Buffer.concat([PNG_SIGNATURE, Buffer.alloc(100)]).toString('base64')}`;

  it('stores the message and its images for the operators', async () => {
    const res = await put({ content: 'The slot is great', images: [png] });
    expect(res.statusCode).toBe(200);
    const list = (await admin('feedback', 'list', 'aurora')) as { content: string; images: number }[];
    expect(list[0]).toMatchObject({ content: 'The slot is great', images: 1 });
  });

  it('refuses empty or long text, a fourth image, and files that are not png or jpg', async () => {
    expect((await put({ content: '' })).json().code).toBe('invalid_input');
    expect((await put({ content: 'x'.repeat(141) })).json().code).toBe('invalid_input');
    expect((await put({ content: 'ok', images: [png, png, png, png] })).json().code).toBe('invalid_input');
    const gif = `data:image/png;base64,${Buffer.from('GIF89a fake').toString('base64')}`;
    expect((await put({ content: 'ok', images: [gif] })).json()).toMatchObject({
      code: 'invalid_input',
      details: [{ path: 'images' }],
    });
    const big = `data:image/png;base64,${Buffer.concat([PNG_SIGNATURE, Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}`;
    expect((await put({ content: 'ok', images: [big] })).json().code).toBe('invalid_input');
  });
});
