import { hashServerSeed } from '@wl/rules/fair';
import { deriveDraw } from '@wl/rules/lottery/draw';
import { isValidDraw } from '@wl/rules/lottery/families';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema.js';
import { lotteryGames, lotteryNumeros } from '../../db/schema-lottery.js';
import { lotteryScheduleJob } from '../../jobs/lottery-jobs.js';
import { periodAt } from '../../jobs/period.js';
import { createMember, nextIp, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLotteryDraws, type LotteryDraws } from './lottery-draw-service.js';
import type { LotteryNumeroRow } from './lottery-repo.js';

/**
 * Numeros and draws (design.md "Lottery"): created ahead by the schedule job, their states following the server clock,
 * the in-house draw from the numero's seed, official results from a feed or cancelled at their deadline, and a drawn
 * result that nothing changes. The clock starts on Monday 2026-06-01 at 12:00 UTC.
 */
let t: TestApp;
let draws: LotteryDraws;
const cancelledSeen: LotteryNumeroRow[] = [];

beforeAll(async () => {
  t = await createTestApp();
  draws = createLotteryDraws({
    database: t.app.deps.database,
    clock: t.clock,
    onCancelled: async (row) => {
      cancelledSeen.push(row);
    },
  });
});
afterAll(() => t.close());

const db = () => t.app.deps.database.db;
const at = (iso: string) => t.clock.set(new Date(iso));

async function gameId(brand: string, gameCode: string): Promise<number> {
  const [row] = await db()
    .select({ id: lotteryGames.id })
    .from(lotteryGames)
    .innerJoin(brands, eq(brands.id, lotteryGames.brandId))
    .where(and(eq(brands.code, brand), eq(lotteryGames.gameCode, gameCode)));
  if (!row) throw new Error(`no game ${brand} ${gameCode}`);
  return row.id;
}

async function numeros(brand: string, gameCode: string) {
  return db()
    .select()
    .from(lotteryNumeros)
    .where(eq(lotteryNumeros.gameId, await gameId(brand, gameCode)))
    .orderBy(lotteryNumeros.drawAt);
}

async function numero(brand: string, gameCode: string, name: string): Promise<LotteryNumeroRow> {
  const row = (await numeros(brand, gameCode)).find((n) => n.numero === name);
  if (!row) throw new Error(`no numero ${name}`);
  return row;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers }, remoteAddress: nextIp() });

describe('the schedule job', () => {
  it('creates two hours of minute games and a week of dailies, with a published seed hash for in-house games', async () => {
    expect((await draws.scheduleAhead()).created).toBeGreaterThan(0);
    const ssc = await numeros('aurora', 'SSC_1');
    expect(ssc).toHaveLength(120);
    expect(ssc[0]?.numero).toBe('20260601-1201');
    expect(ssc.at(-1)?.numero).toBe('20260601-1400');
    for (const n of ssc) {
      expect(n.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(n.seedHash).toBe(hashServerSeed(n.seed ?? ''));
      expect(n.deadlineAt).toBeNull();
    }
    expect(new Set(ssc.map((n) => n.seed)).size).toBe(120);
    // Vietnam North: daily at 18:15 Ho Chi Minh City (11:15 UTC); today's has passed. No seed for official games.
    const north = await numeros('aurora', 'VN_NORTH');
    expect(north.map((n) => n.numero)).toEqual([
      '20260602',
      '20260603',
      '20260604',
      '20260605',
      '20260606',
      '20260607',
      '20260608',
    ]);
    expect(north[0]).toMatchObject({ seed: null, seedHash: null, state: 'upcoming' });
    expect(north[0]?.drawAt.toISOString()).toBe('2026-06-02T11:15:00.000Z');
    expect(north[0]?.deadlineAt?.toISOString()).toBe('2026-06-02T17:15:00.000Z');
    expect((await numeros('bengal', 'MARK_SIX')).map((n) => n.numero)).toEqual(['20260602', '20260604', '20260606']);
  });

  it('is idempotent: run again, directly or as the job, it adds no row and changes no seed', async () => {
    const before = await db().select().from(lotteryNumeros).orderBy(lotteryNumeros.id);
    expect((await draws.scheduleAhead()).created).toBe(0);
    const period = periodAt(lotteryScheduleJob.schedule, t.clock.now());
    expect(await t.app.jobs.runNow(lotteryScheduleJob, period)).toMatchObject({
      outcome: 'ok',
      result: { created: 0 },
    });
    // The same period again: recorded as done, nothing run twice.
    expect(await t.app.jobs.runNow(lotteryScheduleJob, period)).not.toMatchObject({ outcome: 'failed' });
    expect(await db().select().from(lotteryNumeros).orderBy(lotteryNumeros.id)).toEqual(before);
  });
});

describe("a numero's life", () => {
  it('goes upcoming, open, closed, drawn as the server clock passes its times', async () => {
    const name = '20260601-1202';
    const state = async () => (await numero('aurora', 'SSC_1', name)).state;
    at('2026-06-01T12:00:00Z');
    await draws.advanceStates();
    expect(await state()).toBe('upcoming');
    expect((await numero('aurora', 'SSC_1', '20260601-1201')).state).toBe('open');
    at('2026-06-01T12:00:50Z'); // 12:01's close, 12:02's open
    await draws.advanceStates();
    expect(await state()).toBe('open');
    expect((await numero('aurora', 'SSC_1', '20260601-1201')).state).toBe('closed');
    at('2026-06-01T12:01:50Z');
    await draws.advanceStates();
    expect(await state()).toBe('closed');
    // 12:01 is due and drawn; 12:02 is not, a second before its draw.
    at('2026-06-01T12:01:59Z');
    await draws.drawDue();
    expect((await numero('aurora', 'SSC_1', '20260601-1201')).state).toBe('drawn');
    expect(await state()).toBe('closed');
    at('2026-06-01T12:02:00Z');
    await draws.drawDue();
    const drawn = await numero('aurora', 'SSC_1', name);
    expect(drawn).toMatchObject({ state: 'drawn', resultSource: 'in_house' });
    expect(drawn.result).toEqual(deriveDraw('SSC', drawn.seed ?? '', 'SSC_1', name));
    expect(drawn.drawnAt?.toISOString()).toBe('2026-06-01T12:02:00.000Z');
    // Drawing again changes nothing.
    expect((await draws.drawDue()).drawn).toBe(0);
    expect(await numero('aurora', 'SSC_1', name)).toEqual(drawn);
  });

  it('never shows a seed before its draw, and shows it with its hash once drawn', async () => {
    at('2026-06-01T12:02:30Z');
    const member = await createMember(t.app, 'aurora', { account: 'seedwatch' });
    const auth = { authorization: `Bearer ${await tokenFor(t.app, member)}` };
    const pending = (await numeros('aurora', 'SSC_1')).filter((n) => n.state !== 'drawn');
    const bodies = [
      (await get('/lgw/vn/games/game_menu')).body,
      (await get('/lgw/vn/numeros/opened/game?gameCode=SSC_1&pageSize=100')).body,
      (await get('/lotto/lgw/games/opened/numero?gameCode=SSC_1', auth)).body,
    ].join('\n');
    expect(bodies).toContain((await numero('aurora', 'SSC_1', '20260601-1203')).seedHash);
    for (const n of pending) expect(bodies).not.toContain(n.seed);
    const past = (await get('/lgw/vn/numeros/opened/game?gameCode=SSC_1')).json().value;
    const last = await numero('aurora', 'SSC_1', '20260601-1202');
    expect(past.content[0]).toEqual({
      numero: '20260601-1202',
      drawTime: '2026-06-01T12:02:00.000Z',
      state: 'drawn',
      result: last.result,
      drawnAt: '2026-06-01T12:02:00.000Z',
      seedHash: last.seedHash,
      seed: last.seed,
    });
  });

  it("pushes each draw to the brand's open tabs over /ws", async () => {
    const member = await createMember(t.app, 'aurora', { account: 'drawwatch' });
    const frames: { type: string; gameCode?: string; numero?: string }[] = [];
    const ws = await t.app.injectWS(
      `/ws?token=${await tokenFor(t.app, member)}`,
      { headers: { host: 'localhost' } },
      { onInit: (socket) => socket.on('message', (data: Buffer) => frames.push(JSON.parse(data.toString()))) },
    );
    await expect.poll(() => frames.length).toBe(1); // the balance, first
    at('2026-06-01T12:03:00Z');
    await draws.drawDue();
    const drawn = await numero('aurora', 'SSC_1', '20260601-1203');
    const mine = () => frames.filter((f) => f.type === 'lotteryDraw' && f.gameCode === 'SSC_1');
    await expect.poll(() => mine().length).toBe(1);
    expect(mine()[0]).toEqual({
      type: 'lotteryDraw',
      gameCode: 'SSC_1',
      numero: '20260601-1203',
      result: drawn.result,
      drawnAt: '2026-06-01T12:03:00.000Z',
    });
    ws.terminate();
  });

  it('keeps a drawn result final: no second draw, and the database refuses an edit or a delete', async () => {
    const drawn = await numero('aurora', 'SSC_1', '20260601-1203');
    const again = await t.app.deps.database.transaction(async (tx) => {
      const { createLotteryRepo } = await import('./lottery-repo.js');
      return createLotteryRepo(tx).markDrawn(
        drawn.id,
        { result: ['0', '0', '0', '0', '0'], source: 'in_house', now: t.clock.now() },
        { brandId: 1, gameCode: 'SSC_1', numero: drawn.numero },
        tx,
      );
    });
    expect(again).toBeNull();
    await expect(
      db().execute(sql`update lottery_numeros set result = '["0","0","0","0","0"]' where id = ${drawn.id}`),
    ).rejects.toThrow();
    await expect(
      db().execute(sql`update lottery_numeros set state = 'cancelled' where id = ${drawn.id}`),
    ).rejects.toThrow();
    await expect(db().execute(sql`delete from lottery_numeros where id = ${drawn.id}`)).rejects.toThrow();
    expect(await numero('aurora', 'SSC_1', '20260601-1203')).toEqual(drawn);
  });
});

describe('official results', () => {
  it('takes the offline feed result once the draw time has passed, never before', async () => {
    at('2026-06-02T11:14:59Z');
    await draws.fetchOfficial();
    expect((await numero('aurora', 'VN_NORTH', '20260602')).state).not.toBe('drawn');
    at('2026-06-02T11:15:00Z');
    await draws.fetchOfficial();
    const north = await numero('aurora', 'VN_NORTH', '20260602');
    expect(north).toMatchObject({ state: 'drawn', resultSource: 'feed', seed: null });
    expect(isValidDraw('VN_NORTH', north.result ?? [])).toBe(true);
    expect(north.result).not.toEqual((await numero('bengal', 'VN_NORTH', '20260602')).result);
  });

  it('cancels a numero still without a result at its deadline, once, through the bets hook', async () => {
    await db().update(lotteryGames).set({ resultsFeed: 'manual' }).where(eq(lotteryGames.gameCode, 'MARK_SIX'));
    const first = await numero('aurora', 'MARK_SIX', '20260602');
    at('2026-06-02T13:30:00Z'); // the draw: a manual game waits for its operators
    await draws.fetchOfficial();
    await draws.advanceStates();
    expect((await numero('aurora', 'MARK_SIX', '20260602')).state).toBe('closed');
    at('2026-06-02T19:29:59Z');
    await draws.cancelPastDeadline();
    expect(cancelledSeen).toEqual([]);
    at('2026-06-02T19:30:00Z'); // six hours after the draw
    expect((await draws.cancelPastDeadline()).cancelled).toBe(2); // both brands'
    expect((await draws.cancelPastDeadline()).cancelled).toBe(0);
    const cancelled = await numero('aurora', 'MARK_SIX', '20260602');
    expect(cancelled).toMatchObject({ id: first.id, state: 'cancelled', result: null });
    expect(cancelledSeen.map((n) => n.id)).toContain(first.id);
    const past = (await get('/lgw/vn/numeros/opened/game?gameCode=MARK_SIX')).json().value;
    expect(past.content).toEqual([
      {
        numero: '20260602',
        drawTime: '2026-06-02T13:30:00.000Z',
        state: 'cancelled',
        result: null,
        drawnAt: null,
        seedHash: null,
        seed: null,
      },
    ]);
  });
});
