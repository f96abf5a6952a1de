import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);

async function join(chatUrl: string) {
  const messages: { type: string; [k: string]: unknown }[] = [];
  const ticket = new URL(chatUrl, 'http://x').searchParams.get('ticket');
  const ws: WebSocket = await t.app.injectWS(
    `/ws/chat?ticket=${ticket}`,
    { headers: { host: 'localhost' } },
    { onInit: (socket) => socket.on('message', (d: Buffer) => messages.push(JSON.parse(d.toString()))) },
  );
  return { ws, messages };
}
const launch = async (modelId: number, auth?: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/wps/relay/CBS_launchChat',
      headers: { host: 'localhost', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      payload: { modelId },
    })
  ).json().value.chatUrl as string;

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'chatter01' }));
});
afterAll(() => t.close());

describe('live chat hosts (spec 7 CBS_modelList, CBS_launchChat)', () => {
  it('lists the brand hosts, on-air first', async () => {
    const models = (await t.app.inject({ url: '/wps/relay/CBS_modelList', headers: { host: 'localhost' } })).json()
      .value;
    expect(models.map((m: { name: string; online: boolean }) => [m.name, m.online])).toEqual([
      ['Lily', true],
      ['Mai', true],
      ['Sofia', false],
    ]);
    expect(models[0].avatarUrl).toBe('/live/lily.svg');
  });

  it('answers a chat URL; members write, visitors read, the host answers, and everyone in the room sees it', async () => {
    const lily = (await t.app.inject({ url: '/wps/relay/CBS_modelList', headers: { host: 'localhost' } })).json()
      .value[0];
    const member = await join(await launch(lily.id, token));
    const visitor = await join(await launch(lily.id));
    await expect.poll(() => member.messages[0]?.type).toBe('room');
    expect(member.messages[0]).toMatchObject({
      role: 'member',
      name: 'ch*****01',
      model: { name: 'Lily', online: true },
      messages: [],
    });
    await expect.poll(() => visitor.messages[0]).toMatchObject({ type: 'room', role: 'viewer' });

    member.ws.send(JSON.stringify({ type: 'say', body: '  hello Lily  ' }));
    await expect
      .poll(() => visitor.messages.at(-1))
      .toMatchObject({
        type: 'message',
        message: { author: 'ch*****01', role: 'member', body: 'hello Lily' },
      });
    visitor.ws.send(JSON.stringify({ type: 'say', body: 'can I talk?' }));
    await expect.poll(() => visitor.messages.at(-1)).toEqual({ type: 'error', code: 'chat_read_only' });
    member.ws.send(JSON.stringify({ type: 'say', body: 'x'.repeat(301) }));
    await expect.poll(() => member.messages.at(-1)).toEqual({ type: 'error', code: 'invalid_input' });

    const { chatUrl } = (await admin('model', 'host', 'aurora', String(lily.id))) as { chatUrl: string };
    const host = await join(chatUrl);
    await expect
      .poll(() => host.messages[0])
      .toMatchObject({ type: 'room', role: 'model', messages: [{ body: 'hello Lily' }] });
    host.ws.send(JSON.stringify({ type: 'say', body: 'Welcome!' }));
    await expect
      .poll(() => member.messages.at(-1))
      .toMatchObject({ message: { author: 'Lily', role: 'model', body: 'Welcome!' } });
    for (const c of [member, visitor, host]) c.ws.terminate();
  });

  it('lets a free-play (trial) member read but not write, like a visitor', async () => {
    const trial = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'guest_c1', type: 4 }));
    const mai = (await t.app.inject({ url: '/wps/relay/CBS_modelList', headers: { host: 'localhost' } })).json()
      .value[1];
    const guest = await join(await launch(mai.id, trial));
    await expect.poll(() => guest.messages[0]).toMatchObject({ type: 'room', role: 'viewer' });
    guest.ws.send(JSON.stringify({ type: 'say', body: 'free chips here' }));
    await expect.poll(() => guest.messages.at(-1)).toEqual({ type: 'error', code: 'chat_read_only' });
    const late = await join(await launch(mai.id));
    await expect.poll(() => late.messages[0]).toMatchObject({ type: 'room', messages: [] });
    for (const c of [guest, late]) c.ws.terminate();
  });

  it("ends a member's seat with the login: after logout the ticket neither writes nor joins", async () => {
    const own = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'chatter02' }));
    const lily = (await t.app.inject({ url: '/wps/relay/CBS_modelList', headers: { host: 'localhost' } })).json()
      .value[0];
    const chatUrl = await launch(lily.id, own);
    const seat = await join(chatUrl);
    await expect.poll(() => seat.messages[0]).toMatchObject({ type: 'room', role: 'member' });
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { host: 'localhost', authorization: `Bearer ${own}` },
    });
    expect(out.statusCode).toBe(200);
    const closed = new Promise<number>((resolve) => seat.ws.on('close', (code: number) => resolve(code)));
    seat.ws.send(JSON.stringify({ type: 'say', body: 'still here?' }));
    await expect.poll(() => seat.messages.at(-1)).toEqual({ type: 'error', code: 'chat_ticket_invalid' });
    expect(await closed).toBe(4401);
    const again = await t.app.injectWS(`/ws/chat?ticket=${new URL(chatUrl, 'http://x').searchParams.get('ticket')}`, {
      headers: { host: 'localhost' },
    });
    expect(await new Promise<number>((resolve) => again.on('close', (code: number) => resolve(code)))).toBe(4401);
    const viewer = await join(await launch(lily.id));
    await expect.poll(() => viewer.messages[0]).toMatchObject({ type: 'room' });
    expect(JSON.stringify(viewer.messages[0])).not.toContain('still here?');
    viewer.ws.terminate();
  });

  it('refuses a made-up ticket and an unknown host', async () => {
    const ws = await t.app.injectWS('/ws/chat?ticket=nope', { headers: { host: 'localhost' } });
    expect(await new Promise<number>((resolve) => ws.on('close', (code: number) => resolve(code)))).toBe(4401);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/CBS_launchChat',
      headers: { host: 'localhost' },
      payload: { modelId: 9999 },
    });
    expect(res.json().code).toBe('not_found');
  });

  it('lets operators add hosts and take them off air', async () => {
    const added = (await admin('model', 'add', 'aurora', '--name', 'Nora', '--tags', 'live,casino')) as { id: number };
    expect(await admin('model', 'set', 'aurora', String(added.id), '--online', 'false')).toEqual({
      id: added.id,
      online: false,
    });
    await expect(admin('model', 'set', 'aurora', '99999', '--online', 'true')).rejects.toThrow('no host');
  });
});
