import { playOdds4 } from '@wl/rules/lottery/odds';
import { payout } from '@wl/rules/lottery/payout';
import { units } from '@wl/rules/lottery/plays-units';
import { winnings } from '@wl/rules/lottery/plays-winning';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bets as betsTable } from '../../db/schema.js';
import { lotteryGames } from '../../db/schema-lottery.js';
import { lotteryLimits } from '../../db/schema-lottery-bets.js';
import { runLedgerCheck } from '../../ledger/ledger-check-report.js';
import { operatorAdjustment } from '../../ledger/postings.js';
import { createMember, nextIp, tokenFor } from '../../test/accounts.js';
import { createLotteryTestApp } from '../../test/lottery-app.js';
import type { TestApp } from '../../test/test-app.js';
import type { Member } from '../account/member-repo.js';
import type { LotteryDraws } from './lottery-draw-service.js';
import { type LotterySettlement, SETTLE_LANES, settleLanes } from './lottery-settlement.js';

/**
 * Lottery betting through the app (design.md "Lottery"; spec 7 "Lottery"): plays and odds at two series, quotes, slips
 * and their refusals, cancel before the close, settlement (exact payouts, twice changes nothing), a cancelled numero
 * refunded, chases held and released, and `ledger check` clean after each story. The clock starts at 2026-06-01 12:00
 * UTC: SSC_1's numero 20260601-1201 takes bets until 12:00:50 and draws at 12:01.
 */
let t: TestApp;
let draws: LotteryDraws;
let settlement: LotterySettlement;
let aurora = 0;
const START = new Date('2026-06-01T12:00:00Z');

beforeAll(async () => {
  ({ t, draws, settlement, aurora } = await createLotteryTestApp());
});
afterAll(() => t.close());

let n = 0;
/** A member of aurora with `amount` in the main wallet, and their token. */
async function player(amount = 1000, values: Partial<Member> = {}) {
  n++;
  const id = n;
  const member = await createMember(t.app, 'aurora', { account: `lotbet${id}`, ...values });
  if (amount > 0) {
    await t.app.deps.ledger.transfer(
      operatorAdjustment({
        brandId: aurora,
        memberId: member.id,
        amount: amount * 10_000,
        reason: 'test',
        key: `lotbet:${id}`,
        operator: 'test',
      }),
    );
  }
  return { member, token: await tokenFor(t.app, member) };
}

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const balanceOf = (memberId: number, code = 'main') => t.app.deps.ledger.balance(aurora, memberId, code);

async function expectLedgerClean() {
  const report = await runLedgerCheck(t.app.deps.database.db);
  expect(report.reconciliation, JSON.stringify(report.reconciliation)).toMatchObject({ ok: true });
  expect(report.ok).toBe(true);
}

const slip = (items: unknown[], numero = '20260601-1201', extra: object = {}) => ({
  gameCode: 'SSC_1',
  numero,
  items,
  ...extra,
});
const ALL_DT = { playCode: 'SSC_DT', selection: [['DRAGON', 'TIGER', 'TIE']], unitStake: 1, multiple: 1 };

describe('plays and quotes', () => {
  it('answers the plays at the brand default without a token and at the member series with one', async () => {
    const visitor = (await call('GET', '/lgw/lottery/plays?gameCode=SSC_1')).json().value;
    expect(visitor).toMatchObject({ gameCode: 'SSC_1', family: 'SSC', series: 1950 });
    const direct = visitor.plays.find((p: { playCode: string }) => p.playCode === 'SSC_5_DIRECT');
    expect(direct).toEqual({ playCode: 'SSC_5_DIRECT', rows: 5, options: [...'0123456789'], odds: 97500 });
    const { member, token } = await player(0);
    await t.app.services.lotterySeries.set(aurora, member.id, 1800);
    const mine = (await call('GET', '/lgw/lottery/plays?gameCode=SSC_1', token)).json().value;
    expect(mine.series).toBe(1800);
    const odds = (code: string) => mine.plays.find((p: { playCode: string }) => p.playCode === code).odds;
    expect(odds('SSC_5_DIRECT')).toBe(90000);
    expect(odds('SSC_DT')).toEqual({ DRAGON: 2, TIGER: 2, TIE: 9 });
    const sea = (await call('GET', '/lgw/lottery/plays?gameCode=SEA_4D')).json().value;
    expect(sea.plays[0]).toEqual({
      playCode: 'SEA4D_BIG',
      rows: 1,
      odds: { first: 2500, second: 1000, third: 500, special: 180, consolation: 60 },
    });
    expect((await call('GET', '/lgw/lottery/plays?gameCode=NOPE')).statusCode).toBe(404);
  });

  it('quotes units and odds, and names the reason of a refused selection', async () => {
    const quote = await call('POST', '/lgw/lottery/quote', undefined, {
      gameCode: 'SSC_1',
      playCode: 'SSC_L3_SUM',
      selection: [['0', '1', '27']],
    });
    expect(quote.json().value).toEqual({ units: 5, odds: 975 });
    const refused = await call('POST', '/lgw/lottery/quote', undefined, {
      gameCode: 'SSC_1',
      playCode: 'SSC_L3_SUM',
      selection: [['0', '0']],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'lottery_invalid_selection' });
    expect(JSON.stringify(refused.json())).toContain('repeated_option');
    const otherFamily = await call('POST', '/lgw/lottery/quote', undefined, {
      gameCode: 'SSC_1',
      playCode: 'K3_SUM',
      selection: [['10']],
    });
    expect(otherFamily.json().code).toBe('lottery_invalid_selection');
  });
});

describe('series (prize groups)', () => {
  it("keeps a downline's series at or below its upline's, within the brand range", async () => {
    const series = t.app.services.lotterySeries;
    const agent = await player(0, { type: 1 });
    const down = await player(0, { uplineId: agent.member.id });
    await expect(series.set(aurora, agent.member.id, 1990)).rejects.toMatchObject({
      code: 'lottery_series_out_of_range',
    });
    await series.set(aurora, agent.member.id, 1900);
    // Without a series of its own, a downline plays at the default capped by its upline.
    expect(await series.ofMember(aurora, down.member.id)).toEqual({
      series: 1900,
      uplines: [{ memberId: agent.member.id, series: 1900 }],
    });
    await expect(series.set(aurora, down.member.id, 1910)).rejects.toMatchObject({
      code: 'lottery_series_above_upline',
    });
    await series.set(aurora, down.member.id, 1850);
    await expect(series.set(aurora, agent.member.id, 1800)).rejects.toMatchObject({
      code: 'lottery_series_above_upline',
    });
    // The bet records the member's series and the upline chain's.
    await t.app.deps.ledger.transfer(
      operatorAdjustment({
        brandId: aurora,
        memberId: down.member.id,
        amount: 100_000,
        reason: 'x',
        key: `s:${down.member.id}`,
        operator: 't',
      }),
    );
    const res = await call('POST', '/lgw/lottery/bet', down.token, slip([ALL_DT]));
    expect(res.statusCode, res.body).toBe(200);
    const [bet] = await t.app.deps.database.db
      .execute(sql`select series, upline_series from lottery_bets where member_id = ${down.member.id}`)
      .then((r) => (r as unknown as { rows: { series: number; upline_series: unknown }[] }).rows);
    expect(bet).toEqual({ series: 1850, upline_series: [{ memberId: agent.member.id, series: 1900 }] });
  });
});

describe('placing and cancelling', () => {
  it('refuses visitors, trial members, bad selections, closed numeros and a slip beyond the balance', async () => {
    expect((await call('POST', '/lgw/lottery/bet', undefined, slip([ALL_DT]))).statusCode).toBe(401);
    const trial = await player(100, { type: 4 });
    const trialRes = await call('POST', '/lgw/lottery/bet', trial.token, slip([ALL_DT]));
    expect(trialRes.json()).toMatchObject({ success: false, code: 'in_need_true_account' });
    expect((await call('GET', '/lgw/lottery/bets', trial.token)).json().code).toBe('in_need_true_account');

    const { member, token } = await player(10);
    const bad = await call('POST', '/lgw/lottery/bet', token, slip([{ ...ALL_DT, selection: [['DRAGON', 'X']] }]));
    expect(bad.json()).toMatchObject({ code: 'lottery_invalid_selection' });
    expect(JSON.stringify(bad.json())).toContain('unknown_option');
    const later = await call('POST', '/lgw/lottery/bet', token, slip([ALL_DT], '20260601-1210'));
    expect(later.statusCode).toBe(409);
    expect(later.json().code).toBe('lottery_numero_closed');
    const tooMuch = await call('POST', '/lgw/lottery/bet', token, slip([{ ...ALL_DT, unitStake: 4 }]));
    expect(tooMuch.json().code).toBe('insufficient_balance');
    expect(await balanceOf(member.id)).toBe(100_000);
    await expectLedgerClean();
  });

  it('refuses by the limit that was hit: unit stake, units, stake and worst-case payout per numero', async () => {
    const { token } = await player(10_000);
    const [game] = await t.app.deps.database.db
      .select()
      .from(lotteryGames)
      .where(and(eq(lotteryGames.brandId, aurora), eq(lotteryGames.gameCode, 'SSC_1')));
    const gameId = game?.id ?? 0;
    const low = await call('POST', '/lgw/lottery/bet', token, slip([{ ...ALL_DT, unitStake: 0.001 }]));
    expect(low.json()).toMatchObject({ code: 'lottery_limit_unit_stake', details: [{ path: 'items.0.unitStake' }] });
    expect(low.json().details[0].message).toMatch(/^[\d.]+-[\d.]+$/);
    await t.app.deps.database.db.insert(lotteryLimits).values([
      { gameId, playCode: '*', unitsMax: 10, numeroStakeMax: 50_000 },
      { gameId, playCode: 'SSC_L2_DIRECT', numeroPayoutMax: 2_000_000 },
    ]);
    const wide = { playCode: 'SSC_L2_DIRECT', selection: [[...'012345'], ['0', '1']], unitStake: 1, multiple: 1 };
    expect((await call('POST', '/lgw/lottery/bet', token, slip([wide]))).json().code).toBe('lottery_limit_units');
    // 3 units of 1 stake 3; the third such slip would pass 5 staked on the play.
    const small = { ...ALL_DT, multiple: 1 };
    expect((await call('POST', '/lgw/lottery/bet', token, slip([small]))).statusCode).toBe(200);
    // The answer names the play's most per numero: 5.
    expect((await call('POST', '/lgw/lottery/bet', token, slip([small, small]))).json()).toMatchObject({
      code: 'lottery_limit_numero_stake',
      details: [{ path: 'items.0', message: '5' }],
    });
    // SSC_L2_DIRECT at 1950 pays 97.5 a unit: one unit at 2 can pay 195 (> 200 would be refused).
    const pair = { playCode: 'SSC_L2_DIRECT', selection: [['1'], ['2']], unitStake: 2, multiple: 1 };
    expect((await call('POST', '/lgw/lottery/bet', token, slip([pair]))).statusCode).toBe(200);
    expect((await call('POST', '/lgw/lottery/bet', token, slip([{ ...pair, unitStake: 0.1 }]))).json()).toMatchObject({
      code: 'lottery_limit_numero_payout',
      details: [{ path: 'items.0', message: '200' }],
    });
    await t.app.deps.database.db.delete(lotteryLimits).where(eq(lotteryLimits.gameId, gameId));
    await expectLedgerClean();
  });

  it('cancels an open bet before the close, its stake back; after the close never', async () => {
    const { member, token } = await player(100);
    const placed = await call('POST', '/lgw/lottery/bet', token, slip([ALL_DT, { ...ALL_DT, multiple: 2 }]));
    expect(placed.statusCode, placed.body).toBe(200);
    const value = placed.json().value;
    expect(value.bets.map((b: { stake: number }) => b.stake)).toEqual([3, 6]);
    expect(value.balance).toBe(91);
    const [first, second] = value.bets as { id: number }[];
    const cancelled = await call('POST', '/lgw/lottery/bet/cancel', token, { betId: first?.id });
    expect(cancelled.json().value).toMatchObject({ bet: { status: 'cancelled', payout: 0 }, balance: 94 });
    const again = await call('POST', '/lgw/lottery/bet/cancel', token, { betId: first?.id });
    expect(again.json().code).toBe('lottery_bet_not_cancellable');
    const other = await player(0);
    expect((await call('POST', '/lgw/lottery/bet/cancel', other.token, { betId: second?.id })).statusCode).toBe(404);
    t.clock.set(new Date('2026-06-01T12:00:50Z'));
    const late = await call('POST', '/lgw/lottery/bet/cancel', token, { betId: second?.id });
    expect(late.json().code).toBe('lottery_bet_not_cancellable');
    expect((await call('POST', '/lgw/lottery/bet', token, slip([ALL_DT]))).json().code).toBe('lottery_numero_closed');
    t.clock.set(START);
    expect(await balanceOf(member.id)).toBe(940_000);
    const list = (await call('GET', '/lgw/lottery/bets?gameCode=SSC_1&numero=20260601-1201', token)).json().value;
    expect(list.content.map((b: { status: string }) => b.status)).toEqual(['open', 'cancelled']);
    await expectLedgerClean();
  });

  it('places a slip sent again with its request id once, and answers the first bets', async () => {
    const { member, token } = await player(100);
    const body = slip([ALL_DT], '20260601-1201', { requestId: 'slip-0001-retry' });
    const twice = await Promise.all([1, 2].map(() => call('POST', '/lgw/lottery/bet', token, body)));
    for (const res of twice) expect(res.statusCode, res.body).toBe(200);
    const ids = twice.map((res) => res.json().value.bets.map((b: { id: number }) => b.id));
    expect(ids[0]).toHaveLength(1);
    expect(ids[1]).toEqual(ids[0]);
    expect(await balanceOf(member.id)).toBe(970_000);
    // Sent again after its numero closed: still the first answer, nothing more taken.
    t.clock.set(new Date('2026-06-01T12:00:55Z'));
    const late = await call('POST', '/lgw/lottery/bet', token, body);
    expect(late.json().value.bets.map((b: { id: number }) => b.id)).toEqual(ids[0]);
    t.clock.set(START);
    // The same id with other items, or for another numero: refused, nothing taken.
    const other = await call('POST', '/lgw/lottery/bet', token, { ...body, items: [{ ...ALL_DT, multiple: 2 }] });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('idempotency_conflict');
    const elsewhere = await call('POST', '/lgw/lottery/bet', token, { ...body, numero: '20260601-1202' });
    expect(elsewhere.json().code).toBe('idempotency_conflict');
    expect((await call('POST', '/lgw/lottery/bet', token, { ...body, requestId: 'short' })).statusCode).toBe(400);
    // Another id is another slip.
    const next = await call('POST', '/lgw/lottery/bet', token, { ...body, requestId: 'slip-0002-retry' });
    expect(next.json().value.bets[0].id).not.toBe(ids[0]?.[0]);
    expect(await balanceOf(member.id)).toBe(940_000);

    // A chase sent again: one chase, its later stakes held once.
    const chased = slip([ALL_DT], '20260601-1201', {
      requestId: 'slip-0003-chase',
      chase: { numeros: 2, multiples: [1, 2], stopOnWin: true },
    });
    const first = (await call('POST', '/lgw/lottery/bet', token, chased)).json().value;
    const again = await call('POST', '/lgw/lottery/bet', token, chased);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().value.chase).toEqual(first.chase);
    expect(again.json().value.bets).toEqual(first.bets);
    expect(await balanceOf(member.id, 'lottery_chase')).toBe(90_000);
    expect(await balanceOf(member.id)).toBe(820_000);
    const unchased = await call('POST', '/lgw/lottery/bet', token, { ...chased, chase: undefined });
    expect(unchased.json().code).toBe('idempotency_conflict');
    await expectLedgerClean();
  });
});

describe('settlement', () => {
  it('pays exactly what the rules package says, once, and files the bets and rollups', async () => {
    t.clock.set(new Date('2026-06-01T12:01:10Z'));
    await draws.advanceStates();
    const numero = '20260601-1202';
    const items = [
      ALL_DT,
      {
        playCode: 'SSC_FIXED',
        selection: [[...'01234'], [...'56789'], [], ['3'], [...'0123456789']],
        unitStake: 0.5,
        multiple: 3,
      },
      {
        playCode: 'SSC_L2_BSOE',
        selection: [
          ['BIG', 'ODD'],
          ['SMALL', 'EVEN'],
        ],
        unitStake: 2,
        multiple: 1,
      },
      { playCode: 'SSC_5_DIRECT', selection: [['1'], ['2'], ['3'], ['4'], ['5']], unitStake: 1, multiple: 1 },
    ];
    const players = [await player(500), await player(500)];
    for (const p of players) {
      const res = await call('POST', '/lgw/lottery/bet', p.token, slip(items, numero));
      expect(res.statusCode, res.body).toBe(200);
    }
    t.clock.set(new Date('2026-06-01T12:02:00Z'));
    await draws.advanceStates();
    await draws.drawDue();
    const first = await settlement.settleDrawn();
    expect(first.settled).toBeGreaterThanOrEqual(8);
    const balances = await Promise.all(players.map((p) => balanceOf(p.member.id)));
    expect(await settlement.settleDrawn()).toMatchObject({ settled: 0 });
    expect(await Promise.all(players.map((p) => balanceOf(p.member.id)))).toEqual(balances);

    const drawn = (await call('GET', '/lgw/vn/numeros/opened/game?gameCode=SSC_1&pageSize=100')).json().value.content;
    const result = drawn.find((d: { numero: string }) => d.numero === numero).result as string[];
    const expected = items.map((item) => {
      const lines = winnings(item.playCode, item.selection, result, 'SSC');
      const paid = payout({
        unitStake: item.unitStake * 10_000,
        multiple: item.multiple,
        odds: playOdds4(item.playCode, 1950),
        lines,
      });
      return { paid: Number(paid) / 10_000, units: lines.reduce((s, l) => s + l.units, 0) };
    });
    const stake = items.reduce(
      (sum, item) => sum + units(item.playCode, item.selection) * item.unitStake * item.multiple,
      0,
    );
    expect(stake).toBe(43.5);
    const totalPaid = expected.reduce((s, e) => s + e.paid, 0);
    for (const p of players) {
      expect(await balanceOf(p.member.id)).toBe(Math.round((500 - stake + totalPaid) * 10_000));
      const mine = (await call('GET', `/lgw/lottery/bets?gameCode=SSC_1&numero=${numero}`, p.token)).json().value;
      const byPlay = [...mine.content].reverse();
      expect(
        byPlay.map((b: { payout: number; winningUnits: number; status: string }) => [
          b.payout,
          b.winningUnits,
          b.status,
        ]),
      ).toEqual(expected.map((e) => [e.paid, e.units, e.paid > 0 ? 'won' : 'lost']));
      const rows = await t.app.deps.database.db.select().from(betsTable).where(eq(betsTable.memberId, p.member.id));
      expect(rows.every((r) => r.status === 'settled' && r.gameKind === 'ELOTT')).toBe(true);
      expect(rows.reduce((s, r) => s + r.payout, 0)).toBe(Math.round(totalPaid * 10_000));
    }
    const recent = (await call('GET', '/lgw/vn/games/game_menu/recent', players[0]?.token)).json().value;
    expect(recent.gameMenus.map((g: { gameCode: string }) => g.gameCode)).toEqual(['SSC_1']);
    await expectLedgerClean();
  });

  it('refunds every bet of a cancelled numero exactly', async () => {
    await t.app.deps.database.db
      .update(lotteryGames)
      .set({ resultsFeed: 'manual' })
      .where(eq(lotteryGames.gameCode, 'MARK_SIX'));
    const a = await player(100);
    const b = await player(100);
    const pick = { playCode: 'LHC_PICK2', selection: [['01', '02', '03', '04']], unitStake: 1.2345, multiple: 2 };
    const special = { playCode: 'LHC_SPECIAL', selection: [['49']], unitStake: 7, multiple: 1 };
    for (const p of [a, b]) {
      const res = await call('POST', '/lgw/lottery/bet', p.token, {
        gameCode: 'MARK_SIX',
        numero: '20260602',
        items: [pick, special],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().value.balance).toBeCloseTo(78.186, 4);
    }
    t.clock.set(new Date('2026-06-02T19:30:00Z'));
    expect((await draws.cancelPastDeadline()).cancelled).toBeGreaterThanOrEqual(1);
    t.clock.set(START); // the members' sessions were made at the start
    for (const p of [a, b]) {
      expect(await balanceOf(p.member.id)).toBe(1_000_000);
      const mine = (await call('GET', '/lgw/lottery/bets?gameCode=MARK_SIX', p.token)).json().value.content;
      expect(mine.map((x: { status: string }) => x.status)).toEqual(['refunded', 'refunded']);
    }
    await expectLedgerClean();
  });
});

describe('chase', () => {
  it('holds the later stakes, places each numero as it opens, and releases the rest after a win', async () => {
    t.clock.set(new Date('2026-06-01T12:10:00Z'));
    await draws.scheduleAhead();
    await draws.advanceStates();
    const { member, token } = await player(100);
    const res = await call(
      'POST',
      '/lgw/lottery/bet',
      token,
      slip([ALL_DT], '20260601-1211', { chase: { numeros: 3, multiples: [1, 2, 3], stopOnWin: true } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.chase).toMatchObject({
      stopOnWin: true,
      held: 18,
      numeros: [
        { numero: '20260601-1212', multiple: 1, stake: 3 },
        { numero: '20260601-1213', multiple: 2, stake: 6 },
        { numero: '20260601-1214', multiple: 3, stake: 9 },
      ],
    });
    expect(await balanceOf(member.id)).toBe(790_000);
    expect(await balanceOf(member.id, 'lottery_chase')).toBe(180_000);
    await expectLedgerClean();

    // 12:10:50 numero 1212 opens: its step is placed from the hold.
    t.clock.set(new Date('2026-06-01T12:10:55Z'));
    expect(await settlement.advanceChases()).toEqual({ placed: 1, released: 0 });
    expect(await balanceOf(member.id, 'lottery_chase')).toBe(150_000);
    // 12:11 numero 1211 draws: DRAGON, TIGER or TIE always wins, so the chase stops; 1213 and 1214 are released.
    t.clock.set(new Date('2026-06-01T12:11:00Z'));
    await draws.drawDue();
    await settlement.settleDrawn();
    expect(await balanceOf(member.id, 'lottery_chase')).toBe(0);
    const mine = (await call('GET', '/lgw/lottery/bets?gameCode=SSC_1', token)).json().value.content;
    expect(mine.map((b: { numero: string; status: string }) => [b.numero, b.status])).toEqual([
      ['20260601-1212', 'open'],
      ['20260601-1211', 'won'],
    ]);
    const won = mine[1] as { payout: number };
    expect(await balanceOf(member.id)).toBe(Math.round((100 - 3 - 18 + 15 + won.payout) * 10_000));
    expect(await settlement.advanceChases()).toEqual({ placed: 0, released: 0 });
    await expectLedgerClean();
  });

  it('releases a later numero that closed before it could be played', async () => {
    const { member, token } = await player(100);
    const res = await call(
      'POST',
      '/lgw/lottery/bet',
      token,
      slip([ALL_DT], '20260601-1212', { chase: { numeros: 1 } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    t.clock.set(new Date('2026-06-01T12:13:00Z'));
    expect(await settlement.advanceChases()).toMatchObject({ released: 1 });
    expect(await balanceOf(member.id)).toBe(970_000);
    expect(await balanceOf(member.id, 'lottery_chase')).toBe(0);
    const tooLong = await call(
      'POST',
      '/lgw/lottery/bet',
      token,
      slip([ALL_DT], '20260601-1214', { chase: { numeros: 120 } }),
    );
    expect(tooLong.json().code).toBe('lottery_chase_too_long');
    t.clock.set(START);
    await expectLedgerClean();
  });
});

describe('the close instant', () => {
  it('accepts or refuses each of many concurrent slips whole, never after the close', async () => {
    t.clock.set(new Date('2026-06-01T12:20:00Z'));
    await draws.scheduleAhead();
    await draws.advanceStates();
    const numero = '20260601-1221';
    const close = new Date('2026-06-01T12:20:50Z');
    t.clock.set(new Date(close.getTime() - 1));
    const racers = await Promise.all(Array.from({ length: 12 }, () => player(50)));
    const place = (r: (typeof racers)[number]) =>
      call('POST', '/lgw/lottery/bet', r.token, slip([ALL_DT, { ...ALL_DT, multiple: 2 }], numero)).then((res) => ({
        r,
        res,
      }));
    const before = racers.slice(0, 6).map(place);
    // The clock reaches the close while the first slips are still in flight; the last ones start after it.
    await Promise.race(before);
    t.clock.set(close);
    const results = await Promise.all([...before, ...racers.slice(6).map(place)]);
    let accepted = 0;
    for (const { r, res } of results) {
      const mine = (await call('GET', `/lgw/lottery/bets?gameCode=SSC_1&numero=${numero}`, r.token)).json().value;
      if (res.statusCode === 200) {
        accepted++;
        expect(mine.total).toBe(2);
        expect(await balanceOf(r.member.id)).toBe(410_000);
      } else {
        expect(res.json().code).toBe('lottery_numero_closed');
        expect(mine.total).toBe(0);
        expect(await balanceOf(r.member.id)).toBe(500_000);
      }
    }
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(6);
    const late = await t.app.deps.database.db.execute(
      sql`select count(*)::int as n from lottery_bets b join lottery_numeros n on n.id = b.numero_id
          where b.placed_at >= n.close_at`,
    );
    expect((late as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    t.clock.set(START);
    await expectLedgerClean();
  });
});

describe('settlement in lanes', () => {
  it('settles the members of every lane once, even with two settlements of the numero at the same time', async () => {
    t.clock.set(new Date('2026-06-01T12:30:00Z'));
    await draws.scheduleAhead();
    await draws.advanceStates();
    const numero = '20260601-1231';
    const items = [
      ALL_DT,
      { playCode: 'SSC_5_DIRECT', selection: [['1', '2'], ['3'], ['4'], ['5'], ['6', '7']], unitStake: 1, multiple: 1 },
    ];
    // Ten members: on PostgreSQL their bets are written by every lane (member id modulo SETTLE_LANES).
    const players = await Promise.all(Array.from({ length: 10 }, () => player(50)));
    expect(new Set(players.map((p) => p.member.id % SETTLE_LANES)).size).toBe(Math.min(10, SETTLE_LANES));
    for (const p of players) {
      const res = await call('POST', '/lgw/lottery/bet', p.token, slip(items, numero));
      expect(res.statusCode, res.body).toBe(200);
    }
    t.clock.set(new Date('2026-06-01T12:31:00Z'));
    await draws.drawDue();
    const [row] = (
      (await t.app.deps.database.db.execute(
        sql`select n.id, n.result from lottery_numeros n join lottery_games g on g.id = n.game_id
            where g.brand_id = ${aurora} and g.game_code = 'SSC_1' and n.numero = ${numero}`,
      )) as unknown as { rows: { id: number; result: string[] }[] }
    ).rows;
    expect(row?.result).toHaveLength(5);
    const both = await Promise.all([
      settlement.settleNumero(Number(row?.id)),
      settlement.settleNumero(Number(row?.id)),
    ]);
    expect(both.reduce((s, x) => s + x.settled, 0)).toBe(20);

    const paid = items.map((item) =>
      Number(
        payout({
          unitStake: item.unitStake * 10_000,
          multiple: item.multiple,
          odds: playOdds4(item.playCode, 1950),
          lines: winnings(item.playCode, item.selection, row?.result ?? [], 'SSC'),
        }),
      ),
    );
    const stake = items.reduce((s, item) => s + units(item.playCode, item.selection) * item.unitStake, 0);
    expect(both.reduce((s, x) => s + x.paid, 0)).toBe(10 * paid.reduce((s, p) => s + p, 0));
    for (const p of players) {
      expect(await balanceOf(p.member.id)).toBe(500_000 - stake * 10_000 + paid.reduce((s, x) => s + x, 0));
      const mine = (await call('GET', `/lgw/lottery/bets?gameCode=SSC_1&numero=${numero}`, p.token)).json().value;
      expect(mine.content.map((b: { status: string }) => b.status).sort()).toEqual(
        paid.map((x) => (x > 0 ? 'won' : 'lost')).sort(),
      );
    }
    expect(await settlement.settleNumero(Number(row?.id))).toEqual({ settled: 0, won: 0, paid: 0 });
    t.clock.set(START);
    await expectLedgerClean();
  });
});

describe('settlement lanes setting', () => {
  it('takes a divisor of the house shards, four unless told', () => {
    expect(settleLanes(undefined)).toBe(4);
    expect(settleLanes('8')).toBe(8);
    expect(() => settleLanes('3')).toThrow(/LOTTERY_SETTLE_LANES/);
    expect(() => settleLanes('0')).toThrow(/LOTTERY_SETTLE_LANES/);
    expect(() => settleLanes('two')).toThrow(/LOTTERY_SETTLE_LANES/);
  });
});
