import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { memberMessages } from '../../db/schema.js';
import { createMember, nextIp, tokenFor } from '../../test/accounts.js';
import { PNG_SIGNATURE } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const admin = (...argv: string[]) =>
  runAdminCommand(
    {
      brands: t.app.deps.brands,
      db: t.app.deps.database.db,
      now: () => t.clock.now(),
    },
    argv,
  );
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
