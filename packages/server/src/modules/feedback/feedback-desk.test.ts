import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/accounts.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { PNG_SIGNATURE } from '../../test/png.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The feedback inbox of the console: what visitors sent, paged and filtered, marked handled. */
let t: TestApp;
let support = '';
const png = `data:image/png;base64,${Buffer.concat([PNG_SIGNATURE, Buffer.alloc(16)]).toString('base64')}`;

const send = (content: string, host = 'localhost', images: string[] = []) =>
  t.app.inject({
    method: 'PUT',
    url: '/wps/feedback',
    headers: { host },
    remoteAddress: nextIp(),
    payload: { content, images },
  });
const get = (path: string, query: Record<string, unknown>, token = support) =>
  callOperator(t.app, 'GET', `/console/api/feedback${path}`, token, query);
const handle = (payload: Record<string, unknown>, token = support) =>
  callOperator(t.app, 'POST', '/console/api/feedback/handle', token, payload);

beforeAll(async () => {
  t = await createTestApp();
  support = (await tokenOfRole(t.app, 'support', ['aurora'])).token;
  expect((await send('first', 'localhost', [png])).statusCode).toBe(200);
  expect((await send('second')).statusCode).toBe(200);
  expect((await send('bengal one', 'bengal.localhost')).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('feedback inbox', () => {
  it("lists the brand's open feedback newest first, paged on the server, with its images shown as data URLs", async () => {
    const page = (await get('', { brand: 'aurora', pageSize: 1 })).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 2, total: 2 });
    expect(page.content[0]).toMatchObject({ brand: 'aurora', content: 'second', images: 0, handledAt: null });
    const first = (await get('', { brand: 'aurora', pageNo: 2, pageSize: 1 })).json().value.content[0];
    expect(first).toMatchObject({ content: 'first', images: 1 });
    const detail = (await get('/detail', { id: first.id })).json().value;
    expect(detail.images).toEqual([png]);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await get('', { brand: 'aurora', from: today, to: today })).json().value.total).toBe(2);
    expect((await get('', { brand: 'aurora', to: '2000-01-01' })).json().value.total).toBe(0);
  });

  it('sorts oldest first on request, by the time it was sent only', async () => {
    const ids = async (query: Record<string, unknown>) =>
      (await get('', { brand: 'aurora', status: 'all', ...query }))
        .json()
        .value.content.map((f: { content: string }) => f.content);
    expect(await ids({})).toEqual(['second', 'first']);
    expect(await ids({ order: 'asc' })).toEqual(['first', 'second']);
    expect(await ids({ sortBy: 'createdAt', order: 'desc' })).toEqual(['second', 'first']);
    for (const bad of [{ sortBy: 'content' }, { order: 'sideways' }]) {
      const res = await get('', { brand: 'aurora', ...bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
  });

  it('marks a feedback handled, audited, and filters by status', async () => {
    const [latest] = (await get('', { brand: 'aurora' })).json().value.content;
    const res = await handle({ id: latest.id });
    expect(res.json().value).toMatchObject({ id: latest.id, handledBy: expect.stringMatching(/^support/) });
    expect(res.json().value.handledAt).toEqual(expect.any(String));
    expect((await get('', { brand: 'aurora' })).json().value.content.map((f: { id: number }) => f.id)).not.toContain(
      latest.id,
    );
    expect((await get('', { brand: 'aurora', status: 'handled' })).json().value.total).toBe(1);
    expect((await get('', { brand: 'aurora', status: 'all' })).json().value.total).toBe(2);
    const [row] = await auditRows(t.app, 'feedbackHandle');
    expect(row).toMatchObject({ target_type: 'feedback', target_id: String(latest.id), before: { handledAt: null } });
    expect(row?.after).toMatchObject({ handledAt: expect.any(String) });
    expect((await handle({ id: latest.id, handled: false })).json().value.handledAt).toBeNull();
  });

  it('refuses another brand and a role without feedback.read; a missing one leaves no audit row', async () => {
    const bengal = (
      await get('', { brand: 'bengal', status: 'all' }, (await tokenOfRole(t.app, 'support')).token)
    ).json().value.content[0];
    expect((await handle({ id: bengal.id })).json().code).toBe('forbidden');
    expect((await get('/detail', { id: bengal.id })).json().code).toBe('forbidden');
    expect((await get('', { brand: 'bengal' })).json().code).toBe('forbidden');
    const content = (await tokenOfRole(t.app, 'content')).token;
    expect((await get('', { brand: 'aurora' }, content)).json().code).toBe('forbidden');
    const before = (await auditRows(t.app, 'feedbackHandle')).length;
    expect((await handle({ id: 999_999 })).json().code).toBe('not_found');
    expect(await auditRows(t.app, 'feedbackHandle')).toHaveLength(before);
  });
});
