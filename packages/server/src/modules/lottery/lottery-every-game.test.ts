import { isLotteryFamily } from '@wl/rules/lottery/families';
import { payout } from '@wl/rules/lottery/payout';
import { validateSelection } from '@wl/rules/lottery/plays-units';
import { winnings } from '@wl/rules/lottery/plays-winning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOTTERY_CATALOGUE } from '../../db/seed-lottery.js';
import { runLedgerCheck } from '../../ledger/ledger-check-report.js';
import { DAY_MS } from '../../lib/clock.js';
import { fundedMember, nextIp, tokenFor } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { LotteryDraws } from './lottery-draw-service.js';
import type { LotterySettlement } from './lottery-settlement.js';

/**
 * All ten families are playable on both demo brands (lottery-plays.md "Families and their draws"): on each brand, a
 * member bets every play the plays call lists on the open numero of every seeded game, through the real routes; the
 * in-house games draw, the official ones take the offline feed's result, settlement pays each bet what the rules
 * package says at the odds recorded on it, the wallet ends at exactly deposit - stakes + payouts, and `ledger check` is
 * clean.
 */
let t: TestApp;
let draws: LotteryDraws;
let settlement: LotterySettlement;
const START = new Date('2026-06-01T12:00:00Z');
/** Each brand plays its own fortnight: the numeros of one are drawn before the other begins. */
const BRANDS = [
  { code: 'aurora', host: 'localhost', start: START },
  { code: 'bengal', host: 'bengal.localhost', start: new Date(START.getTime() + 9 * DAY_MS) },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  settlement = t.app.services.lotterySettlement;
  draws = t.app.services.lotteryDraws;
});
afterAll(() => t.close());

interface Play {
  playCode: string;
  rows: number;
  options?: string[];
}

/**
 * The smallest selection of the play's own options that the rules accept: the first `m` options of every row for
 * m = 1, 2, ... (SEA 4D numbers, which have no option list, take `m` four-digit numbers).
 */
function selectionOf(play: Play, family: string): string[][] {
  for (let m = 1; m <= 12; m++) {
    const row = play.options ? play.options.slice(0, m) : ['1234', '0042', '9999', '5678'].slice(0, m);
    const selection = Array.from({ length: play.rows }, () => [...row]);
    if (validateSelection(play.playCode, selection, isLotteryFamily(family) ? family : undefined).ok) return selection;
  }
  throw new Error(`no selection found for ${play.playCode}`);
}

interface BetView {
  id: number;
  numero: string;
  playCode: string;
  selection: string[][];
  status: string;
  unitStake: number;
  multiple: number;
  stake: number;
  odds: number | Record<string, number>;
  payout: number;
  winningUnits: number;
}

describe.each(BRANDS)('every lottery game of $code', ({ code, host, start }) => {
  it('takes a bet on every play, settles each by the rules, and balances to the unit', async () => {
    t.clock.set(start);
    await draws.scheduleAhead();
    await draws.advanceStates();
    const brandId = (await t.app.deps.brands.byCode(code))?.id ?? 0;
    const funded = await fundedMember(t.app, code, { account: `every${code}` }, 100_000);
    const member = funded.member;
    let token = funded.token;
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({
        method,
        url,
        headers: { host, authorization: `Bearer ${token}` },
        remoteAddress: nextIp(),
        ...(payload ? { payload } : {}),
      });

    const menus = (await call('GET', '/lgw/vn/games/game_menu?device=WEB')).json().value.gameMenus as {
      gameCode: string;
      family: string;
    }[];
    expect(menus.map((g) => g.gameCode).sort()).toEqual(LOTTERY_CATALOGUE.map((g) => g.gameCode).sort());
    expect(new Set(menus.map((g) => g.family)).size).toBe(10);

    const placed = new Map<string, string>();
    for (const game of menus) {
      const open = (await call('GET', `/lotto/lgw/games/opened/numero?gameCode=${game.gameCode}`)).json().value;
      expect(open.numero, game.gameCode).not.toBeNull();
      const plays = (await call('GET', `/lgw/lottery/plays?gameCode=${game.gameCode}`)).json().value.plays as Play[];
      expect(plays.length, game.gameCode).toBeGreaterThan(0);
      const items = plays.map((play) => ({
        playCode: play.playCode,
        selection: selectionOf(play, game.family),
        unitStake: 0.01,
        multiple: 1,
      }));
      const res = await call('POST', '/lgw/lottery/bet', {
        gameCode: game.gameCode,
        numero: open.numero.numero,
        items,
      });
      expect(res.statusCode, `${game.gameCode}: ${res.body}`).toBe(200);
      expect(res.json().value.bets).toHaveLength(items.length);
      placed.set(game.gameCode, open.numero.numero);
    }

    // In-house games draw within the quarter hour; the official ones within the week (the offline feed answers).
    t.clock.set(new Date(start.getTime() + 16 * 60_000));
    await draws.advanceStates();
    await draws.drawDue();
    t.clock.set(new Date(start.getTime() + 8 * DAY_MS));
    await draws.advanceStates();
    await draws.fetchOfficial();
    await settlement.settleDrawn();
    token = await tokenFor(t.app, member); // a week later: a fresh login

    let staked = 0;
    let paid = 0;
    for (const game of menus) {
      const numero = placed.get(game.gameCode);
      const drawn = (await call('GET', `/lgw/vn/numeros/opened/game?gameCode=${game.gameCode}&pageSize=100`))
        .json()
        .value.content.find((d: { numero: string }) => d.numero === numero);
      expect(drawn?.result, `${game.gameCode} ${numero}`).toBeTruthy();
      const answer = await call('GET', `/lgw/lottery/bets?gameCode=${game.gameCode}&numero=${numero}&pageSize=100`);
      expect(answer.statusCode, answer.body).toBe(200);
      const bets = answer.json().value.content as BetView[];
      for (const bet of bets) {
        const lines = winnings(
          bet.playCode,
          bet.selection,
          drawn.result,
          isLotteryFamily(game.family) ? game.family : undefined,
        );
        const toOdds4 = (odds: number) => Math.round(odds * 10_000);
        const odds4 =
          typeof bet.odds === 'number'
            ? toOdds4(bet.odds)
            : Object.fromEntries(Object.entries(bet.odds).map(([k, v]) => [k, toOdds4(v)]));
        const expected =
          Number(
            payout({ unitStake: Math.round(bet.unitStake * 10_000), multiple: bet.multiple, odds: odds4, lines }),
          ) / 10_000;
        expect([bet.playCode, bet.status, bet.payout]).toEqual([bet.playCode, expected > 0 ? 'won' : 'lost', expected]);
        staked += Math.round(bet.stake * 10_000);
        paid += Math.round(bet.payout * 10_000);
      }
    }
    expect(paid).toBeGreaterThan(0); // some of the many bets won: payouts were exercised
    const balance = await t.app.deps.ledger.balance(brandId, member.id, 'main');
    expect(balance).toBe(100_000 * 10_000 - staked + paid);
    const report = await runLedgerCheck(t.app.deps.database.db);
    expect(report.ok, JSON.stringify(report.reconciliation)).toBe(true);
  });
});
