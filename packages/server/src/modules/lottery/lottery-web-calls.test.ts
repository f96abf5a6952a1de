import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerCheck } from '../../ledger/ledger-check-report.js';
import { fundedMember, nextIp } from '../../test/accounts.js';
import { createLotteryTestApp } from '../../test/lottery-app.js';
import type { TestApp } from '../../test/test-app.js';
import type { LotteryDraws } from './lottery-draw-service.js';
import type { LotterySettlement } from './lottery-settlement.js';

/**
 * What the lottery pages need beside the fixed calls (spec 2 /lottery, /seaLottery, /vnLottery): the upcoming numeros a
 * chase plays (`GET /lgw/lottery/numeros/upcoming`, the same ones the chase placement takes), the odds at the member's
 * series equal to what a placed bet records, and the transaction history's lottery rows naming their bet and game (only
 * the member's own). The clock starts at 2026-06-01 12:00 UTC: SSC_1's numero 20260601-1201 is open until 12:00:50.
 */
let t: TestApp;
let draws: LotteryDraws;
let settlement: LotterySettlement;
let aurora = 0;

beforeAll(async () => {
  ({ t, draws, settlement, aurora } = await createLotteryTestApp());
});
afterAll(() => t.close());

let n = 0;
async function player(amount = 1000) {
  n++;
  return fundedMember(t.app, 'aurora', { account: `lotweb${n}` }, amount);
}

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const DT = { playCode: 'SSC_DT', selection: [['DRAGON', 'TIGER', 'TIE']], unitStake: 1, multiple: 1 };

describe('upcoming numeros', () => {
  it('answers the open numero then the next ones in draw order, public', async () => {
    const res = await call('GET', '/lgw/lottery/numeros/upcoming?gameCode=SSC_1&count=3');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value).toEqual({
      gameCode: 'SSC_1',
      now: '2026-06-01T12:00:00.000Z',
      numeros: [
        {
          numero: '20260601-1201',
          openTime: '2026-06-01T11:59:50.000Z',
          closeTime: '2026-06-01T12:00:50.000Z',
          drawTime: '2026-06-01T12:01:00.000Z',
        },
        {
          numero: '20260601-1202',
          openTime: '2026-06-01T12:00:50.000Z',
          closeTime: '2026-06-01T12:01:50.000Z',
          drawTime: '2026-06-01T12:02:00.000Z',
        },
        {
          numero: '20260601-1203',
          openTime: '2026-06-01T12:01:50.000Z',
          closeTime: '2026-06-01T12:02:50.000Z',
          drawTime: '2026-06-01T12:03:00.000Z',
        },
      ],
    });
  });

  it('answers what exists when fewer numeros are scheduled than asked', async () => {
    // VN North draws once a day and is scheduled a week ahead (lottery-draw-service.ts AHEAD_MS).
    const res = await call('GET', '/lgw/lottery/numeros/upcoming?gameCode=VN_NORTH&count=120');
    expect(res.statusCode, res.body).toBe(200);
    const numeros: { numero: string; drawTime: string }[] = res.json().value.numeros;
    expect(numeros.length).toBeGreaterThan(1);
    expect(numeros.length).toBeLessThan(120);
    const times = numeros.map((x) => x.drawTime);
    expect([...times].sort()).toEqual(times);
    expect(new Set(numeros.map((x) => x.numero)).size).toBe(numeros.length);
  });

  it('refuses a count outside 1..120 and an unknown game', async () => {
    for (const count of ['0', '121', 'x']) {
      const res = await call('GET', `/lgw/lottery/numeros/upcoming?gameCode=SSC_1&count=${count}`);
      expect(res.statusCode, count).toBe(400);
      expect(res.json().code).toBe('invalid_input');
    }
    expect((await call('GET', '/lgw/lottery/numeros/upcoming?gameCode=NOPE&count=2')).statusCode).toBe(404);
  });

  it('names the numeros a chase placed now plays, as the placement answers them', async () => {
    const { token } = await player();
    const upcoming = (await call('GET', '/lgw/lottery/numeros/upcoming?gameCode=SSC_1&count=4')).json().value;
    const [first, ...later] = upcoming.numeros.map((x: { numero: string }) => x.numero);
    const res = await call('POST', '/lgw/lottery/bet', token, {
      gameCode: 'SSC_1',
      numero: first,
      items: [DT],
      chase: { numeros: 3, multiples: [1, 2, 1], stopOnWin: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().value.bets[0].numero).toBe(first);
    expect(res.json().value.chase.numeros.map((x: { numero: string }) => x.numero)).toEqual(later);
  });
});

describe('odds at the member series', () => {
  it('answers the odds a placed bet then records', async () => {
    const { member, token } = await player();
    await t.app.services.lotterySeries.set(aurora, member.id, 1800);
    const plays = (await call('GET', '/lgw/lottery/plays?gameCode=SSC_1', token)).json().value;
    expect(plays.series).toBe(1800);
    const odds = (code: string) => plays.plays.find((p: { playCode: string }) => p.playCode === code).odds;
    const quote = (
      await call('POST', '/lgw/lottery/quote', token, {
        gameCode: 'SSC_1',
        playCode: 'SSC_L2_DIRECT',
        selection: [['1'], ['2']],
      })
    ).json().value;
    expect(quote).toEqual({ units: 1, odds: odds('SSC_L2_DIRECT') });
    const placed = await call('POST', '/lgw/lottery/bet', token, {
      gameCode: 'SSC_1',
      numero: '20260601-1201',
      items: [DT, { playCode: 'SSC_L2_DIRECT', selection: [['1'], ['2']], unitStake: 1, multiple: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const [dt, l2] = placed.json().value.bets;
    expect(dt).toMatchObject({ series: 1800, odds: odds('SSC_DT') });
    expect(l2).toMatchObject({ series: 1800, odds: 90 });
    expect(odds('SSC_L2_DIRECT')).toBe(90);
  });
});

interface Entry {
  type: string;
  amount: number;
  source: { kind: string; ref: string | null; game?: Record<string, string> } | null;
}
const history = async (token: string): Promise<Entry[]> => {
  const res = await call('GET', '/wps/relay/ODSFE2_MemTransDet?pageSize=50', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.content;
};

describe('transaction history of lottery transfers', () => {
  it("names the member's own bet and its game on stakes, payouts, refunds, holds and releases", async () => {
    t.clock.set(new Date('2026-06-01T12:20:00Z'));
    await draws.scheduleAhead();
    await draws.advanceStates();
    const { token } = await player();
    const other = await player();
    // A slip of two items, then a chase of the same on two more numeros that stops after the first (a win).
    const slip = await call('POST', '/lgw/lottery/bet', token, {
      gameCode: 'SSC_1',
      numero: '20260601-1221',
      items: [DT, DT],
      chase: { numeros: 2, stopOnWin: true },
    });
    expect(slip.statusCode, slip.body).toBe(200);
    const [first, second] = slip.json().value.bets as { id: number }[];
    const cancelled = await call('POST', '/lgw/lottery/bet', token, {
      gameCode: 'SSC_1',
      numero: '20260601-1221',
      items: [DT],
    });
    const cancelledId: number = cancelled.json().value.bets[0].id;
    expect((await call('POST', '/lgw/lottery/bet/cancel', token, { betId: cancelledId })).statusCode).toBe(200);
    // The draw at 12:21: DRAGON, TIGER or TIE always wins, so the chase stops and releases its two numeros.
    t.clock.set(new Date('2026-06-01T12:21:00Z'));
    await draws.drawDue();
    await settlement.settleDrawn();
    await settlement.advanceChases();

    const game = { gameCode: 'SSC_1', family: 'SSC', prizeMode: 'ELOTT' };
    const lottery = (await history(token)).filter((e) => e.type.startsWith('lottery_'));
    const byType = (type: string) => lottery.filter((e) => e.type === type).map((e) => e.source);
    expect(byType('lottery_bet')).toEqual([
      { kind: 'lottery', ref: String(cancelledId), game },
      { kind: 'lottery', ref: String(first?.id), game },
    ]);
    // A hold or release moves between two of the member's own accounts (main and lottery_chase): two entries.
    const holds = byType('lottery_chase_hold');
    expect(holds.length).toBeGreaterThan(0);
    for (const s of holds) expect(s).toEqual({ kind: 'lottery', ref: String(first?.id), game });
    expect(byType('lottery_refund')).toEqual([{ kind: 'lottery', ref: String(cancelledId), game }]);
    expect(
      byType('lottery_payout')
        .map((s) => s?.ref)
        .sort(),
    ).toEqual([String(first?.id), String(second?.id)].sort());
    const releases = byType('lottery_chase_release');
    expect(releases.length).toBeGreaterThan(0);
    for (const s of releases) expect(s).toEqual({ kind: 'lottery', ref: String(first?.id), game });

    // Another member's history names none of these bets.
    const theirs = (await history(other.token)).filter((e) => e.source?.kind === 'lottery');
    expect(theirs).toEqual([]);
    const report = await runLedgerCheck(t.app.deps.database.db);
    expect(report.ok).toBe(true);
  });
});
