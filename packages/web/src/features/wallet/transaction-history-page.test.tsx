import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, sentTo, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import BonusDetailsPage from './bonus-details-page';
import TransactionHistoryPage from './transaction-history-page';

type Source = {
  kind: 'bet' | 'deposit' | 'adjustment' | 'reward' | 'lottery';
  ref: string | null;
  game?: { gameCode: string; family: string; prizeMode: string };
} | null;
const entry = (type: string, amount: number, reason: string | null, source: Source = null) => ({
  id: Math.floor(Math.random() * 1e6),
  time: '2026-06-10T10:00:00.000Z',
  type,
  reason,
  wallet: 'MAIN',
  amount,
  balanceAfter: 100,
  source,
});

describe('transaction history and bonus details (spec 2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists ledger entries with what caused them, and filters by type', async () => {
    const api = stubApi({
      memberTransactions: ok({
        content: [entry('game', -2, 'Dice'), entry('adjustment', 50, 'welcome credit')],
        pageNum: 1,
        totalPages: 1,
        total: 2,
      }),
    });
    await renderSection(<TransactionHistoryPage />);
    const rows = await screen.findAllByTestId('tx-row');
    // "All" is every entry: no type is sent.
    expect(sentTo(api, 'memberTransactions')[0]?.type).toBeUndefined();
    expect(rows[0]?.textContent).toContain('Game');
    expect(rows[0]?.textContent).toContain('Dice');
    expect(rows[1]?.textContent).toContain('+50.00');
    expect(rows[1]?.textContent).toContain('welcome credit');
    fireEvent.change(screen.getByTestId('tx-type'), { target: { value: 'deposit' } });
    await waitFor(() => expect(sentTo(api, 'memberTransactions').at(-1)).toMatchObject({ type: 'deposit' }));
  });

  it('links each entry to what caused it: the bet, the deposit orders; says whose adjustment it was', async () => {
    stubApi({
      memberTransactions: ok({
        content: [
          entry('game', 1.96, 'Dice', { kind: 'bet', ref: '41' }),
          entry('deposit', 100, 'bank', { kind: 'deposit', ref: '7' }),
          entry('adjustment', 50, 'welcome credit', { kind: 'adjustment', ref: null }),
          entry('game', -1, 'Dice', { kind: 'bet', ref: null }),
        ],
        pageNum: 1,
        totalPages: 1,
        total: 4,
      }),
    });
    const { router } = await renderSection(<TransactionHistoryPage />, undefined, '/?mc=transactionHistory');
    const rows = await screen.findAllByTestId('tx-row');
    expect(rows[2]?.textContent).toContain('By customer service: welcome credit');
    // A round without a bet (demo play) has nothing to open.
    expect(rows[3]?.querySelector('[data-testid="tx-cause"]')).toBeNull();
    const deposit = screen.getByTestId('tx-cause-deposit');
    expect(deposit.textContent).toBe('Deposit order No. 7');
    expect(deposit.getAttribute('href')).toBe('/?mc=depositv2');
    const bet = screen.getByTestId('tx-cause-bet');
    expect(bet.textContent).toBe('View bet No. 41');
    fireEvent.click(bet);
    await waitFor(() => expect(router.state.location.search).toBe('?mc=personalHistoryCopy&bet=41'));
    // A page switch like the centre's own: closing the centre goes back past it.
    expect(router.state.location.state).toEqual({ mcDepth: 1 });
  });

  it("links a lottery stake, payout or chase hold to its bet on the game's own lottery page (issue 14)", async () => {
    stubApi({
      memberTransactions: ok({
        content: [
          entry('lottery_payout', 19.5, 'SSC_1', {
            kind: 'lottery',
            ref: '81',
            game: { gameCode: 'SSC_1', family: 'SSC', prizeMode: 'ELOTT' },
          }),
          entry('lottery_bet', -2, 'VN_NORTH', {
            kind: 'lottery',
            ref: '90',
            game: { gameCode: 'VN_NORTH', family: 'VN_NORTH', prizeMode: 'LOTT' },
          }),
          entry('lottery_chase_hold', -4, null, {
            kind: 'lottery',
            ref: '95',
            game: { gameCode: 'SEA_4D', family: 'SEA4D', prizeMode: 'SEA' },
          }),
          entry('lottery_bet', -1, 'SSC_1', { kind: 'lottery', ref: null }),
        ],
        pageNum: 1,
        totalPages: 1,
        total: 4,
      }),
    });
    const { router } = await renderSection(<TransactionHistoryPage />, undefined, '/?mc=transactionHistory');
    const rows = await screen.findAllByTestId('tx-row');
    const links = screen.getAllByTestId('tx-cause-lottery');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/lottery?gameCode=SSC_1&bet=81',
      '/vnLottery?gameCode=VN_NORTH&bet=90',
      '/seaLottery?gameCode=SEA_4D&bet=95',
    ]);
    expect(links[0]?.textContent).toBe('Lottery bet No. 81');
    // Nothing named: nothing to open.
    expect(rows[3]?.querySelector('[data-testid="tx-cause"]')).toBeNull();
    fireEvent.click(links[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/vnLottery'));
    expect(router.state.location.search).toBe('?gameCode=VN_NORTH&bet=90');
  });

  it('shows bonuses, rebates and other credits: the ledger filtered to those kinds', async () => {
    const api = stubApi({
      memberTransactions: ok({ content: [entry('rebate', 1.2, 'Daily rebate')], pageNum: 1, totalPages: 1, total: 1 }),
    });
    await renderSection(<BonusDetailsPage />);
    expect((await screen.findAllByTestId('tx-row'))[0]?.textContent).toContain('Rebate');
    expect(sentTo(api, 'memberTransactions')[0]?.type).toBe('bonus,rebate,salary,dividend,points_conversion');
  });
});
