import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryGames } from '../../db/schema-lottery.js';
import { runLedgerCheck } from '../../ledger/ledger-check-report.js';
import { operatorAdjustment } from '../../ledger/postings.js';
import { createMember, nextIp, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLotteryDraws } from './lottery-draw-service.js';
import { signFeedPush } from './lottery-feed-service.js';

/**
 * The signed results feed, `POST /feeds/lottery/results` (docs/api.md "Lottery results feed"). DAILY_3D (LF3D) takes
 * pushes signed with its feed key; numero 20260601 takes bets at 12:00 UTC and draws at 13:15 UTC.
 * scripts/push-lottery-result.mjs, the providers' example, makes the first push.
 */
const KEY = 'feed-key-of-daily-3d-0123456789';
const script = fileURLToPath(new URL('../../../../../scripts/push-lottery-result.mjs', import.meta.url));
let t: TestApp;
let aurora = 0;
let url = '';

function push(body: Record<string, unknown>, opts: { key?: string; at?: number; signature?: string } = {}) {
  const raw = JSON.stringify(body);
  const at = opts.at ?? t.clock.now().getTime();
  return t.app.inject({
    method: 'POST',
    url: '/feeds/lottery/results',
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      'x-wl-timestamp': String(at),
      'x-wl-signature': opts.signature ?? signFeedPush(opts.key ?? KEY, at, raw),
    },
    remoteAddress: nextIp(),
    payload: raw,
  });
}

const good = { brand: 'aurora', gameCode: 'DAILY_3D', numero: '20260601', result: ['1', '2', '3'] };

beforeAll(async () => {
  t = await createTestApp();
  aurora = (await t.app.deps.brands.byCode('aurora'))?.id ?? 0;
  await t.app.deps.database.db
    .update(lotteryGames)
    .set({ resultsFeed: 'http', feedSecret: KEY })
    .where(eq(lotteryGames.gameCode, 'DAILY_3D'));
  const draws = createLotteryDraws({ database: t.app.deps.database, clock: t.clock });
  await draws.scheduleAhead();
  await draws.advanceStates();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function bettor(digits: string[]) {
  const member = await createMember(t.app, 'aurora', { account: `feed${digits.join('')}` });
  await t.app.deps.ledger.transfer(
    operatorAdjustment({
      brandId: aurora,
      memberId: member.id,
      amount: 100 * 10_000,
      reason: 'test',
      key: `feed:${member.id}`,
      operator: 'test',
    }),
  );
  const token = await tokenFor(t.app, member);
  const res = await t.app.inject({
    method: 'POST',
    url: '/lgw/lottery/bet',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
    payload: {
      gameCode: 'DAILY_3D',
      numero: '20260601',
      items: [{ playCode: 'LF3D_DIRECT', selection: digits.map((d) => [d]), unitStake: 2, multiple: 1 }],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return member;
}

describe('the signed results feed', () => {
  it('refuses a push before the draw time, with a bad signature, a stale timestamp, or for a wrong target', async () => {
    const early = await push(good);
    expect(early.statusCode).toBe(400);
    t.clock.set(new Date('2026-06-01T13:16:00Z'));
    await createLotteryDraws({ database: t.app.deps.database, clock: t.clock }).advanceStates();

    const badKey = await push(good, { key: 'not-the-key' });
    expect(badKey.statusCode).toBe(403);
    expect(badKey.json().code).toBe('forbidden');
    expect((await push(good, { signature: '' })).statusCode).toBe(403);
    // A push signed six minutes ago is a replay.
    const replay = await push(good, { at: t.clock.now().getTime() - 6 * 60_000 });
    expect(replay.statusCode).toBe(403);
    // Whatever cannot be checked against a feed key is a bad signature: an unsigned caller cannot tell an unknown
    // brand or game, an in-house game or one that takes no pushes from a real one.
    const badSignature = { success: false, code: 'forbidden' };
    for (const other of [
      { ...good, gameCode: 'NO_SUCH' },
      { ...good, brand: 'nowhere' },
      { ...good, gameCode: 'SSC_1', numero: '20260601-1201', result: ['1', '2', '3', '4', '5'] },
      { ...good, gameCode: 'MARK_SIX' },
    ]) {
      const res = await push(other);
      expect([res.statusCode, res.json()]).toEqual([403, expect.objectContaining(badSignature)]);
      expect(JSON.stringify(res.json())).toBe(JSON.stringify(badKey.json()));
    }
    expect((await push({ ...good, numero: '20990101' })).statusCode).toBe(404);
    const notADraw = await push({ ...good, result: ['1', '2'] });
    expect(notADraw.statusCode).toBe(400);
    expect((await push({ ...good, result: ['1', '2', 'x'] })).statusCode).toBe(400);
    const numbers = (
      await t.app.inject({
        method: 'GET',
        url: '/lgw/vn/numeros/opened/game?gameCode=DAILY_3D',
        headers: { host: 'localhost' },
        remoteAddress: nextIp(),
      })
    ).body;
    expect(numbers).not.toContain(KEY);
  });

  it('answers 403, never a 500, to a signature of the right length in other than hex characters', async () => {
    // Node reads header bytes as latin1: 'é' is one character here and two bytes in UTF-8.
    const odd = await push(good, { signature: `\u00e9${'a'.repeat(63)}` });
    expect(odd.statusCode, odd.body).toBe(403);
    expect(odd.json()).toMatchObject({ success: false, code: 'forbidden' });
  });

  it('answers 4xx, never a 500, to hostile fields, signed or not', async () => {
    const hostile: unknown[] = ['a\u0000b', '\ud800', 'x'.repeat(65), '', 42, null, ['DAILY_3D'], { $gt: '' }];
    const failures: string[] = [];
    for (const field of ['brand', 'gameCode', 'numero', 'result']) {
      for (const value of [...hostile, [['1'], ['2'], ['3']], Array(10_000).fill('1'), ['٣', '2', '3']]) {
        for (const signed of [true, false]) {
          const body = { ...good, [field]: value };
          const res = await push(body, signed ? {} : { signature: 'f'.repeat(64) });
          if (res.statusCode >= 500 || res.json().success !== false) {
            failures.push(
              `${field}=${JSON.stringify(value).slice(0, 40)} signed=${signed}: ${res.statusCode} ${res.body}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("stores a well-signed result (the providers' script) and settles the bets; a repeat is a 200, another result a 409", async () => {
    // Bets are placed before the close: go back, bet, and come back to the draw.
    t.clock.set(new Date('2026-06-01T12:00:00Z'));
    const winner = await bettor(['1', '2', '3']);
    const loser = await bettor(['4', '5', '6']);
    t.clock.set(new Date('2026-06-01T13:16:00Z'));
    const at = t.clock.now().getTime();
    const { stdout } = await promisify(execFile)(process.execPath, [
      script,
      ...['--url', url, '--brand', 'aurora', '--game', 'DAILY_3D', '--numero', '20260601', '--result', '1,2,3'],
      ...['--key', KEY, '--timestamp', String(at)],
    ]);
    const answer = JSON.parse(stdout);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        success: true,
        value: { gameCode: 'DAILY_3D', numero: '20260601', result: ['1', '2', '3'], stored: true },
      },
    });
    expect(stdout).not.toContain(KEY);
    const balance = (id: number) => t.app.deps.ledger.balance(aurora, id, 'main');
    expect(await balance(winner.id)).toBeGreaterThan(100 * 10_000);
    expect(await balance(loser.id)).toBe(98 * 10_000);

    const repeat = await push(good);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json().value.stored).toBe(false);
    const other = await push({ ...good, result: ['4', '5', '6'] });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('request_decided');
    expect((await runLedgerCheck(t.app.deps.database.db)).ok).toBe(true);
  });

  it('stores one result when two identical pushes race', async () => {
    t.clock.set(new Date('2026-06-02T13:16:00Z'));
    await createLotteryDraws({ database: t.app.deps.database, clock: t.clock }).advanceStates();
    const body = { ...good, numero: '20260602', result: ['7', '0', '7'] };
    const answers = await Promise.all([push(body), push(body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().value.stored).sort()).toEqual([false, true]);
    const drawn = await t.app.inject({
      method: 'GET',
      url: '/lgw/vn/numeros/opened/game?gameCode=DAILY_3D',
      headers: { host: 'localhost' },
      remoteAddress: nextIp(),
    });
    expect(drawn.body).toContain('"7","0","7"');
  });
});
