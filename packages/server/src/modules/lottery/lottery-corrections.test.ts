import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lotteryGames } from '../../db/schema-lottery.js';
import { runLedgerCheck } from '../../ledger/ledger-check-report.js';
import { operatorAdjustment } from '../../ledger/postings.js';
import { fundedMember, nextIp } from '../../test/accounts.js';
import { auditRows } from '../../test/audit-rows.js';
import { callOperator, createOperator, operatorToken, tokenOfRole } from '../../test/operators.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLotteryDraws } from './lottery-draw-service.js';

/**
 * Corrections of an official result through the console's routes (docs/lottery.md "Result corrections": a wrong
 * official result is corrected only by a documented reversal posting with both operators recorded). DAILY_3D (LF3D,
 * manual results) numero 20260601 takes bets at 12:00 UTC and draws at 13:15 UTC; its result 1 2 3 is entered,
 * confirmed and settled, then corrected to 4 5 6: each settled bet moves by exactly the difference of its payouts, a
 * member who spent the winnings leaves the rest unrecovered, and `ledger check` stays clean.
 */
let t: TestApp;
let aurora = 0;
const START = new Date('2026-06-01T12:00:00Z');
const ref = { brand: 'aurora', game: 'DAILY_3D', numero: '20260601' };
let maker = { account: '' };
let checker = { account: '' };
let makerToken = '';
let checkerToken = '';

let n = 0;
async function player(amount: number) {
  n++;
  return fundedMember(t.app, 'aurora', { account: `lotfix${n}` }, amount);
}

async function bet(token: string, digits: [string, string, string]) {
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
}

async function myBets(token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/lgw/lottery/bets?gameCode=DAILY_3D&numero=20260601',
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value;
}

const op = (method: 'GET' | 'POST', path: string, token: string, payload: Record<string, unknown>) =>
  callOperator(t.app, method, `/console/api/lottery/${path}`, token, payload);
const balanceOf = (memberId: number) => t.app.deps.ledger.balance(aurora, memberId, 'main');

let alice: Awaited<ReturnType<typeof player>>;
let bob: Awaited<ReturnType<typeof player>>;
let carol: Awaited<ReturnType<typeof player>>;
/** What one winning bet of 2 on LF3D_DIRECT pays, in ledger units. */
let prize = 0;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(START);
  aurora = (await t.app.deps.brands.byCode('aurora'))?.id ?? 0;
  await t.app.deps.database.db
    .update(lotteryGames)
    .set({ resultsFeed: 'manual' })
    .where(eq(lotteryGames.gameCode, 'DAILY_3D'));
  const draws = createLotteryDraws({ database: t.app.deps.database, clock: t.clock });
  await draws.scheduleAhead();
  await draws.advanceStates();
  alice = await player(100);
  bob = await player(100);
  carol = await player(100);
  await bet(alice.token, ['1', '2', '3']);
  await bet(bob.token, ['4', '5', '6']);
  await bet(carol.token, ['1', '2', '3']);

  // The official result 1 2 3, entered and confirmed by two operators, then settled.
  t.clock.set(new Date('2026-06-01T13:16:00Z'));
  await draws.advanceStates();
  const m = await createOperator(t.app, 'admin');
  const c = await createOperator(t.app, 'owner');
  maker = m;
  checker = c;
  makerToken = await operatorToken(t.app, m);
  checkerToken = await operatorToken(t.app, c);
  expect((await op('POST', 'numeros/enter', makerToken, { ...ref, draw: ['1', '2', '3'] })).statusCode).toBe(200);
  expect((await op('POST', 'numeros/confirm', checkerToken, { ...ref, draw: ['1', '2', '3'] })).statusCode).toBe(200);
  await t.app.services.lotterySettlement.settleDrawn();
  prize = (await balanceOf(alice.member.id)) - 98 * 10_000;
  expect(prize).toBeGreaterThan(0);
  // Carol spends her winnings but 10: the correction cannot take back all it should.
  await t.app.deps.ledger.transfer(
    operatorAdjustment({
      brandId: aurora,
      memberId: carol.member.id,
      amount: -((await balanceOf(carol.member.id)) - 10 * 10_000),
      reason: 'spent',
      key: 'lotfix:carol-spent',
      operator: 'test',
    }),
  );
});
afterAll(() => t.close());

describe('result corrections', () => {
  it('refuses roles without lottery.results, other brands, in-house numeros and bad draws', async () => {
    const risk = (await tokenOfRole(t.app, 'risk', ['aurora'])).token;
    const bengal = (await tokenOfRole(t.app, 'owner', ['bengal'])).token;
    const body = { ...ref, draw: ['4', '5', '6'], reason: 'the provider published 456' };
    expect((await op('POST', 'corrections/propose', risk, body)).json().code).toBe('forbidden');
    expect((await op('POST', 'corrections/propose', bengal, body)).json().code).toBe('forbidden');
    expect((await op('GET', 'corrections', bengal, ref)).json().code).toBe('forbidden');
    const noReason = await op('POST', 'corrections/propose', makerToken, { ...body, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const badShape = await op('POST', 'corrections/propose', makerToken, { ...body, draw: ['4', '5'] });
    expect(badShape.json().code).toBe('invalid_input');
    const same = await op('POST', 'corrections/propose', makerToken, { ...body, draw: ['1', '2', '3'] });
    expect(same.json().code).toBe('invalid_input');

    const draws = createLotteryDraws({ database: t.app.deps.database, clock: t.clock });
    await draws.drawDue();
    const inHouse = (
      await op('GET', 'numeros', checkerToken, { brand: 'aurora', game: 'SSC_1', state: 'drawn' })
    ).json().value.content[0];
    const refused = await op('POST', 'corrections/propose', makerToken, {
      ...body,
      game: 'SSC_1',
      numero: inHouse.numero,
      draw: ['0', '0', '0', '0', '0'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('lottery_result_in_house');
  });

  it('changes nothing until a second operator confirms; the proposer may withdraw', async () => {
    const before = await Promise.all([alice, bob, carol].map((p) => balanceOf(p.member.id)));
    const proposed = await op('POST', 'corrections/propose', makerToken, {
      ...ref,
      draw: ['7', '7', '7'],
      reason: 'typo',
    });
    expect(proposed.statusCode, proposed.body).toBe(200);
    expect(proposed.json().value).toMatchObject({
      state: 'proposed',
      oldDraw: ['1', '2', '3'],
      newDraw: ['7', '7', '7'],
      proposedBy: maker.account,
      confirmedBy: null,
    });
    // Another operator may neither withdraw it nor propose over it; the same operator may not confirm it.
    expect((await op('POST', 'corrections/withdraw', checkerToken, ref)).json().code).toBe('forbidden');
    const over = await op('POST', 'corrections/propose', checkerToken, { ...ref, draw: ['8', '8', '8'], reason: 'x' });
    expect(over.json().code).toBe('request_decided');
    const self = await op('POST', 'corrections/confirm', makerToken, { ...ref, draw: ['7', '7', '7'] });
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe('approval_needs_other_operator');
    const differs = await op('POST', 'corrections/confirm', checkerToken, { ...ref, draw: ['7', '7', '8'] });
    expect(differs.statusCode).toBe(400);

    const withdrawn = await op('POST', 'corrections/withdraw', makerToken, ref);
    expect(withdrawn.json().value).toMatchObject({ state: 'withdrawn', betsChanged: 0 });
    const numero = (await op('GET', 'numeros', checkerToken, { ...ref, state: 'drawn' })).json().value.content[0];
    expect(numero.result).toEqual(['1', '2', '3']);
    expect(await Promise.all([alice, bob, carol].map((p) => balanceOf(p.member.id)))).toEqual(before);
    expect((await op('POST', 'corrections/confirm', checkerToken, { ...ref, draw: ['7', '7', '7'] })).statusCode).toBe(
      404,
    );
  });

  it('moves exactly each bet difference on confirmation, records the unrecovered rest, and keeps the ledger clean', async () => {
    const before = await Promise.all([alice, bob, carol].map((p) => balanceOf(p.member.id)));
    expect(before[2]).toBe(10 * 10_000);
    const reason = 'the provider published 4 5 6';
    expect(
      (await op('POST', 'corrections/propose', makerToken, { ...ref, draw: ['4', '5', '6'], reason })).statusCode,
    ).toBe(200);
    const confirmed = await op('POST', 'corrections/confirm', checkerToken, { ...ref, draw: ['4', '5', '6'] });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().value).toMatchObject({
      state: 'confirmed',
      oldDraw: ['1', '2', '3'],
      newDraw: ['4', '5', '6'],
      reason,
      proposedBy: maker.account,
      confirmedBy: checker.account,
      betsChanged: 3,
      paidMore: prize / 10_000,
      takenBack: (prize + 10 * 10_000) / 10_000,
      unrecovered: (prize - 10 * 10_000) / 10_000,
    });
    expect(await Promise.all([alice, bob, carol].map((p) => balanceOf(p.member.id)))).toEqual([
      (before[0] ?? 0) - prize,
      (before[1] ?? 0) + prize,
      0,
    ]);
    const numero = (await op('GET', 'numeros', checkerToken, { ...ref, state: 'drawn' })).json().value.content[0];
    expect(numero.result).toEqual(['4', '5', '6']);
    expect((await myBets(alice.token)).content[0]).toMatchObject({ status: 'lost', payout: 0 });
    expect((await myBets(bob.token)).content[0]).toMatchObject({ status: 'won', payout: prize / 10_000 });
    const history = (await op('GET', 'corrections', checkerToken, ref)).json().value.corrections;
    expect(history.map((c: { state: string }) => c.state)).toEqual(['confirmed', 'withdrawn']);
    expect((await auditRows(t.app, 'lotteryDeskCorrectionConfirm')).map((r) => r.actor)).toEqual([checker.account]);
    const report = await runLedgerCheck(t.app.deps.database.db);
    expect(report.ok, JSON.stringify(report)).toBe(true);

    // A retry moves nothing: the correction is decided, and its postings' keys are spent.
    const again = await op('POST', 'corrections/confirm', checkerToken, { ...ref, draw: ['4', '5', '6'] });
    expect(again.statusCode).toBe(404);
    expect(await Promise.all([alice, bob, carol].map((p) => balanceOf(p.member.id)))).toEqual([
      (before[0] ?? 0) - prize,
      (before[1] ?? 0) + prize,
      0,
    ]);
    expect((await runLedgerCheck(t.app.deps.database.db)).ok).toBe(true);
  });

  it('confirms a correction once when two operators confirm it at the same time', async () => {
    const third = await operatorToken(t.app, await createOperator(t.app, 'admin'));
    const before = await Promise.all([alice, bob, carol].map((p) => balanceOf(p.member.id)));
    const back = { ...ref, draw: ['1', '2', '3'] };
    expect(
      (await op('POST', 'corrections/propose', makerToken, { ...back, reason: 'errata withdrawn' })).statusCode,
    ).toBe(200);
    const answers = await Promise.all([
      op('POST', 'corrections/confirm', checkerToken, back),
      op('POST', 'corrections/confirm', third, back),
    ]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.find((a) => a.statusCode !== 200)?.json().code).toMatch(/^(request_decided|not_found)$/);
    // Back to 1 2 3: each winner paid again, Bob debited; once.
    expect(await Promise.all([alice, bob, carol].map((p) => balanceOf(p.member.id)))).toEqual([
      (before[0] ?? 0) + prize,
      (before[1] ?? 0) - prize,
      (before[2] ?? 0) + prize,
    ]);
    expect((await runLedgerCheck(t.app.deps.database.db)).ok).toBe(true);
  });

  it('refuses any change of a drawn result outside the correction path, in the database', async () => {
    const { db } = t.app.deps.database;
    await expect(
      db.execute(sql`update lottery_numeros set result = '["0","0","0"]'::jsonb
        where numero = '20260601' and game_id = (select id from lottery_games where game_code = 'DAILY_3D' limit 1)`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update lottery_corrections set new_draw = '["9","9","9"]'::jsonb where state = 'confirmed'`),
    ).rejects.toThrow();
    await expect(db.execute(sql`delete from lottery_correction_bets`)).rejects.toThrow();
  });
});
