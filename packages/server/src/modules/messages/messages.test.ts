import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callEncrypted, captchaCookie, createMember, nextIp, tokenFor } from '../../test/accounts.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The member centre's inbox (spec 2 messageV2): system, personal and broadcast messages. */
let t: TestApp;
let support = '';

const get = (url: string, token: string, host = 'localhost') =>
  t.app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${token}` }, remoteAddress: nextIp() });
const post = (url: string, token: string, payload: object = {}, host = 'localhost') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { host, authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
    payload,
  });
const inbox = async (token: string, query = '', host = 'localhost') =>
  (await get(`/wps/member/messages${query}`, token, host)).json().value;
const unread = async (token: string, host = 'localhost') =>
  (await get('/wps/relay/CSP_unreadCount', token, host)).json().value.unreadMessage;
const sendPersonal = (memberId: number, title: string, body = 'Hello there', token = support) =>
  callOperator(t.app, 'POST', '/console/api/messages/personal', token, { memberId, title, body });
const broadcast = (payload: Record<string, unknown>, token = support) =>
  callOperator(t.app, 'POST', '/console/api/messages/broadcasts', token, { body: 'To all', ...payload });

async function loginFrom(account: string, password: string, ip: string): Promise<string> {
  const cookie = await captchaCookie(t.app);
  const res = await callEncrypted(
    t.app,
    'POST',
    '/wps/session/login',
    { username: account, password, captcha: 'ABCD' },
    { cookie },
    ip,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token;
}

beforeAll(async () => {
  t = await createTestApp();
  support = (await tokenOfRole(t.app, 'support')).token;
});
afterAll(() => t.close());

describe('system messages', () => {
  it('tells of a password change and of a login from a new IP, by category and params, never by text', async () => {
    await createMember(t.app, 'aurora', { account: 'sys00001', password: 'secret123' });
    const first = await loginFrom('sys00001', 'secret123', '198.51.100.1');
    // The first login, and a login from a known IP, leave nothing.
    await loginFrom('sys00001', 'secret123', '198.51.100.1');
    expect(await unread(first)).toBe(0);
    const second = await loginFrom('sys00001', 'secret123', '198.51.100.2');
    const changed = await callEncrypted(
      t.app,
      'POST',
      '/wps/member/password',
      { oldPassword: 'secret123', newPassword: 'secret456', confirmNewPassword: 'secret456' },
      { authorization: `Bearer ${second}` },
      '198.51.100.2',
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const page = await inbox(second);
    expect(page).toMatchObject({ total: 2, unread: 2, pageNum: 1, totalPages: 1 });
    expect(page.content).toEqual([
      expect.objectContaining({
        kind: 'system',
        category: 'password_changed',
        params: { ip: '198.51.100.2' },
        title: '',
        body: '',
        read: false,
      }),
      expect.objectContaining({ kind: 'system', category: 'new_device', params: { ip: '198.51.100.2' } }),
    ]);
    expect(await unread(second)).toBe(2);
  });
});

describe('the inbox', () => {
  let alice = { id: 0, token: '' };
  let bob = { id: 0, token: '' };

  beforeAll(async () => {
    const a = await createMember(t.app, 'aurora', { account: 'alice001' });
    const b = await createMember(t.app, 'aurora', { account: 'bobby001' });
    alice = { id: a.id, token: await tokenFor(t.app, a) };
    bob = { id: b.id, token: await tokenFor(t.app, b) };
  });

  it('lists personal messages newest first, paged and filtered, and counts the unread', async () => {
    for (const title of ['one', 'two', 'three']) expect((await sendPersonal(alice.id, title)).statusCode).toBe(200);
    const page = await inbox(alice.token, '?pageSize=2');
    expect(page).toMatchObject({ total: 3, unread: 3, totalPages: 2 });
    expect(page.content.map((m: { title: string }) => m.title)).toEqual(['three', 'two']);
    expect(page.content[0]).toMatchObject({ kind: 'personal', category: null, params: null, body: 'Hello there' });
    expect((await inbox(alice.token, '?pageSize=2&pageNo=2')).content.map((m: { title: string }) => m.title)).toEqual([
      'one',
    ]);
    expect((await inbox(alice.token, '?filter=system')).total).toBe(0);
    expect((await inbox(alice.token, '?filter=personal')).total).toBe(3);
    expect(await unread(alice.token)).toBe(3);
    expect((await inbox(bob.token)).total).toBe(0);
  });

  it('opens a message (marking it read), marks all read, deletes its own', async () => {
    const [latest] = (await inbox(alice.token)).content;
    const opened = await post('/wps/member/messages/read', alice.token, { kind: 'personal', id: latest.id });
    expect(opened.json().value).toMatchObject({ id: latest.id, title: 'three', read: true });
    expect(await unread(alice.token)).toBe(2);
    expect((await inbox(alice.token, '?filter=unread')).content.map((m: { title: string }) => m.title)).toEqual([
      'two',
      'one',
    ]);
    const all = await post('/wps/member/messages/read-all', alice.token);
    expect(all.json().value).toEqual({ unreadMessage: 0 });
    expect(await unread(alice.token)).toBe(0);
    const deleted = await post('/wps/member/messages/delete', alice.token, { kind: 'personal', id: latest.id });
    expect(deleted.json().value).toEqual({ unreadMessage: 0 });
    expect((await inbox(alice.token)).content.map((m: { title: string }) => m.title)).toEqual(['two', 'one']);
    // Gone for good: opening or deleting it again is not_found.
    expect((await post('/wps/member/messages/read', alice.token, { kind: 'personal', id: latest.id })).statusCode).toBe(
      404,
    );
  });

  it("never reads nor deletes another member's message: it answers not_found, as a missing one", async () => {
    const [mine] = (await inbox(alice.token)).content;
    for (const path of ['read', 'delete']) {
      const res = await post(`/wps/member/messages/${path}`, bob.token, { kind: 'personal', id: mine.id });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
      // Under another kind, the same id is not hers either.
      expect((await post(`/wps/member/messages/${path}`, bob.token, { kind: 'system', id: mine.id })).statusCode).toBe(
        404,
      );
    }
    expect((await inbox(alice.token)).content[0]).toMatchObject({ id: mine.id, read: true });
  });

  it('refuses visitors and trial members', async () => {
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/wps/member/messages',
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
    const trial = await createMember(t.app, 'aurora', { account: 'guest_msg1', type: 4 });
    const token = await tokenFor(t.app, trial);
    for (const res of [
      await get('/wps/member/messages', token),
      await get('/wps/relay/CSP_unreadCount', token),
      await post('/wps/member/messages/read-all', token),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('in_need_true_account');
    }
  });
});

describe('broadcasts', () => {
  it("reach the brand's members of their audience who joined before, each with their own read and delete", async () => {
    const player = await createMember(t.app, 'aurora', { account: 'bcast001' });
    const agent = await createMember(t.app, 'aurora', { account: 'bcast002', type: 1 });
    const other = await createMember(t.app, 'bengal', { account: 'bcast003' });
    const [p, a, o] = [await tokenFor(t.app, player), await tokenFor(t.app, agent), await tokenFor(t.app, other)];
    expect((await broadcast({ brand: 'aurora', title: 'Everyone' })).statusCode).toBe(200);
    expect((await broadcast({ brand: 'aurora', title: 'Agents', audience: 'agents' })).statusCode).toBe(200);
    const players = (await broadcast({ brand: 'aurora', title: 'Players', audience: 'members' })).json().value;
    const late = await createMember(t.app, 'aurora', { account: 'bcast004' });
    const lateToken = await tokenFor(t.app, late);

    const titles = async (token: string, host = 'localhost') =>
      (await inbox(token, '?filter=broadcast', host)).content.map((m: { title: string }) => m.title);
    expect(await titles(p)).toEqual(['Players', 'Everyone']);
    expect(await titles(a)).toEqual(['Agents', 'Everyone']);
    expect(await titles(o, 'bengal.localhost')).toEqual([]);
    expect(await titles(lateToken)).toEqual([]);
    expect(await unread(p)).toBe(2);

    // One member's read and delete leave the others' inboxes as they were.
    const read = await post('/wps/member/messages/read', p, { kind: 'broadcast', id: players.id });
    expect(read.json().value).toMatchObject({ kind: 'broadcast', title: 'Players', body: 'To all', read: true });
    expect(await unread(p)).toBe(1);
    const everyone = (await inbox(a)).content.find((m: { title: string }) => m.title === 'Everyone');
    expect((await post('/wps/member/messages/delete', a, { kind: 'broadcast', id: everyone.id })).statusCode).toBe(200);
    expect(await titles(a)).toEqual(['Agents']);
    expect(await titles(p)).toEqual(['Players', 'Everyone']);
    // A broadcast outside the member's audience or brand is not theirs.
    expect((await post('/wps/member/messages/read', a, { kind: 'broadcast', id: players.id })).statusCode).toBe(404);
    expect(
      (await post('/wps/member/messages/delete', o, { kind: 'broadcast', id: players.id }, 'bengal.localhost'))
        .statusCode,
    ).toBe(404);

    // Mark all read covers broadcasts; the desk counts who opened each.
    expect((await post('/wps/member/messages/read-all', p)).json().value).toEqual({ unreadMessage: 0 });
    const listed = await callOperator(t.app, 'GET', '/console/api/messages/broadcasts', support, { brand: 'aurora' });
    expect(listed.json().value).toMatchObject({ total: 3, pageNum: 1, totalPages: 1 });
    expect(listed.json().value.content.map((b: { title: string; reads: number }) => [b.title, b.reads])).toEqual([
      ['Players', 1],
      ['Agents', 0],
      ['Everyone', 1],
    ]);

    // Withdrawn, it leaves every inbox.
    const withdrawn = await callOperator(t.app, 'POST', '/console/api/messages/broadcasts/withdraw', support, {
      broadcastId: players.id,
    });
    expect(withdrawn.json().value).toMatchObject({ id: players.id, withdrawnBy: expect.stringMatching(/^support/) });
    expect(await titles(p)).toEqual(['Everyone']);
  });
});

describe('live', () => {
  it("pushes a message event to the member's open tabs, and a broadcast to the brand's", async () => {
    const member = await createMember(t.app, 'aurora', { account: 'live0001' });
    const other = await createMember(t.app, 'bengal', { account: 'live0002' });
    const open = async (token: string, host: string) => {
      const frames: { type: string }[] = [];
      const ws = await t.app.injectWS(
        `/ws?token=${token}`,
        { headers: { host } },
        { onInit: (socket) => socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()))) },
      );
      await expect.poll(() => frames.length).toBe(1);
      return { ws, frames };
    };
    const tab = await open(await tokenFor(t.app, member), 'localhost');
    const stranger = await open(await tokenFor(t.app, other), 'bengal.localhost');
    expect((await sendPersonal(member.id, 'Live')).statusCode).toBe(200);
    await expect.poll(() => tab.frames.at(-1)).toEqual({ type: 'message', kind: 'personal' });
    expect((await broadcast({ brand: 'aurora', title: 'Live all' })).statusCode).toBe(200);
    await expect.poll(() => tab.frames.at(-1)).toEqual({ type: 'message', kind: 'broadcast' });
    expect(stranger.frames.filter((f) => f.type === 'message')).toEqual([]);
    tab.ws.terminate();
    stranger.ws.terminate();
  });
});
