import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLiveChatService } from './live-chat-service.js';

/** The live chat desk of the console: hosts and their tickets. */
let t: TestApp;
let support = '';
beforeAll(async () => {
  t = await createTestApp();
  support = (await tokenOfRole(t.app, 'support', ['aurora'])).token;
});
afterAll(() => t.close());

const get = (query: Record<string, unknown>, token = support) =>
  callOperator(t.app, 'GET', '/console/api/chat/hosts', token, query);
const post = (path: string, payload: Record<string, unknown>, token = support) =>
  callOperator(t.app, 'POST', `/console/api/chat/hosts${path}`, token, payload);
const modelList = async () =>
  (await t.app.inject({ url: '/wps/relay/CBS_modelList', headers: { host: 'localhost' } })).json().value;

const host = {
  brand: 'aurora',
  name: 'Desk Host',
  avatarUrl: null,
  intro: 'Hello',
  tags: ['live'],
  online: true,
  sort: 0,
};

describe('live chat desk', () => {
  it('creates a host the player site lists at once, edits it and takes it off air, audited', async () => {
    const created = (await post('/save', host)).json().value;
    expect(created).toMatchObject({ brand: 'aurora', name: 'Desk Host', online: true, tags: ['live'] });
    expect(JSON.stringify(await modelList())).toContain('Desk Host');
    const edited = (await post('/save', { ...host, id: created.id, name: 'Desk Host 2', online: false })).json().value;
    expect(edited).toMatchObject({ id: created.id, name: 'Desk Host 2', online: false });
    const rows = await auditRows(t.app, 'chatHostSave');
    expect(rows[0]).toMatchObject({ before: null, after: { name: 'Desk Host' } });
    expect(rows[1]).toMatchObject({ before: { name: 'Desk Host', online: true }, after: { online: false } });
    const found = (await get({ brand: 'aurora', name: 'desk host' })).json().value;
    expect(found).toMatchObject({ total: 1, content: [{ id: created.id }] });
    expect(
      (await get({ brand: 'aurora', online: 'false', pageSize: 100 })).json().value.content.length,
    ).toBeGreaterThan(0);
  });

  it('issues a host ticket once: the room opens as the host, and the audit row never holds the ticket', async () => {
    const { id } = (await post('/save', { ...host, name: 'Ticket Host' })).json().value;
    const res = await post('/ticket', { brand: 'aurora', id });
    const { chatUrl, expiresAt } = res.json().value;
    expect(chatUrl).toMatch(new RegExp(`^/chat/${id}\\?ticket=`));
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
    const ticket = new URL(chatUrl, 'http://x').searchParams.get('ticket') ?? '';
    const joined = await createLiveChatService(t.app.deps).join(ticket);
    expect(joined?.ticket).toMatchObject({ role: 'model', modelId: id, name: 'Ticket Host' });
    const [row] = await auditRows(t.app, 'chatHostTicket');
    expect(row).toMatchObject({ target_id: String(id) });
    expect(JSON.stringify(row)).not.toContain(ticket);
  });

  it('refuses another brand and a role without chat.manage', async () => {
    const bengal = (await tokenOfRole(t.app, 'support', ['bengal'])).token;
    expect((await post('/save', host, bengal)).json().code).toBe('forbidden');
    expect((await get({ brand: 'aurora' }, bengal)).json().code).toBe('forbidden');
    const content = (await tokenOfRole(t.app, 'content')).token;
    expect((await get({ brand: 'aurora' }, content)).json().code).toBe('forbidden');
    expect((await post('/ticket', { brand: 'aurora', id: 999_999 })).json().code).toBe('not_found');
  });
});
