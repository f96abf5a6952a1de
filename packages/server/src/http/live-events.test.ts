import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { operatorAdjustment } from '../ledger/postings.js';
import type { Member } from '../modules/account/member-repo.js';
import { callEncrypted, fundedMember, tokenFor } from '../test/accounts.js';
import { callOperator, tokenOfRole } from '../test/operators.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The `/ws` socket lives only as long as the login it was opened with: whichever way the session ends (logout,
 * "log out the other devices", a password change, the members desk ending the sessions), the socket closes with
 * 4401 and hears nothing more. Real sockets to a listening server; on PGlite and, with DATABASE_URL, PostgreSQL.
 */
let t: TestApp;
let url = '';
let operator = '';
let n = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/ws`;
  operator = (await tokenOfRole(t.app, 'admin')).token;
});
afterAll(() => t.close());

const PASSWORD = 'secret123';

interface Tab {
  messages: { type: string; [k: string]: unknown }[];
  closed: number | null;
  ws: WebSocket;
}

/** A tab with the socket open and its first balance heard. */
async function open(token: string): Promise<Tab> {
  const ws = new WebSocket(`${url}?token=${token}`, { headers: { merchant: 'aurora' } });
  const tab: Tab = { messages: [], closed: null, ws };
  ws.on('message', (data: Buffer) => tab.messages.push(JSON.parse(data.toString())));
  ws.on('close', (code: number) => {
    tab.closed = code;
  });
  await expect.poll(() => tab.messages.length).toBe(1);
  return tab;
}

async function member(): Promise<{ member: Member; tokens: [string, string] }> {
  const { member, token } = await fundedMember(t.app, 'aurora', { account: `wsend${++n}`, password: PASSWORD }, 50);
  return { member, tokens: [token, await tokenFor(t.app, member)] };
}

const bearer = (token: string) => ({ host: 'localhost', authorization: `Bearer ${token}` });

/** A credit through the ledger: a balance event for every tab still listening. */
const credit = (m: Member) =>
  t.app.deps.ledger.transfer(
    operatorAdjustment({
      brandId: m.brandId,
      memberId: m.id,
      amount: 10_000,
      reason: 'live test',
      key: `ws-credit-${m.id}-${++n}`,
      operator: 'test',
    }),
  );

/** The tab was closed as logged out, and a later balance change does not reach it. */
async function expectEnded(tab: Tab) {
  await expect.poll(() => tab.closed, { timeout: 5000 }).toBe(4401);
  expect(tab.messages.at(-1)).toEqual({ type: 'error', code: 'not_logged_in' });
}

describe('/ws after the session ends', () => {
  it('closes on logout', async () => {
    const { tokens } = await member();
    const tab = await open(tokens[0]);
    const res = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(tokens[0]) });
    expect(res.statusCode, res.body).toBe(200);
    await expectEnded(tab);
  });

  it('closes the other devices on "log out the other devices", and keeps this one', async () => {
    const { member: m, tokens } = await member();
    const other = await open(tokens[0]);
    const self = await open(tokens[1]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/sessions/logout-others',
      headers: bearer(tokens[1]),
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectEnded(other);
    const before = self.messages.length;
    await credit(m);
    await expect.poll(() => self.messages.length).toBe(before + 1);
    expect(self.closed).toBeNull();
    self.ws.close();
  });

  it('closes the other devices on a password change, and keeps this one', async () => {
    const { tokens } = await member();
    const other = await open(tokens[0]);
    const self = await open(tokens[1]);
    const res = await callEncrypted(
      t.app,
      'POST',
      '/wps/member/password',
      { oldPassword: PASSWORD, newPassword: 'better456', confirmNewPassword: 'better456' },
      bearer(tokens[1]),
    );
    expect(res.statusCode, res.body).toBe(200);
    await expectEnded(other);
    expect(self.closed).toBeNull();
    self.ws.close();
  });

  it("closes every tab when the members desk ends the member's sessions", async () => {
    const { member: m, tokens } = await member();
    const tabs = [await open(tokens[0]), await open(tokens[1])];
    const res = await callOperator(t.app, 'POST', '/console/api/members/end-sessions', operator, { memberId: m.id });
    expect(res.statusCode, res.body).toBe(200);
    for (const tab of tabs) await expectEnded(tab);
  });
});
