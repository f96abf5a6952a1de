import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../test/accounts.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The messages desk of the console: personal messages, broadcasts, withdrawing one; audited. */
let t: TestApp;
let auroraMember = 0;
let bengalMember = 0;

const personal = (token: string, payload: Record<string, unknown>) =>
  callOperator(t.app, 'POST', '/console/api/messages/personal', token, payload);
const send = (token: string, payload: Record<string, unknown>) =>
  callOperator(t.app, 'POST', '/console/api/messages/broadcasts', token, payload);
const withdraw = (token: string, broadcastId: number) =>
  callOperator(t.app, 'POST', '/console/api/messages/broadcasts/withdraw', token, { broadcastId });

beforeAll(async () => {
  t = await createTestApp();
  auroraMember = (await createMember(t.app, 'aurora', { account: 'desk0001' })).id;
  bengalMember = (await createMember(t.app, 'bengal', { account: 'desk0002' })).id;
});
afterAll(() => t.close());

describe('messages desk', () => {
  it('sends a personal message, audited with who wrote what', async () => {
    const content = (await tokenOfRole(t.app, 'content', ['aurora'])).token;
    const res = await personal(content, { memberId: auroraMember, title: '  Welcome  ', body: 'Glad you are here' });
    expect(res.json().value).toMatchObject({
      memberId: auroraMember,
      memberAccount: 'desk0001',
      brand: 'aurora',
      title: 'Welcome',
      body: 'Glad you are here',
      sentBy: expect.stringMatching(/^content/),
    });
    const [row] = await auditRows(t.app, 'messageSendPersonal');
    expect(row).toMatchObject({ target_type: 'member', target_id: String(auroraMember) });
    expect(row?.after).toMatchObject({ title: 'Welcome', body: 'Glad you are here' });
  });

  it("refuses a member or brand outside the operator's scope, roles without messages.send, and empty text", async () => {
    const aurora = (await tokenOfRole(t.app, 'support', ['aurora'])).token;
    expect((await personal(aurora, { memberId: bengalMember, title: 'x', body: 'y' })).json().code).toBe('forbidden');
    expect((await send(aurora, { brand: 'bengal', title: 'x', body: 'y' })).json().code).toBe('forbidden');
    const finance = (await tokenOfRole(t.app, 'finance')).token;
    expect((await send(finance, { brand: 'aurora', title: 'x', body: 'y' })).statusCode).toBe(403);
    expect((await personal(aurora, { memberId: auroraMember, title: '   ', body: 'y' })).statusCode).toBe(400);
    expect((await personal(aurora, { memberId: 999_999, title: 'x', body: 'y' })).json().code).toBe('not_found');
    expect(await auditRows(t.app, 'messageSendPersonal')).toHaveLength(1);
  });

  it('sends, lists and withdraws broadcasts; withdrawing twice writes one audit row', async () => {
    const admin = (await tokenOfRole(t.app, 'admin')).token;
    const sent = (await send(admin, { brand: 'aurora', audience: 'agents', title: 'Agents', body: 'Hi' })).json().value;
    expect(sent).toMatchObject({ brand: 'aurora', audience: 'agents', reads: 0, withdrawnAt: null });
    expect((await auditRows(t.app, 'broadcastSend')).at(-1)).toMatchObject({ target_id: String(sent.id) });
    const list = await callOperator(t.app, 'GET', '/console/api/messages/broadcasts', admin, { brand: 'aurora' });
    expect(list.json().value.content.map((b: { id: number }) => b.id)).toEqual([sent.id]);
    expect((await withdraw(admin, sent.id)).json().value.withdrawnAt).toEqual(expect.any(String));
    expect((await withdraw(admin, sent.id)).json().value.withdrawnAt).toEqual(expect.any(String));
    expect(await auditRows(t.app, 'broadcastWithdraw')).toHaveLength(1);
    const bengalOnly = (await tokenOfRole(t.app, 'support', ['bengal'])).token;
    expect((await withdraw(bengalOnly, sent.id)).json().code).toBe('forbidden');
  });
});
