import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { gameWalletCode } from '../../ledger/game-wallet.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Member } from '../account/member-repo.js';

/**
 * A game launch session lives only as long as the login it was launched from: after a logout, or once the login has
 * expired (absolutely or by idling), the old `X-Game-Session` plays no more. Logins here last 5 minutes and idle out
 * after 3; a launch session alone would live 10.
 */
let t: TestApp;
let account = 0;

beforeAll(async () => {
  t = await createTestApp({ sessionTtlMs: 5 * 60_000, sessionIdleMs: 3 * 60_000 });
});
afterAll(() => t.close());

/** A funded member's login token. */
async function loggedIn(): Promise<{ token: string; member: Member }> {
  const name = `launcher${++account}`;
  const member = await createMember(t.app, 'aurora', { account: name });
  await runAdminCommand({ root: t.app.services }, ['credit', 'aurora', name, '100', '--reason', 'test funds']);
  return { token: await tokenFor(t.app, member), member };
}
async function launch(token: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    payload: { vassalage: 'BGS', gameCode: 'dice' },
  });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().value.url, 'http://localhost').searchParams.get('launch') ?? '';
}
const play = (session: string) =>
  t.app.inject({
    method: 'POST',
    url: '/bgs/api/play',
    headers: { host: 'localhost', 'x-game-session': session },
    payload: { amount: 1, params: { target: 50, over: true } },
  });
/** A call on the main site, as the member's page makes them: it keeps the login from idling out. */
const touch = (token: string) =>
  t.app.inject({ url: '/wps/member/info', headers: { host: 'localhost', authorization: `Bearer ${token}` } });
const inGameWallet = async (member: Member) => {
  const brand = await t.app.deps.brands.byCode('aurora');
  if (!brand) throw new Error('no brand');
  return t.app.deps.ledger.balance(brand.id, member.id, gameWalletCode(brand, 'BGS'));
};
const refused = {
  success: false,
  code: 'game_session_invalid',
  message: 'This game session has ended, please open the game again',
};

describe('game launch sessions end with the login', () => {
  it('refuses a play after the member logged out, and takes no money', async () => {
    const { token, member } = await loggedIn();
    const session = await launch(token);
    expect((await play(session)).statusCode).toBe(200);
    const before = await inGameWallet(member);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await play(session);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(refused);
    expect(await inGameWallet(member)).toBe(before);
    const game = await t.app.inject({
      url: '/bgs/api/session',
      headers: { host: 'localhost', 'x-game-session': session },
    });
    expect(game.json()).toEqual(refused);
  });

  it('refuses a play once the login has passed its absolute lifetime', async () => {
    const { token } = await loggedIn();
    const session = await launch(token);
    t.clock.advance(2 * 60_000);
    expect((await play(session)).statusCode).toBe(200);
    // Keep the login from idling out, so only its absolute expiry ends it.
    expect((await touch(token)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await touch(token)).statusCode).toBe(200);
    t.clock.advance(2 * 60_000);
    expect((await play(session)).json()).toEqual(refused);
  });

  it('refuses a play once the login has idled out', async () => {
    const { token } = await loggedIn();
    const session = await launch(token);
    expect((await play(session)).statusCode).toBe(200);
    t.clock.advance(3 * 60_000 + 1000);
    expect((await play(session)).json()).toEqual(refused);
  });

  it('keeps a launch session of a live login playing', async () => {
    const { token } = await loggedIn();
    const session = await launch(token);
    t.clock.advance(2 * 60_000);
    expect((await play(session)).statusCode).toBe(200);
  });
});
