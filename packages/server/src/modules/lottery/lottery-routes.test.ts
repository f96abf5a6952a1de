import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../db/schema.js';
import { lotteryGames } from '../../db/schema-lottery.js';
import { LOTTERY_CATALOGUE } from '../../db/seed-lottery.js';
import { createMember, nextIp, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLotteryDraws, type LotteryDraws } from './lottery-draw-service.js';

/**
 * The lottery's read calls through the app (spec 7 "Lottery"): menus, a game's drawn numeros and the open numero,
 * answered from the server's clock (2026-06-01 12:00 UTC, then moved).
 */
let t: TestApp;
let draws: LotteryDraws;
let token = '';

beforeAll(async () => {
  t = await createTestApp();
  draws = createLotteryDraws({ database: t.app.deps.database, clock: t.clock });
  await draws.scheduleAhead();
  token = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'lotto001' }));
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers }, remoteAddress: nextIp() });

describe('lottery menus', () => {
  it('lists every enabled game of the brand with the numero open now and its times', async () => {
    const res = await get('/lgw/vn/games/game_menu?device=WEB');
    expect(res.statusCode, res.body).toBe(200);
    const { gameMenus, now } = res.json().value;
    expect(now).toBe('2026-06-01T12:00:00.000Z');
    expect(gameMenus.map((g: { gameCode: string }) => g.gameCode)).toEqual(LOTTERY_CATALOGUE.map((g) => g.gameCode));
    expect(gameMenus.find((g: { gameCode: string }) => g.gameCode === 'SSC_1')).toEqual({
      gameCode: 'SSC_1',
      gameName: 'SSC 1 Minute',
      family: 'SSC',
      gameGroupCode: 'SSC',
      prizeMode: 'ELOTT',
      source: 'in_house',
      resultDeadlineMinutes: null,
      current: {
        numero: '20260601-1201',
        openTime: '2026-06-01T11:59:50.000Z',
        closeTime: '2026-06-01T12:00:50.000Z',
        drawTime: '2026-06-01T12:01:00.000Z',
      },
    });
    expect(gameMenus.find((g: { gameCode: string }) => g.gameCode === 'SEA_4D')).toMatchObject({
      family: 'SEA4D',
      prizeMode: 'SEA',
      source: 'official',
      resultDeadlineMinutes: 360,
      current: { numero: '20260603', drawTime: '2026-06-03T11:00:00.000Z' },
    });
  });

  it('leaves out a disabled game, and serves each brand its own games', async () => {
    const [aurora] = await t.app.deps.database.db.select().from(brands).where(eq(brands.code, 'aurora'));
    const where = and(eq(lotteryGames.brandId, aurora?.id ?? 0), eq(lotteryGames.gameCode, 'PC28_5'));
    await t.app.deps.database.db.update(lotteryGames).set({ enabled: false }).where(where);
    const codes = async (host: string) =>
      (await get('/lgw/vn/games/game_menu', { host }))
        .json()
        .value.gameMenus.map((g: { gameCode: string }) => g.gameCode);
    expect(await codes('localhost')).not.toContain('PC28_5');
    expect(await codes('bengal.localhost')).toContain('PC28_5');
    const res = await get('/lotto/lgw/games/opened/numero?gameCode=PC28_5', { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(404);
    await t.app.deps.database.db.update(lotteryGames).set({ enabled: true }).where(where);
  });
});

describe('drawn numeros', () => {
  it("pages a game's drawn numeros newest first, each with its result", async () => {
    t.clock.set(new Date('2026-06-01T12:05:00Z'));
    await draws.drawDue();
    const page = (await get('/lgw/vn/numeros/opened/game?gameCode=K3_1&pageSize=2')).json().value;
    expect(page).toMatchObject({ pageNum: 1, totalPages: 3, total: 5 });
    expect(page.content.map((n: { numero: string }) => n.numero)).toEqual(['20260601-1205', '20260601-1204']);
    expect(page.content[0].result).toHaveLength(3);
    const last = (await get('/lgw/vn/numeros/opened/game?gameCode=K3_1&pageSize=2&pageNo=3')).json().value;
    expect(last.content.map((n: { numero: string }) => n.numero)).toEqual(['20260601-1201']);
  });

  it('answers 404 for a game the brand does not have and 400 without a valid game code', async () => {
    expect((await get('/lgw/vn/numeros/opened/game?gameCode=NOPE')).statusCode).toBe(404);
    expect((await get('/lgw/vn/numeros/opened/game')).json().code).toBe('invalid_input');
    expect((await get('/lgw/vn/numeros/opened/game?gameCode=ssc%3A1')).statusCode).toBe(400);
  });
});

describe('the open numero', () => {
  it('needs a login, and answers the numero open at the server clock with its seed hash', async () => {
    expect((await get('/lotto/lgw/games/opened/numero?gameCode=SSC_1')).statusCode).toBe(401);
    t.clock.set(new Date('2026-06-01T12:05:55Z'));
    const res = await get('/lotto/lgw/games/opened/numero?gameCode=LHC_5', { authorization: `Bearer ${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      gameCode: 'LHC_5',
      now: '2026-06-01T12:05:55.000Z',
      numero: {
        numero: '20260601-1210',
        openTime: '2026-06-01T12:04:30.000Z',
        closeTime: '2026-06-01T12:09:30.000Z',
        drawTime: '2026-06-01T12:10:00.000Z',
        seedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
  });

  it('answers no numero while none takes bets', async () => {
    // The last numero created (drawn at 14:00) closed at 13:59:50; no schedule run made the next.
    t.clock.set(new Date('2026-06-01T13:59:55Z'));
    const res = await get('/lotto/lgw/games/opened/numero?gameCode=SSC_1', { authorization: `Bearer ${token}` });
    expect(res.json().value).toEqual({ gameCode: 'SSC_1', now: '2026-06-01T13:59:55.000Z', numero: null });
  });
});
