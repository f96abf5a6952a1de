import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { checkLedger } from '../../ledger/ledger-check.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let token: string;
let trialToken: string;
const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);

async function launch(auth: string, gameCode: string, demo = false): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: { host: 'localhost', authorization: `Bearer ${auth}` },
    payload: { vassalage: 'BGS', gameCode, demo },
  });
  const url = new URL(res.json().value.url, 'http://localhost');
  return url.searchParams.get('launch') ?? '';
}
const game = (session: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost', 'x-game-session': session },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  token = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'player01' }));
  trialToken = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'guest_p1', type: 4 }));
  await admin('credit', 'aurora', 'player01', '100', '--reason', 'test funds');
});
afterAll(() => t.close());

describe('in-house rounds (provably fair, settled through the ledger)', () => {
  it('opens a session with the seed hash shown before play', async () => {
    const session = await launch(token, 'dice');
    const res = await game(session, 'GET', '/bgs/api/session');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({
      game: { code: 'dice', name: 'Dice', minBet: 0.1, maxBet: 1000 },
      demo: false,
      balance: 100,
      currencySymbol: '$',
    });
    // A single-wallet brand: the game plays from the main wallet, nothing to move.
    expect(v.wallet).toBeNull();
    expect(v.seed.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(v.seed.nonce).toBe(0);
    expect(v).not.toHaveProperty('seed.serverSeed');
  });

  it('plays rounds whose stake and win move the balance, with increasing nonces', async () => {
    const session = await launch(token, 'dice');
    let balance = 100;
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await game(session, 'POST', '/bgs/api/play', { amount: 1, params: { target: 50, over: true } });
      expect(res.statusCode).toBe(200);
      const { round, balance: after } = res.json().value;
      seen.push(round.nonce);
      expect(after).toBeCloseTo(balance - 1 + round.payout, 4);
      // 0.99 / P(roll > 50.00) = 0.99 × 10001 / 5000, floored to 4 decimals.
      expect(round.multiplier === 0 || round.multiplier === 1.9801).toBe(true);
      expect(round.payout).toBe(round.multiplier);
      balance = after;
    }
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await checkLedger(t.app.deps.database.db)).ok).toBe(true);
    const history = (await game(session, 'GET', '/bgs/api/rounds?pageNo=1&pageSize=5')).json().value;
    expect(history.content).toHaveLength(5);
    expect(history.content[0]).toMatchObject({ game: 'dice', nonce: 9, serverSeed: null });
  });

  it('reveals the seed on rotation, and the verify call recomputes every round played with it', async () => {
    const session = await launch(token, 'dice');
    const played = (await game(session, 'GET', '/bgs/api/rounds?pageSize=50')).json().value.content;
    const rotated = (await game(session, 'POST', '/bgs/api/seed', { clientSeed: 'my-lucky-seed' })).json().value;
    expect(rotated.current).toEqual({ serverSeedHash: expect.any(String), clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.previous.serverSeedHash).toBe(played[0].serverSeedHash);
    for (const round of played) {
      const query = new URLSearchParams({
        game: 'dice',
        serverSeed: rotated.previous.serverSeed,
        clientSeed: round.clientSeed,
        nonce: String(round.nonce),
        params: JSON.stringify(round.params),
      });
      const v = (await t.app.inject({ url: `/bgs/api/verify?${query}`, headers: { host: 'localhost' } })).json().value;
      expect(v.serverSeedHash).toBe(round.serverSeedHash);
      expect(v.multiplier).toBe(round.multiplier);
      expect(v.outcome).toEqual(round.outcome);
      expect(v.recorded).toEqual({ multiplier: round.multiplier, outcome: round.outcome, params: round.params });
    }
    const after = (await game(session, 'GET', '/bgs/api/rounds?pageSize=50')).json().value.content;
    expect(after[0].serverSeed).toBe(rotated.previous.serverSeed);
  });

  it('answers the round recorded under the published hash, so a tampered seed shows what it changed', async () => {
    const session = await launch(token, 'dice');
    await game(session, 'POST', '/bgs/api/play', { amount: 1, params: { target: 50, over: true } });
    const played = (await game(session, 'GET', '/bgs/api/rounds?pageSize=1')).json().value.content[0];
    const seed: string = (await game(session, 'POST', '/bgs/api/seed', {})).json().value.previous.serverSeed;
    const tampered = `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;
    const query = new URLSearchParams({
      game: 'dice',
      serverSeed: tampered,
      clientSeed: played.clientSeed,
      nonce: String(played.nonce),
      params: JSON.stringify(played.params),
      serverSeedHash: played.serverSeedHash,
    });
    const v = (await t.app.inject({ url: `/bgs/api/verify?${query}`, headers: { host: 'localhost' } })).json().value;
    expect(v.serverSeedHash).not.toBe(played.serverSeedHash);
    expect(v.recorded).toEqual({ multiplier: played.multiplier, outcome: played.outcome, params: played.params });
  });

  it('refuses a bet over the balance, out of the limits, bad params, and a dead session', async () => {
    const session = await launch(token, 'dice');
    expect((await game(session, 'POST', '/bgs/api/play', { amount: 1000, params: {} })).json().code).toBe(
      'insufficient_balance',
    );
    expect((await game(session, 'POST', '/bgs/api/play', { amount: 0.05, params: {} })).json().code).toBe(
      'bet_out_of_range',
    );
    expect((await game(session, 'POST', '/bgs/api/play', { amount: 1, params: { target: 150 } })).json().code).toBe(
      'invalid_input',
    );
    const dead = await game('not-a-session', 'GET', '/bgs/api/session');
    expect(dead.statusCode).toBe(401);
    expect(dead.json().code).toBe('game_session_invalid');
    t.clock.advance(11 * 60_000);
    expect((await game(session, 'GET', '/bgs/api/session')).json().code).toBe('game_session_invalid');
  });

  it('lets a trial member play demo rounds with play money that never touches the ledger', async () => {
    const session = await launch(trialToken, 'plinko', true);
    const start = (await game(session, 'GET', '/bgs/api/session')).json().value;
    expect(start).toMatchObject({ demo: true, balance: 1000 });
    const played = (
      await game(session, 'POST', '/bgs/api/play', { amount: 10, params: { rows: 8, risk: 'low' } })
    ).json().value;
    expect(played.balance).toBeCloseTo(1000 - 10 + played.round.payout, 4);
    const trialLedger = await t.app.inject({
      url: '/wps/v2/wallets/balance',
      headers: { host: 'localhost', authorization: `Bearer ${trialToken}` },
    });
    expect(trialLedger.json().value.balance).toBe(0);
  });

  it('plays every in-house game', async () => {
    await admin('credit', 'aurora', 'player01', '100', '--reason', 'more funds');
    const cases: [string, object][] = [
      ['slot', {}],
      ['plinko', { rows: 12, risk: 'high' }],
      ['mines', { mines: 3, picks: [0, 1] }],
      ['dice', { target: 10, over: false }],
    ];
    for (const [code, params] of cases) {
      const session = await launch(token, code);
      const res = await game(session, 'POST', '/bgs/api/play', { amount: 0.5, params });
      expect(res.statusCode, code).toBe(200);
      expect(res.json().value.round.outcome, code).toBeTruthy();
    }
    expect((await checkLedger(t.app.deps.database.db)).ok).toBe(true);
  });

  it("plays from the vendor's own wallet on a multi-wallet brand", async () => {
    const member = await createMember(t.app, 'bengal', { account: 'multi001' });
    const bengal = await tokenFor(t.app, member);
    await admin('credit', 'bengal', 'multi001', '50', '--reason', 'test funds');
    const auth = { host: 'bengal.localhost', authorization: `Bearer ${bengal}` };
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: auth,
      payload: { vassalage: 'BGS', gameCode: 'dice' },
    });
    const launchToken = new URL(res.json().value.url, 'http://x').searchParams.get('launch') ?? '';
    const play = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/bgs/api/play',
        headers: { host: 'bengal.localhost', 'x-game-session': launchToken },
        payload: { amount, params: {} },
      });
    // Nothing in the BGS wallet yet: the main wallet's money is not the game's, and the session says where it is.
    const opened = await t.app.inject({
      url: '/bgs/api/session',
      headers: { host: 'bengal.localhost', 'x-game-session': launchToken },
    });
    expect(opened.json().value).toMatchObject({ balance: 0, wallet: { vendor: 'BGS', mainBalance: 50 } });
    expect((await play(1)).json().code).toBe('insufficient_balance');
    await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      headers: auth,
      payload: { from: 'MAIN', to: 'BGS', amount: 20, idempotencyKey: 'fund-bgs-01' },
    });
    const played = (await play(1)).json().value;
    expect(played.balance).toBeCloseTo(19 + played.round.payout, 4);
    expect((await t.app.inject({ url: '/wps/v2/wallets/balance', headers: auth })).json().value.balance).toBe(30);
  });

  it('shows real wins on the public winner board, names masked, demo wins never', async () => {
    const board = (
      await t.app.inject({
        url: '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=20',
        headers: { host: 'localhost' },
      })
    ).json().value;
    expect(board.length).toBeGreaterThan(0);
    for (const { vo } of board) {
      expect(vo.customerName).toMatch(/^(pl|mu)\*+01$/);
      expect(vo.winAmount).toBeGreaterThan(0);
      expect(vo.gameName).toBeTruthy();
    }
  });
});
