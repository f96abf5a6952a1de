import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../cli/admin-commands.js';
import { checkLedger } from '../../ledger/ledger-check.js';
import { createMember, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signVendorRequest } from './seamless-wallet.js';

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

const admin = (...argv: string[]) =>
  runAdminCommand(
    {
      brands: t.app.deps.brands,
      db: t.app.deps.database.db,
      now: () => new Date(),
    },
    argv,
  );

/** What the vendor's server does: a signed POST to our wallet. */
async function wallet(action: string, body: object, secret = SECRET, timestamp = Date.now()) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${ourUrl}/vendor/DBL/wallet/${action}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      merchant: 'aurora',
      'x-timestamp': String(timestamp),
      'x-signature': signVendorRequest(secret, timestamp, raw),
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
      const valid = req.headers['x-signature'] === signVendorRequest(SECRET, ts, body);
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
    // The failed debit d2 took nothing, so its rollback gives nothing.
    expect((await wallet('rollback', { player: playerId, txId: 'd2' })).body.value?.balance).toBe(115.5);
    expect((await checkLedger(t.app.deps.database.db)).ok).toBe(true);
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
    expect((await wallet('balance', { player: playerId, txId: 'b' })).body.value?.balance).toBe(115.5);
  });
});
