import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_AMOUNT } from '@wl/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { vendorTransactions } from '../../db/schema.js';
import { checkLedger } from '../../ledger/ledger-check.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signVendorRequest } from './vendor-signature.js';

/**
 * A third-party vendor's test double that speaks the HTTP launch and seamless-wallet protocol over real HTTP:
 * our server calls its launch endpoint, it calls our wallet endpoints.
 */
const SECRET = 'double-secret-0123456789';
let t: TestApp;
let ourUrl = '';
let double: http.Server;
let doubleUrl = '';
const launches: { body: string; valid: boolean }[] = [];
let playerId = 0;
let token = '';

const admin = (...argv: string[]) => runAdminCommand({ root: t.app.services }, argv);

/** What the vendor's server does: a signed POST to our wallet. */
async function wallet(action: string, body: object, secret = SECRET, timestamp = Date.now()) {
  const raw = JSON.stringify(body);
  const path = `/vendor/DBL/wallet/${action}`;
  const res = await fetch(`${ourUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      merchant: 'aurora',
      'x-timestamp': String(timestamp),
      'x-signature': signVendorRequest(secret, { timestamp, method: 'POST', path, body: raw }),
    },
    body: raw,
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; code?: string; value?: { balance: number } },
  };
}

beforeAll(async () => {
  // Real time: the signatures carry the vendor's clock.
  t = await createTestApp({}, { now: () => new Date() });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ourUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  double = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const ts = Number(req.headers['x-timestamp']);
      const signed = { timestamp: ts, method: req.method ?? '', path: req.url ?? '', body };
      const valid = req.headers['x-signature'] === signVendorRequest(SECRET, signed);
      launches.push({ body, valid });
      const { player, game } = JSON.parse(body);
      res.writeHead(valid ? 200 : 403, { 'content-type': 'application/json' });
      res.end(JSON.stringify(valid ? { url: `https://games.double.example/play?player=${player}&game=${game}` } : {}));
    });
  });
  await new Promise<void>((resolve) => double.listen(0, '127.0.0.1', resolve));
  doubleUrl = `http://127.0.0.1:${(double.address() as AddressInfo).port}`;
  await admin(
    'vendor',
    'add',
    'aurora',
    'DBL',
    '--name',
    'Double Live',
    '--types',
    'LIVE',
    '--launch-url',
    `${doubleUrl}/launch`,
    '--secret',
    SECRET,
  );
  await admin('game', 'add', 'aurora', 'DBL', 'table1', '--name', 'Table One', '--type', 'LIVE');
  const member = await createMember(t.app, 'aurora', { account: 'vendor01' });
  playerId = member.id;
  token = await tokenFor(t.app, member);
  await admin('credit', 'aurora', 'vendor01', '100', '--reason', 'test funds');
});
afterAll(async () => {
  await new Promise<void>((resolve) => double.close(() => resolve()));
  await t.close();
});

describe('third-party vendor over HTTP', () => {
  it('appears in the catalogue once configured, and launches through the vendor with a signed request', async () => {
    const menus = (await t.app.inject({ url: '/lgw/games/game_menus', headers: { host: 'localhost' } })).json().value;
    expect(menus.map((m: { title: string }) => m.title)).toEqual(['RNG', 'LIVE']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
      payload: { vassalage: 'DBL', gameCode: 'table1' },
    });
    expect(res.json().value.url).toBe(`https://games.double.example/play?player=${playerId}&game=table1`);
    expect(launches.at(-1)).toMatchObject({ valid: true });
    expect(JSON.parse(launches.at(-1)?.body ?? '{}')).toEqual({
      player: playerId,
      game: 'table1',
      demo: false,
      currency: 'USD',
      language: 'EN',
    });
  });

  it('debits and credits through the ledger, once per transaction id', async () => {
    expect((await wallet('balance', { player: playerId, txId: 'b' })).body.value?.balance).toBe(100);
    expect(
      (await wallet('debit', { player: playerId, txId: 'd1', roundId: 'r1', amount: 10 })).body.value?.balance,
    ).toBe(90);
    // The vendor retries: the same transaction id moves money once.
    expect(
      (await wallet('debit', { player: playerId, txId: 'd1', roundId: 'r1', amount: 10 })).body.value?.balance,
    ).toBe(90);
    expect(
      (await wallet('credit', { player: playerId, txId: 'c1', roundId: 'r1', amount: 25.5 })).body.value?.balance,
    ).toBe(115.5);
    const over = await wallet('debit', { player: playerId, txId: 'd2', roundId: 'r2', amount: 1000 });
    expect(over.body).toMatchObject({ success: false, code: 'insufficient_balance' });
  });

  it('rolls back a debit exactly once, and a rollback of a debit that never happened moves nothing', async () => {
    await wallet('debit', { player: playerId, txId: 'd3', roundId: 'r3', amount: 5 });
    expect((await wallet('rollback', { player: playerId, txId: 'd3' })).body.value?.balance).toBe(115.5);
    expect((await wallet('rollback', { player: playerId, txId: 'd3' })).body.value?.balance).toBe(115.5);
    // The debit sent again after its rollback is not answered as taken: the money is back in the wallet.
    const again = await wallet('debit', { player: playerId, txId: 'd3', roundId: 'r3', amount: 5 });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'transaction_rolled_back' });
    expect((await wallet('balance', { player: playerId, txId: 'b' })).body.value?.balance).toBe(115.5);
    // The failed debit d2 took nothing, so its rollback gives nothing.
    expect((await wallet('rollback', { player: playerId, txId: 'd2' })).body.value?.balance).toBe(115.5);
    expect((await checkLedger(t.app.deps.database.db)).ok).toBe(true);
  });

  it('refuses a debit whose transaction id was rolled back before it came (the rollback overtook it)', async () => {
    const before = (await wallet('balance', { player: playerId, txId: 'b' })).body.value?.balance;
    const early = await wallet('rollback', { player: playerId, txId: 'late1', roundId: 'r9' });
    expect(early.status).toBe(200);
    expect(early.body.value?.balance).toBe(before);
    const late = await wallet('debit', { player: playerId, txId: 'late1', roundId: 'r9', amount: 5 });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: false, code: 'transaction_rolled_back' });
    expect((await wallet('balance', { player: playerId, txId: 'b' })).body.value?.balance).toBe(before);
  });

  it('answers 400 to amounts the ledger cannot hold, never 500', async () => {
    for (const amount of [1e15, 1e12, MAX_AMOUNT + 1, -1, 0, 1.00001, '5']) {
      for (const action of ['debit', 'credit']) {
        const res = await wallet(action, {
          player: playerId,
          txId: `huge-${action}-${amount}`,
          roundId: 'r10',
          amount,
        });
        expect(res.status, `${action} ${amount}`).toBe(400);
        expect(res.body.code, `${action} ${amount}`).toBe('invalid_input');
      }
    }
  });

  it('refuses a signed call replayed to another action or another vendor', async () => {
    const before = (await wallet('balance', { player: playerId, txId: 'b' })).body.value?.balance;
    const timestamp = Date.now();
    const raw = JSON.stringify({ player: playerId, txId: 'replay-1', roundId: 'replay', amount: 7 });
    const signature = signVendorRequest(SECRET, {
      timestamp,
      method: 'POST',
      path: '/vendor/DBL/wallet/debit',
      body: raw,
    });
    const send = (path: string) =>
      fetch(`${ourUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          merchant: 'aurora',
          'x-timestamp': String(timestamp),
          'x-signature': signature,
        },
        body: raw,
      });
    // The debit's signature sent to credit or rollback (or another vendor's path) moves no money.
    for (const path of ['/vendor/DBL/wallet/credit', '/vendor/DBL/wallet/rollback', '/vendor/dbl/wallet/credit']) {
      const res = await send(path);
      expect(res.status, path).toBe(403);
      expect(await res.json(), path).toMatchObject({ success: false, code: 'forbidden' });
    }
    expect((await wallet('balance', { player: playerId, txId: 'b' })).body.value?.balance).toBe(before);
    // Sent where it was signed for, it is taken.
    expect((await send('/vendor/DBL/wallet/debit')).status).toBe(200);
    await wallet('rollback', { player: playerId, txId: 'replay-1' });
  });

  it('refuses unsigned, wrongly signed and stale calls', async () => {
    expect((await wallet('debit', { player: playerId, txId: 'x1', amount: 1 }, 'wrong-secret')).status).toBe(403);
    expect(
      (await wallet('debit', { player: playerId, txId: 'x2', amount: 1 }, SECRET, Date.now() - 10 * 60_000)).status,
    ).toBe(403);
    const res = await fetch(`${ourUrl}/vendor/DBL/wallet/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', merchant: 'aurora' },
      body: JSON.stringify({ player: playerId }),
    });
    expect(res.status).toBe(403);
    // A signature of the right length with a byte that is two in UTF-8 ('é' read as latin1): 403, never a 500.
    const timestamp = Date.now();
    const odd = await fetch(`${ourUrl}/vendor/DBL/wallet/balance`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        merchant: 'aurora',
        'x-timestamp': String(timestamp),
        'x-signature': `\u00e9${'a'.repeat(63)}`,
      },
      body: JSON.stringify({ player: playerId }),
    });
    expect(odd.status).toBe(403);
    expect((await wallet('balance', { player: playerId, txId: 'b' })).body.value?.balance).toBe(115.5);
  });
});

describe('vendor rounds on record', () => {
  const bets = async (auth: string) =>
    (
      await t.app.inject({
        url: '/wps/member/bets?from=2000-01-01&to=2000-12-31',
        headers: { host: 'localhost', authorization: `Bearer ${auth}` },
      })
    ).json().value;
  let member = 0;
  let auth = '';

  beforeAll(async () => {
    const m = await createMember(t.app, 'aurora', { account: 'vendor02' });
    member = m.id;
    auth = await tokenFor(t.app, m);
    await admin('credit', 'aurora', 'vendor02', '100', '--reason', 'test funds');
  });

  it('keeps each round as one bet of its game kind: debits stake, a credit settles, rollbacks cancel', async () => {
    const call = (action: string, body: object) => wallet(action, { player: member, ...body });
    await call('debit', { txId: 'v2-1', roundId: 'live-1', gameCode: 'table1', amount: 4 });
    await call('debit', { txId: 'v2-2', roundId: 'live-1', gameCode: 'table1', amount: 6 });
    expect((await call('credit', { txId: 'v2-3', roundId: 'live-1', gameCode: 'table1', amount: 15 })).status).toBe(
      200,
    );
    await call('debit', { txId: 'v2-4', roundId: 'live-2', amount: 3 });
    expect((await call('rollback', { txId: 'v2-4' })).body.value?.balance).toBe(105);
    // The vendor's clock is real time: the bets were placed today.
    const today = new Date().toISOString().slice(0, 10);
    const list = (
      await t.app.inject({
        url: `/wps/member/bets?from=${today}&to=${today}`,
        headers: { host: 'localhost', authorization: `Bearer ${auth}` },
      })
    ).json().value;
    expect(list.content).toEqual([
      expect.objectContaining({ vendor: 'DBL', gameKind: 'LIVE', gameCode: '', stake: 0, status: 'cancelled' }),
      expect.objectContaining({
        vendor: 'DBL',
        gameKind: 'LIVE',
        gameCode: 'table1',
        stake: 10,
        payout: 15,
        profit: 5,
        validTurnover: 10,
        status: 'settled',
      }),
    ]);
    expect(list.totals).toMatchObject({ count: 1, stake: 10, payout: 15, profit: 5 });
    expect((await bets(auth)).content).toEqual([]);
    // Every call has its record and its transfer, every round its bet.
    expect(await admin('ledger', 'check')).toMatchObject({ ok: true, reconciliation: { ok: true } });
  });

  it('answers a repeated call as the first time, and a reused id with other data is a conflict', async () => {
    const first = await wallet('debit', { player: member, txId: 'v2-5', roundId: 'r-5', amount: 2 });
    const again = await wallet('debit', { player: member, txId: 'v2-5', roundId: 'r-5', amount: 2 });
    expect(again.body.value?.balance).toBe(first.body.value?.balance);
    const other = await wallet('debit', { player: member, txId: 'v2-5', roundId: 'r-5', amount: 3 });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_conflict');
    await wallet('rollback', { player: member, txId: 'v2-5' });
  });

  it('refuses ids that are not printable text and players outside the id range, with 400 or 404', async () => {
    for (const body of [
      { player: member, txId: 'a\u0000b', amount: 1 },
      { player: member, txId: 'x'.repeat(101), amount: 1 },
      { player: member, txId: 'ok-1', roundId: 'r\u0000', amount: 1 },
      { player: member, txId: 'ok-2', gameCode: 5, amount: 1 },
      { player: member, amount: 1 },
    ]) {
      expect((await wallet('debit', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await wallet('debit', { player: 2_147_483_648, txId: 'ok-3', amount: 1 })).status).toBe(404);
  });

  it('never takes money for a debit racing its own rollback', async () => {
    const before = (await wallet('balance', { player: member, txId: 'b' })).body.value?.balance;
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        Promise.all([
          wallet('debit', { player: member, txId: `race-${i}`, roundId: `race-${i}`, amount: 1 }),
          wallet('rollback', { player: member, txId: `race-${i}` }),
        ]),
      ),
    );
    for (const [debit, rollback] of outcomes) {
      expect([200, 409]).toContain(debit.status);
      expect(rollback.status).toBe(200);
    }
    // Each debit either came first and was given back, or came second and was refused.
    expect((await wallet('balance', { player: member, txId: 'b' })).body.value?.balance).toBe(before);
    expect(await admin('ledger', 'check')).toMatchObject({ ok: true });
  });

  it("records a trial member's calls without making bets", async () => {
    const trial = await createMember(t.app, 'aurora', { account: 'guest_v1', type: 4 });
    expect((await wallet('credit', { player: trial.id, txId: 'tr-1', roundId: 'tr', amount: 5 })).status).toBe(200);
    expect((await wallet('debit', { player: trial.id, txId: 'tr-2', roundId: 'tr', amount: 2 })).status).toBe(200);
    const [row] = await t.app.deps.database.db
      .select()
      .from(vendorTransactions)
      .where(eq(vendorTransactions.txId, 'tr-2'));
    expect(row).toMatchObject({ action: 'debit', memberId: trial.id, amount: 20_000, roundId: 'tr' });
    expect(await admin('ledger', 'check')).toMatchObject({ ok: true });
  });
});
