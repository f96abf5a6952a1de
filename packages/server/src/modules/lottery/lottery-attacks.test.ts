import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLedgerCheck } from '../../ledger/ledger-check-report.js';
import { createMember, fundedMember, nextIp, tokenFor } from '../../test/accounts.js';
import { createLotteryTestApp } from '../../test/lottery-app.js';
import type { TestApp } from '../../test/test-app.js';
import type { LotteryDraws } from './lottery-draw-service.js';
import type { LotterySettlement } from './lottery-settlement.js';

/**
 * The lottery's member calls as an outside tester attacks them: other members' and other brands' ids, trial
 * members, hostile numbers and selections, replays and races, the clock's edges. Every answer is a 4xx with the
 * contract's code, never a 5xx, and the ledger stays clean. The clock starts at 2026-06-01 12:00 UTC: SSC_1's
 * numero 20260601-1201 takes bets until 12:00:50 and draws at 12:01.
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
const player = (amount = 1000) => fundedMember(t.app, 'aurora', { account: `lotatk${++n}` }, amount);

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: unknown, headers = {}) =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const balanceOf = (memberId: number, code = 'main') => t.app.deps.ledger.balance(aurora, memberId, code);

async function expectLedgerClean() {
  const report = await runLedgerCheck(t.app.deps.database.db);
  expect(report.reconciliation, JSON.stringify(report.reconciliation)).toMatchObject({ ok: true });
  expect(report.ok).toBe(true);
}

const DT = { playCode: 'SSC_DT', selection: [['DRAGON']], unitStake: 1, multiple: 1 };
const slip = (items: unknown[], numero = '20260601-1201', extra: object = {}) => ({
  gameCode: 'SSC_1',
  numero,
  items,
  ...extra,
});

describe('cancelling a chase step', () => {
  it('gives the step stake back once and keeps the ledger and the chase consistent', async () => {
    t.clock.set(START);
    const { member, token } = await player(100);
    const placed = await call(
      'POST',
      '/lgw/lottery/bet',
      token,
      slip([DT], '20260601-1201', { chase: { numeros: 2 } }),
    );
    expect(placed.statusCode, placed.body).toBe(200);
    t.clock.set(new Date('2026-06-01T12:00:55Z'));
    expect(await settlement.advanceChases()).toMatchObject({ placed: 1 });
    const bets = (await call('GET', '/lgw/lottery/bets?gameCode=SSC_1', token)).json().value.content;
    const step = bets.find((b: { numero: string }) => b.numero === '20260601-1202');
    expect(step).toBeDefined();
    const cancel = await call('POST', '/lgw/lottery/bet/cancel', token, { betId: step.id });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // 100 less the slip (1) and the hold of two later numeros (2), plus the step's refund (1).
    expect(await balanceOf(member.id)).toBe(98 * 10_000);
    expect(await balanceOf(member.id, 'lottery_chase')).toBe(10_000);
    const again = await call('POST', '/lgw/lottery/bet/cancel', token, { betId: step.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('lottery_bet_not_cancellable');
    expect(await balanceOf(member.id)).toBe(98 * 10_000);
    await expectLedgerClean();
  });
});

describe('who may place and cancel', () => {
  it("answers 401 without a token or with another brand's, 403 to a trial member, 404 for another member's bet", async () => {
    t.clock.set(START);
    const owner = await player(100);
    const stranger = await player(100);
    const trial = await tokenFor(t.app, await createMember(t.app, 'aurora', { account: 'lotatktrial', type: 4 }));
    const bengal = await fundedMember(t.app, 'bengal', { account: 'lotatkbn' }, 100);
    const placed = await call('POST', '/lgw/lottery/bet', owner.token, slip([DT]));
    expect(placed.statusCode, placed.body).toBe(200);
    const betId = placed.json().value.bets[0].id;

    expect((await call('POST', '/lgw/lottery/bet', undefined, slip([DT]))).json().code).toBe('not_logged_in');
    const expired = await call('POST', '/lgw/lottery/bet', 'not-a-token', slip([DT]));
    expect([expired.statusCode, expired.json().code]).toEqual([401, 'not_logged_in']);
    const trialBet = await call('POST', '/lgw/lottery/bet', trial, slip([DT]));
    expect([trialBet.statusCode, trialBet.json().code]).toEqual([403, 'in_need_true_account']);
    // Another brand's token, on this brand's host or by the Merchant header: no session here.
    const crossHost = await call('POST', '/lgw/lottery/bet/cancel', bengal.token, { betId });
    expect([crossHost.statusCode, crossHost.json().code]).toEqual([401, 'not_logged_in']);
    const crossHeader = await call('POST', '/lgw/lottery/bet/cancel', owner.token, { betId }, { merchant: 'bengal' });
    expect(crossHeader.statusCode).toBe(401);
    const theirs = await call('POST', '/lgw/lottery/bet/cancel', stranger.token, { betId });
    expect([theirs.statusCode, theirs.json().code]).toEqual([404, 'not_found']);
    expect((await call('POST', '/lgw/lottery/bet/cancel', trial, { betId })).statusCode).toBe(403);
    // Nobody else sees the bet either.
    const list = (await call('GET', '/lgw/lottery/bets', stranger.token)).json().value;
    expect(list.total).toBe(0);
    expect(await balanceOf(owner.member.id)).toBe(99 * 10_000);
    expect(await balanceOf(stranger.member.id)).toBe(100 * 10_000);
  });
});

describe('hostile bet input', () => {
  /** A slip of one SSC_DT item as raw JSON with `fields` for the stake and multiple. */
  const rawSlip = (fields: string) =>
    `{"gameCode":"SSC_1","numero":"20260601-1201","items":[{"playCode":"SSC_DT","selection":[["DRAGON"]],${fields}}]}`;
  const SSC_ALL = Array.from({ length: 5 }, () => [...'0123456789']);
  const cases: Array<[string, unknown, number, string]> = [
    ['a unit stake below one ledger unit', slip([{ ...DT, unitStake: 1e-11 }]), 400, 'invalid_input'],
    // Raw JSON: the literal as a client sends it, not as a JavaScript number would keep it.
    ['a unit stake with 20 decimals', rawSlip('"unitStake":0.12345678901234567891'), 400, 'invalid_input'],
    ['a unit stake of 1e309 (Infinity)', rawSlip('"unitStake":1e309'), 400, 'invalid_input'],
    ['a multiple of 1e309', rawSlip('"unitStake":1,"multiple":1e309'), 400, 'invalid_input'],
    ['a negative unit stake', slip([{ ...DT, unitStake: -1 }]), 400, 'invalid_input'],
    ['a unit stake as text', slip([{ ...DT, unitStake: '1' }]), 400, 'invalid_input'],
    ['a multiple of 10^9', slip([{ ...DT, multiple: 1e9 }]), 400, 'invalid_input'],
    ['a fractional multiple', slip([{ ...DT, multiple: 1.5 }]), 400, 'invalid_input'],
    [
      'a unicode digit',
      slip([{ ...DT, playCode: 'SSC_L2_DIRECT', selection: [['٣'], ['1']] }]),
      400,
      'lottery_invalid_selection',
    ],
    [
      'a digit twice in a row',
      slip([{ ...DT, playCode: 'SSC_L2_DIRECT', selection: [['1', '1'], ['2']] }]),
      400,
      'lottery_invalid_selection',
    ],
    ['a null row', slip([{ ...DT, selection: [null] }]), 400, 'invalid_input'],
    ['an object for the selection', slip([{ ...DT, selection: { 0: ['DRAGON'] } }]), 400, 'invalid_input'],
    ['a number in a row', slip([{ ...DT, selection: [[1]] }]), 400, 'invalid_input'],
    ['an option longer than any', slip([{ ...DT, selection: [['DRAGONDRAGON']] }]), 400, 'invalid_input'],
    ['too many rows', slip([{ ...DT, selection: Array.from({ length: 11 }, () => ['DRAGON']) }]), 400, 'invalid_input'],
    ['a row of 10,001 options', slip([{ ...DT, selection: [Array(10_001).fill('1')] }]), 400, 'invalid_input'],
    [
      'a row of 10,000 repeated options',
      slip([{ ...DT, selection: [Array(10_000).fill('DRAGON')] }]),
      400,
      'lottery_invalid_selection',
    ],
    ['51 items', slip(Array(51).fill(DT)), 400, 'invalid_input'],
    ['an unknown play', slip([{ ...DT, playCode: 'SSC_ALL_IN' }]), 400, 'lottery_invalid_selection'],
    [
      "another family's play",
      slip([{ ...DT, playCode: 'K3_SUM', selection: [['10']] }]),
      400,
      'lottery_invalid_selection',
    ],
    ['a chase of 10^6 numeros', slip([DT], '20260601-1201', { chase: { numeros: 1e6 } }), 400, 'invalid_input'],
    [
      'chase multiples of 10^9',
      slip([DT], '20260601-1201', { chase: { numeros: 1, multiples: [1e9] } }),
      400,
      'invalid_input',
    ],
    [
      'fewer chase multiples than numeros',
      slip([DT], '20260601-1201', { chase: { numeros: 2, multiples: [1] } }),
      400,
      'invalid_input',
    ],
    [
      'a stake beyond JavaScript integers (units x unit stake x multiple)',
      slip([{ playCode: 'SSC_5_DIRECT', selection: SSC_ALL, unitStake: 1000, multiple: 10_000 }]),
      400,
      'lottery_limit_numero_stake',
    ],
    [
      'a chase whose numero stake overflows (item multiple x chase multiple)',
      slip([{ playCode: 'SSC_5_DIRECT', selection: SSC_ALL, unitStake: 0.01, multiple: 10_000 }], '20260601-1201', {
        chase: { numeros: 1, multiples: [10_000] },
      }),
      400,
      'lottery_limit_numero_stake',
    ],
    ['a numero not open yet', slip([DT], '20260601-1230'), 409, 'lottery_numero_closed'],
    ['a numero that does not exist', slip([DT], '19700101-0000'), 409, 'lottery_numero_closed'],
    ["another game's code", { ...slip([DT]), gameCode: 'NOPE' }, 404, 'not_found'],
  ];

  it.each(cases)('refuses %s with its code, and takes no money', async (_label, body, status, code) => {
    t.clock.set(START);
    const { member, token } = await player(100);
    const res =
      typeof body === 'string'
        ? await call('POST', '/lgw/lottery/bet', token, body, { 'content-type': 'application/json' })
        : await call('POST', '/lgw/lottery/bet', token, body);
    expect([res.statusCode, res.json().code], res.body.slice(0, 300)).toEqual([status, code]);
    expect(await balanceOf(member.id)).toBe(100 * 10_000);
  });

  it('counts a SEA 4D row of all 10,000 numbers and a full SSC sheet quickly', async () => {
    t.clock.set(START);
    const all = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(4, '0'));
    const started = performance.now();
    const sea = await call('POST', '/lgw/lottery/quote', undefined, {
      gameCode: 'SEA_4D',
      playCode: 'SEA4D_BIG',
      selection: [all],
    });
    expect(sea.json().value.units).toBe(10_000);
    const ssc = await call('POST', '/lgw/lottery/quote', undefined, {
      gameCode: 'SSC_1',
      playCode: 'SSC_5_DIRECT',
      selection: SSC_ALL,
    });
    expect(ssc.json().value.units).toBe(100_000);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('the clock and races', () => {
  it('takes a bet until the last millisecond before the close and none at it; cancels likewise', async () => {
    const { member, token } = await player(100);
    t.clock.set(new Date('2026-06-01T12:00:49.999Z'));
    const last = await call('POST', '/lgw/lottery/bet', token, slip([DT]));
    expect(last.statusCode, last.body).toBe(200);
    t.clock.set(new Date('2026-06-01T12:00:50.000Z'));
    const late = await call('POST', '/lgw/lottery/bet', token, slip([DT]));
    expect([late.statusCode, late.json().code]).toEqual([409, 'lottery_numero_closed']);
    const cancel = await call('POST', '/lgw/lottery/bet/cancel', token, { betId: last.json().value.bets[0].id });
    expect([cancel.statusCode, cancel.json().code]).toEqual([409, 'lottery_bet_not_cancellable']);
    // The next numero opens at that instant.
    const next = await call('POST', '/lgw/lottery/bet', token, slip([DT], '20260601-1202'));
    expect(next.statusCode, next.body).toBe(200);
    expect(await balanceOf(member.id)).toBe(98 * 10_000);
  });

  it('cancels once when two cancels race, and twice-sent slips are two bets paid for once each', async () => {
    t.clock.set(START);
    const { member, token } = await player(100);
    const [a, b] = await Promise.all([
      call('POST', '/lgw/lottery/bet', token, slip([DT])),
      call('POST', '/lgw/lottery/bet', token, slip([DT])),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await balanceOf(member.id)).toBe(98 * 10_000);
    const betId = a.json().value.bets[0].id;
    const answers = await Promise.all([
      call('POST', '/lgw/lottery/bet/cancel', token, { betId }),
      call('POST', '/lgw/lottery/bet/cancel', token, { betId }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(member.id)).toBe(99 * 10_000);
    await expectLedgerClean();
  });

  it('refuses a cancel once the numero is drawn and settled, and settling twice pays once', async () => {
    t.clock.set(START);
    const { member, token } = await player(100);
    const all = { ...DT, selection: [['DRAGON', 'TIGER', 'TIE']] };
    const placed = await call('POST', '/lgw/lottery/bet', token, slip([all]));
    expect(placed.statusCode, placed.body).toBe(200);
    t.clock.set(new Date('2026-06-01T12:01:00Z'));
    await draws.drawDue();
    const [cancel] = await Promise.all([
      call('POST', '/lgw/lottery/bet/cancel', token, { betId: placed.json().value.bets[0].id }),
      settlement.settleDrawn(),
      settlement.settleDrawn(),
    ]);
    expect([cancel.statusCode, cancel.json().code]).toEqual([409, 'lottery_bet_not_cancellable']);
    const [bet] = (await call('GET', '/lgw/lottery/bets?gameCode=SSC_1&numero=20260601-1201', token)).json().value
      .content;
    expect(bet.status).toBe('won');
    expect(await balanceOf(member.id)).toBe(Math.round((97 + bet.payout) * 10_000));
    await expectLedgerClean();
  });
});

describe('chases at the limits', () => {
  it('refuses a chase whose later numero would stake more on a play than one numero allows, holding nothing', async () => {
    t.clock.set(START);
    const { member, token } = await player(1_000_000);
    // 1,000 x 100 = 100,000 on DT: the whole default stake of one numero; the chase's next numero doubles it, a
    // step that could never be placed (lottery-limits.ts), so its stake is not held for nothing.
    const res = await call(
      'POST',
      '/lgw/lottery/bet',
      token,
      slip([{ ...DT, unitStake: 1000, multiple: 100 }], '20260601-1201', { chase: { numeros: 1, multiples: [2] } }),
    );
    expect([res.statusCode, res.json().code], res.body).toEqual([400, 'lottery_limit_numero_stake']);
    expect(await balanceOf(member.id)).toBe(1_000_000 * 10_000);
    expect(await balanceOf(member.id, 'lottery_chase')).toBe(0);
  });
});
