import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryGames } from '../../db/schema-lottery.js';
import { runLedgerCheck } from '../../ledger/ledger-check-report.js';
import { fundedMember, nextIp } from '../../test/accounts.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, createOperator, operatorToken, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLotteryDraws } from './lottery-draw-service.js';

/**
 * The console's lottery desk through its routes: games switched and their close seconds, numeros by state with their
 * bets, the exposure of an open numero, the bets search, a numero cancelled with every bet refunded, and an official
 * result entered by one operator and confirmed by another. Every route is refused to a role without its capability and
 * to an operator of another brand. The clock starts at 2026-06-01 12:00 UTC: SSC_1's numero 20260601-1201 takes bets
 * until 12:00:50; MARK_SIX's 20260602 is open; DAILY_3D draws 13:15 UTC.
 */
let t: TestApp;
let aurora = 0;
let owner = '';
let risk = '';
let content = '';
let bengalOwner = '';

const START = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  aurora = (await t.app.deps.brands.byCode('aurora'))?.id ?? 0;
  await t.app.deps.database.db
    .update(lotteryGames)
    .set({ resultsFeed: 'manual' })
    .where(eq(lotteryGames.gameCode, 'DAILY_3D'));
  const draws = createLotteryDraws({ database: t.app.deps.database, clock: t.clock });
  await draws.scheduleAhead();
  await draws.advanceStates();
  owner = (await tokenOfRole(t.app, 'owner')).token;
  risk = (await tokenOfRole(t.app, 'risk', ['aurora'])).token;
  content = (await tokenOfRole(t.app, 'content')).token;
  bengalOwner = (await tokenOfRole(t.app, 'owner', ['bengal'])).token;
});
afterAll(() => t.close());

let n = 0;
async function player(amount: number) {
  n++;
  return fundedMember(t.app, 'aurora', { account: `lotdesk${n}` }, amount);
}

async function bet(token: string, gameCode: string, numero: string, items: unknown[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/lgw/lottery/bet',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
    payload: { gameCode, numero, items },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

const op = (method: 'GET' | 'POST', path: string, token: string, payload: Record<string, unknown>) =>
  callOperator(t.app, method, `/console/api/lottery/${path}`, token, payload);

const balanceOf = (memberId: number) => t.app.deps.ledger.balance(aurora, memberId, 'main');

// SSC_L2_DIRECT at the brand default 1950 pays 97.5 a unit: one unit at 2 pays at most 195.
const PAIR = { playCode: 'SSC_L2_DIRECT', selection: [['1'], ['2']], unitStake: 2, multiple: 1 };
const SINGLE = {
  playCode: 'SSC_5_DIRECT',
  selection: [['9'], ['9'], ['9'], ['9'], ['9']],
  unitStake: 0.5,
  multiple: 2,
};

let alice: Awaited<ReturnType<typeof player>>;
let bob: Awaited<ReturnType<typeof player>>;

describe('games', () => {
  it("lists a brand's games, switched off ones too, to the roles that read the lottery", async () => {
    const res = await op('GET', 'games', risk, { brand: 'aurora' });
    expect(res.statusCode, res.body).toBe(200);
    const games = res.json().value.games;
    expect(games.find((g: { gameCode: string }) => g.gameCode === 'SSC_1')).toMatchObject({
      brand: 'aurora',
      family: 'SSC',
      source: 'in_house',
      scheduleKind: 'interval',
      intervalMinutes: 1,
      closeSeconds: 10,
      enabled: true,
    });
    expect(games.find((g: { gameCode: string }) => g.gameCode === 'DAILY_3D')).toMatchObject({
      source: 'official',
      resultsFeed: 'manual',
      scheduleKind: 'daily',
      drawTime: '21:15',
    });
    expect((await op('GET', 'games', content, { brand: 'aurora' })).json().code).toBe('forbidden');
    expect((await op('GET', 'games', bengalOwner, { brand: 'aurora' })).json().code).toBe('forbidden');
  });

  it('switches a game off and on and changes its close seconds, audited; a read-only role may not', async () => {
    const refused = await op('POST', 'games/update', risk, { brand: 'aurora', game: 'LF3D_15', enabled: false });
    expect(refused.statusCode).toBe(403);
    const off = await op('POST', 'games/update', owner, { brand: 'aurora', game: 'LF3D_15', enabled: false });
    expect(off.json().value).toMatchObject({ gameCode: 'LF3D_15', enabled: false, closeSeconds: 60 });
    const listed = (await op('GET', 'games', owner, { brand: 'aurora' })).json().value.games;
    expect(listed.find((g: { gameCode: string }) => g.gameCode === 'LF3D_15').enabled).toBe(false);
    const close = await op('POST', 'games/update', owner, {
      brand: 'aurora',
      game: 'LF3D_15',
      enabled: true,
      closeSeconds: 120,
    });
    expect(close.json().value).toMatchObject({ enabled: true, closeSeconds: 120 });
    // A 15-minute game must close before its next draw.
    const tooLong = await op('POST', 'games/update', owner, { brand: 'aurora', game: 'LF3D_15', closeSeconds: 900 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('invalid_input');
    const none = await op('POST', 'games/update', owner, { brand: 'aurora', game: 'NOPE', enabled: true });
    expect(none.statusCode).toBe(404);
    const rows = await auditRows(t.app, 'lotteryDeskGameUpdate');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      target_type: 'lottery_game',
      brand_id: aurora,
      before: { gameCode: 'LF3D_15', enabled: false, closeSeconds: 60 },
      after: { gameCode: 'LF3D_15', enabled: true, closeSeconds: 120 },
    });
  });
});

describe('numeros, exposure and bets', () => {
  it('shows the numeros of a game by state, newest first, with their bets and stake', async () => {
    alice = await player(1000);
    bob = await player(1000);
    await bet(alice.token, 'SSC_1', '20260601-1201', [PAIR, SINGLE]);
    await bet(bob.token, 'SSC_1', '20260601-1201', [PAIR]);
    const open = (await op('GET', 'numeros', risk, { brand: 'aurora', game: 'SSC_1', state: 'open' })).json().value;
    expect(open.total).toBe(1);
    expect(open.content[0]).toMatchObject({
      gameCode: 'SSC_1',
      numero: '20260601-1201',
      state: 'open',
      bets: 3,
      stake: 2 + 1 + 2,
      result: null,
      seed: null,
    });
    expect(open.content[0].seedHash).toMatch(/^[0-9a-f]{64}$/);
    const upcoming = (
      await op('GET', 'numeros', risk, { brand: 'aurora', game: 'SSC_1', state: 'upcoming', pageSize: 5 })
    ).json().value;
    expect(upcoming.content).toHaveLength(5);
    expect(upcoming.total).toBeGreaterThan(100);
    const draws = upcoming.content.map((x: { drawAt: string }) => x.drawAt);
    expect([...draws].sort().reverse()).toEqual(draws);
    expect(upcoming.content.every((x: { bets: number; state: string }) => x.bets === 0 && x.state === 'upcoming')).toBe(
      true,
    );
    expect((await op('GET', 'numeros', bengalOwner, { brand: 'aurora', game: 'SSC_1' })).statusCode).toBe(403);
  });

  it('sums the stake and worst-case payout of an open numero by play and selection', async () => {
    const res = await op('GET', 'exposure', risk, { brand: 'aurora', game: 'SSC_1', numero: '20260601-1201' });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json().value;
    expect(value.lines).toEqual([
      // 0.5 x 2 on one number at 97,500 a unit.
      { playCode: 'SSC_5_DIRECT', selection: SINGLE.selection, bets: 1, stake: 1, worstPayout: 97_500 },
      { playCode: 'SSC_L2_DIRECT', selection: PAIR.selection, bets: 2, stake: 4, worstPayout: 390 },
    ]);
    expect(value).toMatchObject({ bets: 3, stake: 5, worstPayout: 97_890, numero: { state: 'open', bets: 3 } });
    const none = await op('GET', 'exposure', risk, { brand: 'aurora', game: 'SSC_1', numero: '20990101-0000' });
    expect(none.statusCode).toBe(404);
    expect(
      (await op('GET', 'exposure', content, { brand: 'aurora', game: 'SSC_1', numero: '20260601-1201' })).statusCode,
    ).toBe(403);
  });

  it('searches the bets by member account, game, numero and status, newest first, paged', async () => {
    const byAccount = (await op('GET', 'bets', risk, { brand: 'aurora', account: alice.member.account })).json().value;
    expect(byAccount.total).toBe(2);
    expect(byAccount.content.map((b: { playCode: string }) => b.playCode).sort()).toEqual([
      'SSC_5_DIRECT',
      'SSC_L2_DIRECT',
    ]);
    expect(byAccount.content[0]).toMatchObject({
      account: alice.member.account,
      gameCode: 'SSC_1',
      numero: '20260601-1201',
      status: 'open',
    });
    const paged = (
      await op('GET', 'bets', risk, { brand: 'aurora', game: 'SSC_1', numero: '20260601-1201', pageSize: 2 })
    ).json().value;
    expect(paged).toMatchObject({ total: 3, totalPages: 2, pageNum: 1 });
    expect(paged.content).toHaveLength(2);
    const ids = paged.content.map((b: { id: number }) => b.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect((await op('GET', 'bets', risk, { brand: 'aurora', status: 'won' })).json().value.total).toBe(0);
    expect((await op('GET', 'bets', risk, { brand: 'aurora', game: 'MARK_SIX' })).json().value.total).toBe(0);
    expect((await op('GET', 'bets', bengalOwner, { brand: 'aurora' })).statusCode).toBe(403);
  });
});

describe('cancel and refund', () => {
  it('cancels a numero not drawn, refunding every bet exactly, audited with its reason', async () => {
    const pick = { playCode: 'LHC_PICK2', selection: [['01', '02', '03', '04']], unitStake: 1.2345, multiple: 2 };
    const special = { playCode: 'LHC_SPECIAL', selection: [['49']], unitStake: 7, multiple: 1 };
    const before = [await balanceOf(alice.member.id), await balanceOf(bob.member.id)];
    await bet(alice.token, 'MARK_SIX', '20260602', [pick, special]);
    await bet(bob.token, 'MARK_SIX', '20260602', [special]);
    const ref = { brand: 'aurora', game: 'MARK_SIX', numero: '20260602', reason: 'official draw postponed' };
    expect((await op('POST', 'numeros/cancel', risk, ref)).statusCode).toBe(403);
    expect((await op('POST', 'numeros/cancel', bengalOwner, ref)).statusCode).toBe(403);
    expect((await op('POST', 'numeros/cancel', owner, { ...ref, reason: ' ' })).statusCode).toBe(400);

    const res = await op('POST', 'numeros/cancel', owner, ref);
    expect(res.statusCode, res.body).toBe(200);
    // 6 units x 1.2345 x 2 + 7, and 7.
    expect(res.json().value).toMatchObject({
      numero: '20260602',
      state: 'cancelled',
      refunded: { bets: 3, amount: 14.814 + 7 + 7 },
    });
    expect([await balanceOf(alice.member.id), await balanceOf(bob.member.id)]).toEqual(before);
    const bets = (await op('GET', 'bets', owner, { brand: 'aurora', game: 'MARK_SIX' })).json().value.content;
    expect(bets.map((b: { status: string }) => b.status)).toEqual(['refunded', 'refunded', 'refunded']);
    expect(await auditRows(t.app, 'lotteryDeskNumeroCancel')).toEqual([
      expect.objectContaining({
        target_type: 'lottery_numero',
        brand_id: aurora,
        before: { state: 'open' },
        after: expect.objectContaining({ reason: 'official draw postponed', refundedBets: 3, state: 'cancelled' }),
      }),
    ]);
    const again = await op('POST', 'numeros/cancel', owner, ref);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('request_decided');
    expect([await balanceOf(alice.member.id), await balanceOf(bob.member.id)]).toEqual(before);
    const report = await runLedgerCheck(t.app.deps.database.db);
    expect(report.ok).toBe(true);
  });
});

describe('official results by two operators', () => {
  it('takes the entry of one operator and the confirmation of another, naming who entered it', async () => {
    t.clock.set(new Date('2026-06-01T13:16:00Z'));
    await createLotteryDraws({ database: t.app.deps.database, clock: t.clock }).advanceStates();
    const maker = await createOperator(t.app, 'admin');
    const checker = await createOperator(t.app, 'owner');
    const makerToken = await operatorToken(t.app, maker);
    const checkerToken = await operatorToken(t.app, checker);
    const riskNow = (await tokenOfRole(t.app, 'risk', ['aurora'])).token;
    const ref = { brand: 'aurora', game: 'DAILY_3D', numero: '20260601' };

    expect((await op('POST', 'numeros/enter', riskNow, { ...ref, draw: ['1', '2', '3'] })).statusCode).toBe(403);
    const badShape = await op('POST', 'numeros/enter', makerToken, { ...ref, draw: ['1', '2'] });
    expect(badShape.statusCode).toBe(400);
    const inHouse = await op('POST', 'numeros/enter', makerToken, {
      ...ref,
      game: 'SSC_1',
      numero: '20260601-1201',
      draw: ['1', '2', '3', '4', '5'],
    });
    expect(inHouse.json().code).toBe('invalid_input');

    const entered = await op('POST', 'numeros/enter', makerToken, { ...ref, draw: ['1', '2', '3'] });
    expect(entered.statusCode, entered.body).toBe(200);
    expect(entered.json().value).toMatchObject({
      state: 'closed',
      result: null,
      enteredResult: ['1', '2', '3'],
      enteredBy: maker.account,
      confirmedBy: null,
    });
    const listed = (await op('GET', 'numeros', riskNow, { ...ref, state: 'closed' })).json().value.content;
    expect(listed.find((x: { numero: string }) => x.numero === '20260601')).toMatchObject({
      enteredBy: maker.account,
    });

    const self = await op('POST', 'numeros/confirm', makerToken, { ...ref, draw: ['1', '2', '3'] });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('approval_needs_other_operator');
    const differs = await op('POST', 'numeros/confirm', checkerToken, { ...ref, draw: ['1', '2', '4'] });
    expect(differs.statusCode).toBe(400);

    const confirmed = await op('POST', 'numeros/confirm', checkerToken, { ...ref, draw: ['1', '2', '3'] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({
      state: 'drawn',
      result: ['1', '2', '3'],
      resultSource: 'operators',
      confirmedBy: checker.account,
    });
    expect((await auditRows(t.app, 'lotteryResultConfirm')).map((r) => r.actor)).toEqual([checker.account]);

    // A drawn numero can be neither cancelled nor entered again.
    const cancel = await op('POST', 'numeros/cancel', checkerToken, { ...ref, reason: 'late' });
    expect(cancel.json().code).toBe('request_decided');
    expect((await op('POST', 'numeros/enter', makerToken, { ...ref, draw: ['7', '7', '7'] })).json().code).toBe(
      'request_decided',
    );
    t.clock.set(START);
  });

  it('shows an in-house numero its seed once drawn, and only then', async () => {
    const draws = createLotteryDraws({ database: t.app.deps.database, clock: t.clock });
    t.clock.set(new Date('2026-06-01T12:01:30Z'));
    await draws.advanceStates();
    await draws.drawDue();
    const token = (await tokenOfRole(t.app, 'risk', ['aurora'])).token;
    const drawn = (await op('GET', 'numeros', token, { brand: 'aurora', game: 'SSC_1', state: 'drawn' })).json().value
      .content;
    const first = drawn.find((x: { numero: string }) => x.numero === '20260601-1201');
    expect(first.result).toHaveLength(5);
    expect(first.seed).toMatch(/\S+/);
    const upcoming = (
      await op('GET', 'numeros', token, { brand: 'aurora', game: 'SSC_1', state: 'upcoming', pageSize: 3 })
    ).json().value.content;
    expect(upcoming.every((x: { seed: string | null }) => x.seed === null)).toBe(true);
    t.clock.set(START);
  });
});

describe('draws waiting for a result', () => {
  it('lists the numeros past their draw time without a result first, the longest waiting first, then newest first', async () => {
    // PK10_1 draws every minute. Its 12:01 numero drawn (as the draw job would at 12:01:30), those of 12:02 to 12:04
    // are closed and not drawn at 12:04:10.
    const draws = createLotteryDraws({ database: t.app.deps.database, clock: t.clock });
    t.clock.set(new Date('2026-06-01T12:01:30Z'));
    await draws.advanceStates();
    await draws.drawDue();
    t.clock.set(new Date('2026-06-01T12:04:10Z'));
    await draws.advanceStates();
    const list = async (query: Record<string, unknown>) => {
      const res = await op('GET', 'numeros', risk, { brand: 'aurora', game: 'PK10_1', ...query });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().value as {
        waiting: number;
        total: number;
        content: { numero: string; state: string; drawAt: string; waiting: boolean }[];
      };
    };
    const all = await list({ pageSize: 100 });
    expect(all.waiting).toBe(3);
    expect(all.content.slice(0, 4).map((n) => [n.numero, n.state, n.waiting])).toEqual([
      ['20260601-1202', 'closed', true],
      ['20260601-1203', 'closed', true],
      ['20260601-1204', 'closed', true],
      // Then the rest, the newest draw first: the last numero scheduled ahead.
      [all.content[3]?.numero, 'upcoming', false],
    ]);
    const rest = all.content.slice(3).map((n) => n.drawAt);
    expect(rest).toEqual([...rest].sort().reverse());
    // A drawn numero does not wait.
    const drawnRows = (await list({ state: 'drawn' })).content;
    expect(drawnRows.map((n) => [n.numero, n.waiting])).toContainEqual(['20260601-1201', false]);
    expect(drawnRows.every((n) => !n.waiting)).toBe(true);

    // Paged by the server in the same order; a state filter keeps it.
    expect((await list({ pageNo: 2, pageSize: 2 })).content.map((n) => n.numero)).toEqual([
      '20260601-1204',
      all.content[3]?.numero,
    ]);
    const closed = await list({ state: 'closed', pageSize: 2 });
    expect([closed.waiting, closed.content.map((n) => n.numero)]).toEqual([3, ['20260601-1202', '20260601-1203']]);
    expect((await list({ state: 'upcoming', pageSize: 1 })).waiting).toBe(0);

    // Drawn, a numero no longer waits.
    await draws.drawDue();
    const drawn = await list({ pageSize: 3 });
    expect(drawn.waiting).toBe(0);
    expect(drawn.content[0]?.waiting).toBe(false);
    t.clock.set(START);
  });
});
