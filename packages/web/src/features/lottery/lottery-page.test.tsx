import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LotteryMenuGame, PastNumero } from '@wl/contract/routes/lottery';
import { hashServerSeed } from '@wl/rules/fair';
import { deriveDraw } from '@wl/rules/lottery/draw';
import { playOdds } from '@wl/rules/lottery/odds';
import { playsOfFamily } from '@wl/rules/lottery/plays-catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { liveEvents } from '../../lib/live-events';
import { clearSession, setToken } from '../../lib/session';
import { fail, ok, type StubRequest, type StubValue, sentTo, stubApi } from '../../test/api-stub';
import { renderRoute } from '../../test/render-app';
import { resetServerClock } from './server-clock';

const iso = (ms: number) => new Date(ms).toISOString();
/** The server's clock runs five minutes ahead of this device's. */
const AHEAD = 5 * 60_000;

function menuGame(gameCode: string, family: string, prizeMode: LotteryMenuGame['prizeMode'], serverNow: number) {
  return {
    gameCode,
    gameName: `${gameCode} name`,
    family,
    gameGroupCode: family,
    prizeMode,
    source: family.startsWith('VN') || family === 'SEA4D' ? ('official' as const) : ('in_house' as const),
    resultDeadlineMinutes: family.startsWith('VN') || family === 'SEA4D' ? 360 : null,
    current: {
      numero: '20260101-1001',
      openTime: iso(serverNow - 30_000),
      closeTime: iso(serverNow + 90_000),
      drawTime: iso(serverNow + 100_000),
    },
  };
}

const SEED = 'f'.repeat(64);
const past = (gameCode: string, family: string, numero: string, result?: string[]): PastNumero => {
  const drawn = result ?? deriveDraw(family as 'SSC', SEED, gameCode, numero);
  return {
    numero,
    drawTime: '2026-01-01T10:00:00.000Z',
    state: 'drawn',
    result: drawn,
    drawnAt: '2026-01-01T10:00:01.000Z',
    seedHash: hashServerSeed(SEED),
    seed: SEED,
  };
};

const FAMILY_OF: Record<string, 'SSC' | 'LHC' | 'VN_NORTH' | 'SEA4D'> = {
  SSC_1: 'SSC',
  LHC_5: 'LHC',
  VN_NORTH: 'VN_NORTH',
  SEA_4D: 'SEA4D',
};

/** The member's series in the plays call's answer (the brand default is 1950; this member's is lower). */
const MEMBER_SERIES = 1800;

/** The answer of POST /lgw/lottery/bet to `input`: its items as open bets, numbered from `firstId`. */
function placed(input: StubRequest<'lotteryPlaceBet'>['input'], firstId: number) {
  return ok<StubValue<'lotteryPlaceBet'>>({
    bets: input.items.map((item, i) => ({
      id: firstId + i,
      gameCode: input.gameCode,
      numero: input.numero,
      playCode: item.playCode,
      selection: item.selection,
      units: 1,
      unitStake: item.unitStake,
      multiple: item.multiple ?? 1,
      stake: item.unitStake * (item.multiple ?? 1),
      odds: 1.95,
      series: 1950,
      status: 'open' as const,
      winningUnits: 0,
      payout: 0,
      chaseId: input.chase ? 5 : null,
      placedAt: iso(Date.now()),
      settledAt: null,
    })),
    chase: null,
    balance: 100,
  });
}

function stubLottery(
  history: Record<string, PastNumero[]> = {},
  bets: StubValue<'lotteryBets'>['content'] = [],
  more: Parameters<typeof stubApi>[0] = {},
) {
  return stubApi({
    lotteryPlays: ({ input }) => {
      const family = FAMILY_OF[input.gameCode] ?? 'SSC';
      return ok({
        gameCode: input.gameCode,
        family,
        series: MEMBER_SERIES,
        plays: playsOfFamily(family).map((rule) => ({
          playCode: rule.code,
          rows: rule.rows,
          odds: playOdds(rule.code, MEMBER_SERIES, { family }),
        })),
      });
    },
    // A minute apart from the open numero on; only 4 are scheduled.
    lotteryUpcomingNumeros: ({ input }) => {
      const serverNow = Date.now() + AHEAD;
      return ok({
        gameCode: input.gameCode,
        now: iso(serverNow),
        numeros: Array.from({ length: Math.min(4, input.count) }, (_, i) => ({
          numero: `20260101-100${i + 1}`,
          openTime: iso(serverNow - 30_000 + i * 60_000),
          closeTime: iso(serverNow + 90_000 + i * 60_000),
          drawTime: iso(serverNow + 100_000 + i * 60_000),
        })),
      });
    },
    memberInfo: ok({ id: 9, account: 'player9', nickname: 'Nine', type: 0 }),
    lotteryMenus: () => {
      const serverNow = Date.now() + AHEAD;
      return ok({
        now: iso(serverNow),
        gameMenus: [
          menuGame('SSC_1', 'SSC', 'ELOTT', serverNow),
          menuGame('LHC_5', 'LHC', 'ELOTT', serverNow),
          menuGame('VN_NORTH', 'VN_NORTH', 'LOTT', serverNow),
          menuGame('SEA_4D', 'SEA4D', 'SEA', serverNow),
        ],
      });
    },
    openedNumero: ({ input }) => {
      const serverNow = Date.now() + AHEAD;
      return ok({
        gameCode: input.gameCode,
        now: iso(serverNow),
        numero: {
          numero: '20260101-1001',
          openTime: iso(serverNow - 30_000),
          closeTime: iso(serverNow + 90_000),
          drawTime: iso(serverNow + 100_000),
          seedHash: 'ab'.repeat(32),
        },
      });
    },
    openedNumeros: ({ input }) => {
      const content = history[input.gameCode] ?? [];
      const size = input.pageSize;
      const page = content.slice((input.pageNo - 1) * size, input.pageNo * size);
      return ok({
        content: page,
        pageNum: input.pageNo,
        totalPages: Math.ceil(content.length / size),
        total: content.length,
      });
    },
    lotteryPlaceBet: ({ input }) => placed(input, 70),
    lotteryBets: ok({ content: bets, pageNum: 1, totalPages: 1, total: bets.length }),
    ...more,
  });
}

afterEach(() => {
  clearSession();
  resetServerClock();
  vi.unstubAllGlobals();
});

describe('lottery lobby', () => {
  it('lists the page’s games by family with a countdown on the server’s clock and the last result', async () => {
    stubLottery({ LHC_5: [past('LHC_5', 'LHC', '20260101-1000', ['01', '03', '05', '13', '20', '33', '49'])] });
    setToken('tok');
    await renderRoute('/lottery');
    const lobby = await screen.findByTestId('lottery-lobby');
    expect(within(lobby).getByRole('heading', { name: 'SSC' })).toBeTruthy();
    expect(within(lobby).getByRole('heading', { name: 'Mark Six' })).toBeTruthy();
    // VN and SEA games are on their own pages (spec 2).
    expect(screen.queryByTestId('lottery-game-VN_NORTH')).toBeNull();
    expect(screen.queryByTestId('lottery-game-SEA_4D')).toBeNull();
    // The device's clock says 6:30 to the close; the server's says 1:30.
    const card = screen.getByTestId('lottery-game-SSC_1');
    await waitFor(() => expect(within(card).getByTestId('countdown').textContent).toMatch(/01:(29|30)/));
    // Last result in style one: 01 red, 03 blue, 49 green.
    const lhc = screen.getByTestId('lottery-game-LHC_5');
    const balls = await within(lhc).findAllByText(/^\d\d$/);
    expect(balls.map((b) => b.getAttribute('data-colour'))).toEqual([
      'red',
      'blue',
      'green',
      'red',
      'blue',
      'green',
      'green',
    ]);
    expect(lhc.querySelector('a')?.getAttribute('href')).toBe('/lottery?gameCode=LHC_5');
  });

  it('shows a pushed draw at once (lotteryDraw event)', async () => {
    stubLottery();
    setToken('tok');
    await renderRoute('/lottery');
    const card = await screen.findByTestId('lottery-game-SSC_1');
    await within(card).findByText('No result yet');
    liveEvents.publish({
      type: 'lotteryDraw',
      gameCode: 'SSC_1',
      numero: '20260101-1001',
      result: ['9', '8', '7', '6', '5'],
      drawnAt: iso(Date.now()),
    });
    expect(await within(card).findByText('20260101-1001')).toBeTruthy();
    expect(within(card).getByText('9')).toBeTruthy();
  });

  it('moves a game to its own page: a VN game asked on /lottery opens /vnLottery', async () => {
    stubLottery();
    setToken('tok');
    const { router } = await renderRoute('/lottery?gameCode=VN_NORTH');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vnLottery'));
    expect(router.state.location.search).toBe('?gameCode=VN_NORTH');
    expect(await screen.findByTestId('lottery-game')).toBeTruthy();
  });
});

describe('lottery game page', () => {
  it("lists the member's bets with their status and payout (GET /lgw/lottery/bets)", async () => {
    const won = {
      id: 81,
      gameCode: 'SSC_1',
      numero: '20260101-1000',
      playCode: 'SSC_DT',
      selection: [['DRAGON', 'TIGER', 'TIE']],
      units: 3,
      unitStake: 2,
      multiple: 1,
      stake: 6,
      odds: { DRAGON: 2.1666, TIGER: 2.1666, TIE: 9.75 },
      series: 1950,
      status: 'won' as const,
      winningUnits: 1,
      payout: 19.5,
      chaseId: null,
      placedAt: iso(Date.now()),
      settledAt: iso(Date.now()),
    };
    const api = stubLottery({}, [won]);
    setToken('tok');
    await renderRoute('/lottery?gameCode=SSC_1');
    await screen.findByTestId('lottery-game');
    fireEvent.click(screen.getByTestId('lottery-tab-bets'));
    const row = await screen.findByTestId('my-bet');
    expect(row.getAttribute('data-status')).toBe('won');
    expect(row.textContent).toContain('20260101-1000');
    expect(row.textContent).toContain('19.50');
    expect(sentTo(api, 'lotteryBets')[0]).toMatchObject({ gameCode: 'SSC_1' });
  });

  it('cancels an open bet of the open draw; the server refusing after the close is shown in words', async () => {
    const bet = (id: number, numero: string, status: 'open' | 'won') => ({
      id,
      gameCode: 'SSC_1',
      numero,
      playCode: 'SSC_DT',
      selection: [['DRAGON']],
      units: 1,
      unitStake: 2,
      multiple: 1,
      stake: 2,
      odds: { DRAGON: 2.1666, TIGER: 2.1666, TIE: 9.75 },
      series: 1950,
      status,
      winningUnits: 0,
      payout: 0,
      chaseId: null,
      placedAt: iso(Date.now()),
      settledAt: null,
    });
    // The stub's open numero is 20260101-1001: bet 91 is on it, bet 92 on a drawn one.
    const api = stubLottery({}, [bet(91, '20260101-1001', 'open'), bet(92, '20260101-1000', 'won')], {
      lotteryCancelBet: fail(409, 'lottery_bet_not_cancellable', 'x'),
    });
    setToken('tok');
    await renderRoute('/lottery?gameCode=SSC_1');
    await screen.findByTestId('lottery-game');
    fireEvent.click(screen.getByTestId('lottery-tab-bets'));
    const rows = await screen.findAllByTestId('my-bet');
    expect(rows.map((r) => within(r).queryByTestId('cancel-bet') !== null)).toEqual([true, false]);
    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('cancel-bet'));
    expect((await screen.findByRole('alert')).textContent).toBe('This bet can no longer be cancelled');
    expect(sentTo(api, 'lotteryCancelBet')).toEqual([{ betId: 91 }]);
  });

  it('picks with quick picks, shows units and amount, builds a slip, plans a chase and places it', async () => {
    const api = stubLottery();
    setToken('tok');
    await renderRoute('/lottery?gameCode=SSC_1');
    await screen.findByTestId('lottery-game');
    expect((await screen.findByTestId('open-numero')).textContent).toBe('20260101-1001');
    // SSC_5_DIRECT: big on the first row, one digit on each other row = 5 units.
    fireEvent.click(screen.getByTestId('quick-0-big'));
    for (const row of [1, 2, 3, 4]) fireEvent.click(screen.getByTestId(`opt-${row}-1`));
    expect(screen.getByTestId('pick-units').textContent).toBe('5');
    fireEvent.change(screen.getByTestId('multiple'), { target: { value: '3' } });
    expect(screen.getByTestId('pick-amount').textContent).toBe('30.00');
    fireEvent.click(screen.getByTestId('add-to-slip'));
    // Dragon tiger: both DRAGON and TIGER, 2 units at 0.1.
    fireEvent.click(screen.getByTestId('play-SSC_DT'));
    fireEvent.click(screen.getByTestId('opt-0-DRAGON'));
    fireEvent.click(screen.getByTestId('opt-0-TIGER'));
    expect(screen.getByTestId('pick-units').textContent).toBe('2');
    fireEvent.change(screen.getByTestId('unit-stake'), { target: { value: '0.1' } });
    fireEvent.change(screen.getByTestId('multiple'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('add-to-slip'));

    expect(screen.getAllByTestId('slip-line')).toHaveLength(2);
    expect(screen.getByTestId('slip-units').textContent).toBe('7');
    expect(screen.getByTestId('slip-amount').textContent).toBe('30.20');

    fireEvent.click(screen.getByTestId('chase-on'));
    fireEvent.change(screen.getByTestId('chase-count'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('chase-double'));
    expect(screen.getAllByTestId('chase-row')).toHaveLength(3);
    // Each row names its numero (GET /lgw/lottery/numeros/upcoming): the open one first, then the next two.
    await waitFor(() =>
      expect(screen.getAllByTestId('chase-numero').map((n) => n.textContent)).toEqual([
        '20260101-1001',
        '20260101-1002',
        '20260101-1003',
      ]),
    );
    expect(screen.getAllByTestId('chase-draw-time')).toHaveLength(3);
    // Only four numeros are scheduled: the planner goes no further (the server would refuse a longer chase).
    fireEvent.change(screen.getByTestId('chase-count'), { target: { value: '9' } });
    expect(screen.getAllByTestId('chase-row')).toHaveLength(4);
    fireEvent.change(screen.getByTestId('chase-count'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('chase-double'));
    expect(sentTo(api, 'lotteryUpcomingNumeros')[0]).toMatchObject({ gameCode: 'SSC_1' });
    expect(screen.getByTestId('chase-total').textContent).toBe('211.40');

    // The slip goes to POST /lgw/lottery/bet: this numero at the planner's first multiple, the next two chased.
    fireEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByText('Your bet is placed')).toBeTruthy();
    const [sent] = sentTo(api, 'lotteryPlaceBet');
    expect(sent).toMatchObject({
      gameCode: 'SSC_1',
      numero: '20260101-1001',
      items: [
        { playCode: 'SSC_5_DIRECT', unitStake: 2, multiple: 3 },
        { playCode: 'SSC_DT', selection: [['DRAGON', 'TIGER']], unitStake: 0.1, multiple: 1 },
      ],
      chase: { numeros: 2, multiples: [2, 4], stopOnWin: true },
    });
    // The chase went with the slip: the planner closes rather than planning nothing ("chase total 0.00").
    expect(screen.getByTestId('slip-empty')).toBeTruthy();
    expect((screen.getByTestId('chase-on') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('chase-planner')).toBeNull();
  });

  it("shows the odds at the member's series from GET /lgw/lottery/plays on the pad and the slip", async () => {
    const api = stubLottery();
    setToken('tok');
    await renderRoute('/lottery?gameCode=SSC_1');
    // At 1800, not the brand default 1950 (97500): 1/100000 x 1800 / 2000.
    expect((await screen.findByTestId('play-odds')).textContent).toBe('Odds 90000');
    expect(sentTo(api, 'lotteryPlays')[0]).toEqual({ gameCode: 'SSC_1' });
    fireEvent.click(screen.getByTestId('play-SSC_DT'));
    // Per-option odds under their option: 0.45 -> 2, 0.10 -> 9 at 1800 (2.1666 and 9.75 at 1950).
    expect(screen.getByTestId('opt-0-DRAGON').textContent).toBe('Dragon2');
    expect(screen.getByTestId('opt-0-TIE').textContent).toBe('Tie9');
    fireEvent.click(screen.getByTestId('opt-0-TIE'));
    fireEvent.click(screen.getByTestId('add-to-slip'));
    expect(screen.getByTestId('slip-odds').textContent).toBe('Odds Tie 9');
    fireEvent.click(screen.getByTestId('play-SSC_L2_DIRECT'));
    fireEvent.click(screen.getByTestId('opt-0-1'));
    fireEvent.click(screen.getByTestId('opt-1-2'));
    fireEvent.click(screen.getByTestId('add-to-slip'));
    expect(screen.getAllByTestId('slip-odds').map((o) => o.textContent)).toEqual(['Odds Tie 9', 'Odds 90']);
  });

  it('sends a slip tried again after a failure with the same request id, and the next slip with a new one', async () => {
    let calls = 0;
    const api = stubLottery({}, [], {
      // The first answer is lost on the way (the server may have placed the bets): a 503.
      lotteryPlaceBet: ({ input }) =>
        ++calls === 1 ? fail(503, 'service_unavailable', 'x') : placed(input, 80 + calls * 10),
    });
    setToken('tok');
    await renderRoute('/lottery?gameCode=SSC_1');
    await screen.findByTestId('lottery-game');
    fireEvent.click(await screen.findByTestId('play-SSC_DT'));
    fireEvent.click(screen.getByTestId('opt-0-DRAGON'));
    fireEvent.click(screen.getByTestId('add-to-slip'));
    fireEvent.click(screen.getByTestId('place-bet'));
    await screen.findByRole('alert');
    fireEvent.click(screen.getByTestId('place-bet'));
    expect(await screen.findByText('Your bet is placed')).toBeTruthy();
    fireEvent.click(screen.getByTestId('opt-0-TIGER'));
    fireEvent.click(screen.getByTestId('add-to-slip'));
    fireEvent.click(screen.getByTestId('place-bet'));
    await waitFor(() => expect(sentTo(api, 'lotteryPlaceBet')).toHaveLength(3));
    const ids = sentTo(api, 'lotteryPlaceBet').map((sent) => (sent as { requestId?: string }).requestId);
    expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('explains how the chosen play wins: an info button opens it, Escape closes it', async () => {
    stubLottery();
    setToken('tok');
    await renderRoute('/lottery?gameCode=SSC_1');
    const button = await screen.findByTestId('play-help');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByTestId('play-help-panel');
    expect(button.getAttribute('aria-controls')).toBe(panel.id);
    expect(within(panel).getByRole('heading').textContent).toBe('How 5 digits direct wins');
    expect(within(panel).getByTestId('play-help-text').textContent).toContain('1 | 2 | 3 | 4 | 5 wins on 12345');
    // Another play chosen: the open panel explains it; the eight "any k" of 11X5 say their k.
    fireEvent.click(screen.getByTestId('play-SSC_DT'));
    expect(screen.getByTestId('play-help-text').textContent).toContain('Dragon wins when the first is higher');
    fireEvent.keyDown(screen.getByTestId('play-help-panel'), { key: 'Escape' });
    expect(screen.queryByTestId('play-help-panel')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens my bets on the bet the address names (a transaction history link)', async () => {
    const bet = (id: number) => ({
      id,
      gameCode: 'SSC_1',
      numero: '20260101-1000',
      playCode: 'SSC_DT',
      selection: [['DRAGON']],
      units: 1,
      unitStake: 2,
      multiple: 1,
      stake: 2,
      odds: { DRAGON: 2 },
      series: MEMBER_SERIES,
      status: 'open' as const,
      winningUnits: 0,
      payout: 0,
      chaseId: null,
      placedAt: iso(Date.now()),
      settledAt: null,
    });
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    stubLottery({}, [bet(80), bet(81), bet(82)]);
    setToken('tok');
    await renderRoute('/lottery?gameCode=SSC_1&bet=81');
    const rows = await screen.findAllByTestId('my-bet');
    expect(screen.getByTestId('lottery-tab-bets').getAttribute('aria-selected')).toBe('true');
    expect(rows.map((r) => r.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(scrolled).toHaveBeenCalled();
    expect(screen.queryByTestId('my-bet-missing')).toBeNull();
  });

  it('quick picks of a sum play and units of LHC pick 2', async () => {
    stubLottery();
    setToken('tok');
    await renderRoute('/lottery?gameCode=LHC_5');
    // The plays come with the server's odds.
    fireEvent.click(await screen.findByTestId('play-LHC_PICK2'));
    fireEvent.click(screen.getByTestId('quick-0-odd'));
    // 25 odd numbers in 01-49: C(25, 2) = 300 units.
    expect(screen.getByTestId('pick-units').textContent).toBe('300');
    fireEvent.click(screen.getByTestId('quick-0-clear'));
    expect(screen.getByTestId('pick-units').textContent).toBe('0');
    expect((screen.getByTestId('add-to-slip') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('random-pick'));
    expect(screen.getByTestId('pick-units').textContent).toBe('1');
  });

  it('verifies an in-house draw in the browser: the recorded draw matches, a tampered one does not', async () => {
    const good = past('SSC_1', 'SSC', '20260101-1000');
    // The tampered numero holds another numero's draw: it is not what its seed derives.
    const tampered = past('SSC_1', 'SSC', '20260101-0959', good.result ?? []);
    stubLottery({ SSC_1: [good, tampered] });
    setToken('tok');
    await renderRoute('/lottery?gameCode=SSC_1');
    fireEvent.click(await screen.findByTestId('lottery-tab-fair'));
    expect((await screen.findByTestId('open-seed-hash')).textContent).toBe('ab'.repeat(32));
    const rows = await screen.findAllByTestId('verify-row');
    const [first, second] = rows;
    if (!first || !second) throw new Error('two numeros expected');
    fireEvent.click(within(first).getByTestId('verify-numero'));
    fireEvent.click(within(second).getByTestId('verify-numero'));
    expect(within(first).getByTestId('verify-outcome').getAttribute('data-match')).toBe('true');
    expect(within(first).getByText('The recomputed draw matches the result')).toBeTruthy();
    expect(within(second).getByTestId('verify-outcome').getAttribute('data-match')).toBe('false');
    expect(within(second).getByText('The recomputed draw does NOT match the result')).toBeTruthy();
  });

  it('moves between the tabs with the arrow keys, Home and End, one Tab stop for the list', async () => {
    stubLottery();
    setToken('tok');
    await renderRoute('/lottery?gameCode=SSC_1');
    const results = await screen.findByTestId('lottery-tab-history');
    expect(results.tabIndex).toBe(0);
    expect(screen.getByTestId('lottery-tab-trend').tabIndex).toBe(-1);
    results.focus();
    fireEvent.keyDown(results, { key: 'ArrowRight' });
    const trend = screen.getByTestId('lottery-tab-trend');
    expect(trend.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(trend);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(trend.id);
    fireEvent.keyDown(trend, { key: 'End' });
    expect(screen.getByTestId('lottery-tab-rules').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByTestId('lottery-tab-rules'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByTestId('lottery-tab-history'));
  });

  it("publishes the game's rules: the close, and for an official game the result deadline policy", async () => {
    stubLottery({ VN_NORTH: [past('VN_NORTH', 'VN_NORTH', '20260101')], SSC_1: [] });
    setToken('tok');
    await renderRoute('/vnLottery?gameCode=VN_NORTH');
    fireEvent.click(await screen.findByTestId('lottery-tab-rules', {}, { timeout: 5000 }));
    const rules = await screen.findByTestId('lottery-rules');
    // The stub's numero closes 10 s before its draw; the official deadline is 360 minutes.
    expect(within(rules).getByText(/closes 10 seconds before its draw time/)).toBeTruthy();
    expect(screen.getByTestId('lottery-deadline-policy').textContent).toBe(
      'If the official result is not in within 6 hours of the draw time, the draw is cancelled and every bet on it is refunded in full.',
    );
    expect(screen.queryByTestId('lottery-tab-fair')).toBeNull();
  });

  it('lists VN games on /vnLottery and draws a VN North result as its prize table', async () => {
    stubLottery({ VN_NORTH: [past('VN_NORTH', 'VN_NORTH', '20260101')] });
    setToken('tok');
    await renderRoute('/vnLottery');
    expect(await screen.findByTestId('lottery-game-VN_NORTH')).toBeTruthy();
    expect(screen.queryByTestId('lottery-game-SSC_1')).toBeNull();
    fireEvent.click(within(screen.getByTestId('lottery-game-VN_NORTH')).getByRole('link'));
    const head = await screen.findByTestId('lottery-head');
    const special = deriveDraw('VN_NORTH', SEED, 'VN_NORTH', '20260101')[0] ?? '';
    expect(await within(head).findByText(special)).toBeTruthy();
    expect(within(head).getByText('7th prize')).toBeTruthy();
  });
});
