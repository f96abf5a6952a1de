import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryGames } from '../../db/schema-lottery.js';
import { runLedgerCheck } from '../../ledger/ledger-check-report.js';
import { fundedMember, nextIp, tokenFor } from '../../test/accounts.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, createOperator, operatorToken, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLotteryDraws } from './lottery-draw-service.js';

/**
 * The lottery desk's game settings through the routes: published odds tables (lottery-plays.md "table" plays) answered
 * by the plays and quote calls, frozen on placed bets and paid as frozen; limits set on the desk met by a member's bet;
 * the settlement view of drawn numeros with the settlement job's runs. Capability, brand scope, validation and audit
 * rows on every route. The clock starts at 2026-06-01 12:00 UTC (a Monday): SEA_4D draws on Wednesday 2026-06-03 at
 * 19:00 Kuala Lumpur (11:00 UTC), SSC_1's 20260601-1201 takes bets until 12:00:50.
 */
let t: TestApp;
let aurora = 0;
let owner = '';
let risk = '';
let support = '';

const _START = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  aurora = (await t.app.deps.brands.byCode('aurora'))?.id ?? 0;
  await t.app.deps.database.db
    .update(lotteryGames)
    .set({ resultsFeed: 'manual' })
    .where(eq(lotteryGames.gameCode, 'SEA_4D'));
  const draws = createLotteryDraws({ database: t.app.deps.database, clock: t.clock });
  await draws.scheduleAhead();
  await draws.advanceStates();
  owner = (await tokenOfRole(t.app, 'owner')).token;
  risk = (await tokenOfRole(t.app, 'risk', ['aurora'])).token;
  support = (await tokenOfRole(t.app, 'support')).token;
});
afterAll(() => t.close());

let n = 0;
async function player(amount: number) {
  n++;
  return fundedMember(t.app, 'aurora', { account: `lotset${n}` }, amount);
}

const member = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextIp(),
    ...(payload ? { payload } : {}),
  });

const op = (method: 'GET' | 'POST', path: string, token: string, payload: Record<string, unknown>) =>
  callOperator(t.app, method, `/console/api/lottery/${path}`, token, payload);

const BIG_TABLE = { first: 30_000_000, second: 12_000_000, third: 6_000_000, special: 2_000_000, consolation: 700_000 };
const seaOdds = async () =>
  (await member('GET', '/lgw/lottery/plays?gameCode=SEA_4D'))
    .json()
    .value.plays.find((p: { playCode: string }) => p.playCode === 'SEA4D_BIG').odds;

describe('limits', () => {
  it("shows a game's '*' row and its plays' rows as set, with the effective values and the defaults", async () => {
    const res = await op('GET', 'limits', risk, { brand: 'aurora', game: 'SSC_1' });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    const defaults = {
      unitStakeMin: 0.01,
      unitStakeMax: 1000,
      unitsMax: 100_000,
      numeroStakeMax: 100_000,
      numeroPayoutMax: 5_000_000,
    };
    expect(value).toMatchObject({ gameCode: 'SSC_1', family: 'SSC', defaults });
    expect(value.playCodes).toContain('SSC_L2_DIRECT');
    expect(value.rows).toEqual([
      {
        playCode: '*',
        set: { unitStakeMin: null, unitStakeMax: null, unitsMax: null, numeroStakeMax: null, numeroPayoutMax: null },
        effective: defaults,
      },
    ]);
    expect((await op('GET', 'limits', support, { brand: 'aurora', game: 'SSC_1' })).statusCode).toBe(403);
    expect((await op('GET', 'limits', risk, { brand: 'bengal', game: 'SSC_1' })).statusCode).toBe(403);
  });

  const NONE = { unitStakeMin: null, unitStakeMax: null, unitsMax: null, numeroStakeMax: null, numeroPayoutMax: null };
  const setLimits = (token: string, playCode: string, limits: object, game = 'SSC_1', brand = 'aurora') =>
    op('POST', 'limits/set', token, { brand, game, playCode, limits: { ...NONE, ...limits } });

  it('sets limits a member bet meets, naming the limit hit; a row of nulls is removed', async () => {
    const game = await setLimits(owner, '*', { unitStakeMax: 5 });
    expect(game.statusCode, game.body).toBe(200);
    const play = await setLimits(owner, 'SSC_L2_DIRECT', { unitStakeMax: 10, numeroStakeMax: 12 });
    expect(play.json().value.rows).toEqual([
      expect.objectContaining({ playCode: '*', effective: expect.objectContaining({ unitStakeMax: 5 }) }),
      {
        playCode: 'SSC_L2_DIRECT',
        set: { ...NONE, unitStakeMax: 10, numeroStakeMax: 12 },
        effective: {
          unitStakeMin: 0.01,
          unitStakeMax: 10,
          unitsMax: 100_000,
          numeroStakeMax: 12,
          numeroPayoutMax: 5_000_000,
        },
      },
    ]);

    const alice = await player(1000);
    const bet = (items: object[]) =>
      member('POST', '/lgw/lottery/bet', alice.token, { gameCode: 'SSC_1', numero: '20260601-1201', items });
    const pair = { playCode: 'SSC_L2_DIRECT', selection: [['1'], ['2']], multiple: 1 };
    const over = await bet([
      { playCode: 'SSC_5_DIRECT', selection: [['1'], ['2'], ['3'], ['4'], ['5']], unitStake: 6, multiple: 1 },
    ]);
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('lottery_limit_unit_stake');
    expect(JSON.stringify(over.json())).toContain('0.01-5');
    expect((await bet([{ ...pair, unitStake: 6 }])).statusCode).toBe(200);
    const numeroStake = await bet([{ ...pair, unitStake: 7 }]);
    expect(numeroStake.statusCode).toBe(400);
    expect(numeroStake.json().code).toBe('lottery_limit_numero_stake');

    const cleared = await setLimits(owner, 'SSC_L2_DIRECT', {});
    expect(cleared.json().value.rows.map((r: { playCode: string }) => r.playCode)).toEqual(['*']);
    expect((await bet([{ ...pair, unitStake: 7 }])).json().code).toBe('lottery_limit_unit_stake');

    const rows = await auditRows(t.app, 'lotteryDeskLimitSet');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({
      target_type: 'lottery_game',
      brand_id: aurora,
      before: { gameCode: 'SSC_1', playCode: 'SSC_L2_DIRECT', limits: null },
      after: { playCode: 'SSC_L2_DIRECT', limits: { ...NONE, unitStakeMax: 10, numeroStakeMax: 12 } },
    });
    expect(rows[2]).toMatchObject({ before: { limits: { unitStakeMax: 10 } }, after: { limits: null } });
  });

  it('refuses a minimum above the maximum, however the rows combine, a play of another family and bad amounts', async () => {
    const crossed = await setLimits(owner, 'SSC_5_DIRECT', { unitStakeMin: 8 });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().code).toBe('invalid_input');
    expect(JSON.stringify(crossed.json())).toContain('SSC_5_DIRECT');
    // The '*' row's minimum above a play row's maximum.
    expect((await setLimits(owner, 'SSC_L2_DIRECT', { unitStakeMax: 3 })).statusCode).toBe(200);
    const star = await setLimits(owner, '*', { unitStakeMin: 4, unitStakeMax: 5 });
    expect(star.statusCode).toBe(400);
    expect(JSON.stringify(star.json())).toContain('SSC_L2_DIRECT');
    expect((await setLimits(owner, 'K3_SUM', { unitStakeMax: 3 })).statusCode).toBe(400);
    expect((await setLimits(owner, '*', { unitStakeMax: -1 })).statusCode).toBe(400);
    expect((await setLimits(owner, '*', { unitStakeMax: 0.00001 })).statusCode).toBe(400);
    expect((await setLimits(owner, '*', { unitsMax: 1.5 })).statusCode).toBe(400);
    expect((await setLimits(risk, '*', { unitStakeMax: 3 })).statusCode).toBe(403);
    const bengalOwner = (await tokenOfRole(t.app, 'owner', ['bengal'])).token;
    expect((await setLimits(bengalOwner, '*', { unitStakeMax: 3 })).statusCode).toBe(403);
    const now = (await op('GET', 'limits', owner, { brand: 'aurora', game: 'SSC_1' })).json().value.rows;
    expect(
      now.map((r: { playCode: string; set: { unitStakeMax: number } }) => [r.playCode, r.set.unitStakeMax]),
    ).toEqual([
      ['*', 5],
      ['SSC_L2_DIRECT', 3],
    ]);
    expect(await auditRows(t.app, 'lotteryDeskLimitSet')).toHaveLength(4);
  });
});

describe('odds tables', () => {
  it("shows a game's table plays with the defaults, none for a game without", async () => {
    const sea = (await op('GET', 'odds-tables', risk, { brand: 'aurora', game: 'SEA_4D' })).json().value;
    expect(sea.tables.map((x: { playCode: string }) => x.playCode)).toEqual(['SEA4D_BIG', 'SEA4D_SMALL']);
    expect(sea.tables[0]).toEqual({
      playCode: 'SEA4D_BIG',
      keys: ['first', 'second', 'third', 'special', 'consolation'],
      odds4: { first: 25_000_000, second: 10_000_000, third: 5_000_000, special: 1_800_000, consolation: 600_000 },
      defaults: { first: 25_000_000, second: 10_000_000, third: 5_000_000, special: 1_800_000, consolation: 600_000 },
      custom: false,
      updatedBy: null,
      updatedAt: null,
    });
    const north = (await op('GET', 'odds-tables', risk, { brand: 'aurora', game: 'VN_NORTH' })).json().value;
    expect(north.tables).toEqual([expect.objectContaining({ playCode: 'VN_XIEN2', odds4: { XIEN2: 170_000 } })]);
    const ssc = (await op('GET', 'odds-tables', risk, { brand: 'aurora', game: 'SSC_1' })).json().value;
    expect(ssc.tables).toEqual([]);
  });

  it('refuses a table that lacks a key, has another, or holds odds that are not whole, positive or sane', async () => {
    const set = (odds4: unknown, playCode = 'SEA4D_BIG', game = 'SEA_4D') =>
      op('POST', 'odds-tables/set', owner, { brand: 'aurora', game, playCode, odds4 });
    const { consolation: _, ...lacking } = BIG_TABLE;
    const cases: [unknown, string][] = [
      [lacking, 'odds4.consolation'],
      [{ ...BIG_TABLE, fourth: 10_000 }, 'odds4.fourth'],
      [{ ...BIG_TABLE, first: 0 }, 'odds4.first'],
      [{ ...BIG_TABLE, first: 12.5 }, 'odds4.first'],
      [{ ...BIG_TABLE, first: 100_000_001 }, 'odds4.first'],
      [{ ...BIG_TABLE, first: '30000000' }, 'odds4.first'],
    ];
    for (const [odds4, path] of cases) {
      const res = await set(odds4);
      expect(res.statusCode, JSON.stringify(odds4)).toBe(400);
      expect(res.json().code).toBe('invalid_input');
      expect(JSON.stringify(res.json()), path).toContain(path);
    }
    // A play of another family, and a play that is not a table play.
    const wrongFamily = await set({ XIEN2: 200_000 }, 'VN_XIEN2');
    expect(wrongFamily.statusCode).toBe(400);
    expect(JSON.stringify(wrongFamily.json())).toContain('playCode');
    expect((await set({ x: 1 }, 'SSC_5_DIRECT', 'SSC_1')).statusCode).toBe(400);
    expect(await seaOdds()).toEqual({ first: 2500, second: 1000, third: 500, special: 180, consolation: 60 });
    expect(await auditRows(t.app, 'lotteryDeskOddsTableSet')).toEqual([]);
  });

  it('refuses a role without lottery.manage, and an operator outside the brand', async () => {
    const body = { brand: 'aurora', game: 'SEA_4D', playCode: 'SEA4D_BIG', odds4: BIG_TABLE };
    expect((await op('POST', 'odds-tables/set', risk, body)).statusCode).toBe(403);
    expect((await op('GET', 'odds-tables', support, { brand: 'aurora', game: 'SEA_4D' })).statusCode).toBe(403);
    expect((await op('GET', 'odds-tables', risk, { brand: 'bengal', game: 'SEA_4D' })).statusCode).toBe(403);
    const bengalOwner = (await tokenOfRole(t.app, 'owner', ['bengal'])).token;
    const outside = await op('POST', 'odds-tables/set', bengalOwner, body);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().code).toBe('forbidden');
    expect(await seaOdds()).toEqual({ first: 2500, second: 1000, third: 500, special: 180, consolation: 60 });
  });

  it('publishes a table the plays and quote calls answer; placed bets keep their odds and are paid by them', async () => {
    const sea = (await op('GET', 'numeros', risk, { brand: 'aurora', game: 'SEA_4D', state: 'open' })).json().value;
    const numero = sea.content[0].numero as string;
    expect(numero).toBe('20260603');
    const set = await op('POST', 'odds-tables/set', owner, {
      brand: 'aurora',
      game: 'SEA_4D',
      playCode: 'SEA4D_BIG',
      odds4: BIG_TABLE,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.tables[0]).toMatchObject({ odds4: BIG_TABLE, custom: true });
    expect(await seaOdds()).toEqual({ first: 3000, second: 1200, third: 600, special: 200, consolation: 70 });
    const quote = await member('POST', '/lgw/lottery/quote', undefined, {
      gameCode: 'SEA_4D',
      playCode: 'SEA4D_BIG',
      selection: [['1234']],
    });
    expect(quote.json().value).toEqual({
      units: 1,
      odds: { first: 3000, second: 1200, third: 600, special: 200, consolation: 70 },
    });
    // Bengal's SEA_4D keeps the defaults.
    const bengalPlays = await t.app.inject({
      method: 'GET',
      url: '/lgw/lottery/plays?gameCode=SEA_4D',
      headers: { host: 'bengal.localhost' },
      remoteAddress: nextIp(),
    });
    expect(bengalPlays.json().value.plays[0].odds.first).toBe(2500);

    const item = { playCode: 'SEA4D_BIG', selection: [['1234']], unitStake: 1, multiple: 1 };
    const first = await player(100);
    const placed = await member('POST', '/lgw/lottery/bet', first.token, { gameCode: 'SEA_4D', numero, items: [item] });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().value.bets[0].odds.first).toBe(3000);

    // Back to the defaults: a new bet gets them, the placed one keeps 3000.
    const reset = await op('POST', 'odds-tables/set', owner, {
      brand: 'aurora',
      game: 'SEA_4D',
      playCode: 'SEA4D_BIG',
      odds4: null,
    });
    expect(reset.json().value.tables[0]).toMatchObject({ custom: false, odds4: { first: 25_000_000 } });
    const second = await player(100);
    await member('POST', '/lgw/lottery/bet', second.token, { gameCode: 'SEA_4D', numero, items: [item] });
    const mine = async (token: string) =>
      (await member('GET', `/lgw/lottery/bets?gameCode=SEA_4D&numero=${numero}`, token)).json().value.content[0];
    expect((await mine(first.token)).odds.first).toBe(3000);
    expect((await mine(second.token)).odds.first).toBe(2500);

    const rows = await auditRows(t.app, 'lotteryDeskOddsTableSet');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      target_type: 'lottery_game',
      brand_id: aurora,
      before: { gameCode: 'SEA_4D', playCode: 'SEA4D_BIG', odds4: null },
      after: { gameCode: 'SEA_4D', playCode: 'SEA4D_BIG', odds4: BIG_TABLE },
    });
    expect(rows[1]).toMatchObject({ before: { odds4: BIG_TABLE }, after: { odds4: null } });

    // The official draw: 1234 takes the first prize. Entered by one operator, confirmed by another, settled by the job.
    t.clock.set(new Date('2026-06-03T11:05:00Z'));
    await createLotteryDraws({ database: t.app.deps.database, clock: t.clock }).advanceStates();
    const maker = await operatorToken(t.app, await createOperator(t.app, 'admin'));
    const checker = await operatorToken(t.app, await createOperator(t.app, 'owner'));
    const draw = ['1234', ...Array.from({ length: 22 }, (_, i) => String(i + 1).padStart(4, '0'))];
    const ref = { brand: 'aurora', game: 'SEA_4D', numero, draw };
    expect((await op('POST', 'numeros/enter', maker, ref)).statusCode).toBe(200);
    expect((await op('POST', 'numeros/confirm', checker, ref)).statusCode).toBe(200);
    const ran = await callOperator(t.app, 'POST', '/console/api/jobs/run', checker, { job: 'lottery-settle' });
    expect(ran.json().value, ran.body).toMatchObject({ outcome: 'ok' });
    // Member sessions lapse over two days: sign in again.
    expect(await mine(await tokenFor(t.app, first.member))).toMatchObject({ status: 'won', payout: 3000 });
    expect(await mine(await tokenFor(t.app, second.member))).toMatchObject({ status: 'won', payout: 2500 });
    expect(await t.app.deps.ledger.balance(aurora, first.member.id, 'main')).toBe((100 - 1 + 3000) * 10_000);

    // The settlement view: the numero's bets, what was paid, the house's result and when settlement finished.
    const view = (
      await op('GET', 'settlements', await operatorToken(t.app, await createOperator(t.app, 'risk', ['aurora'])), {
        brand: 'aurora',
        game: 'SEA_4D',
      })
    ).json().value;
    expect(view.content[0]).toMatchObject({
      gameCode: 'SEA_4D',
      numero,
      resultSource: 'operators',
      bets: 2,
      open: 0,
      won: 2,
      stake: 2,
      paid: 5500,
      houseResult: -5498,
    });
    expect(view.content[0].settledAt).toBe('2026-06-03T11:05:00.000Z');
    expect(view.runs[0]).toMatchObject({ job: 'lottery-settle', status: 'ok' });
    expect(view.runs[0].result).toMatchObject({ settled: 2 });
    const report = await runLedgerCheck(t.app.deps.database.db);
    expect(report.ok).toBe(true);
  });
});

describe('settlement view', () => {
  it('lists drawn numeros of the brand only to lottery readers, with bets only when asked', async () => {
    // Still on 2026-06-03: the tokens of the start have lapsed.
    owner = (await tokenOfRole(t.app, 'owner')).token;
    risk = (await tokenOfRole(t.app, 'risk', ['aurora'])).token;
    support = (await tokenOfRole(t.app, 'support')).token;
    expect((await op('GET', 'settlements', support, { brand: 'aurora' })).statusCode).toBe(403);
    expect((await op('GET', 'settlements', risk, { brand: 'bengal' })).statusCode).toBe(403);
    const withBets = (await op('GET', 'settlements', owner, { brand: 'aurora', withBets: 'true' })).json().value;
    expect(withBets.content.map((x: { gameCode: string }) => x.gameCode)).toEqual(['SEA_4D']);
    expect((await op('GET', 'settlements', owner, { brand: 'aurora', game: 'NOPE' })).json().value.total).toBe(0);
  });
});
