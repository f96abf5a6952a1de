import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, ok, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import { WinnerBoard } from './winner-board';

const win = (customerName: string, gameName: string, winAmount: number) => ({
  vo: { customerName, gameName, iconUrl: null, winAmount },
});

const rows = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('winner board (spec 2, spec 7, spec 9 winners cache)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the 20 latest wins once, shows rank, masked name, game and amount, and caches them', async () => {
    const api = stubApi({ winnerBoard: ok([win('de***01', 'Plinko', 1234.5), win('ag***01', 'Dice', 80)]) });
    await renderSection(<WinnerBoard currencySymbol="$" />);
    await screen.findByTestId('winners-list');
    expect(rows()).toEqual(['1de***01Plinko$ 1,234.50', '2ag***01Dice$ 80.00']);
    const url = new URL(String(api.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('limitNum')).toBe('20');
    expect(url.searchParams.get('gameCategory')).toBe('ALL');
    expect(JSON.parse(window.sessionStorage.getItem('winners') ?? 'null')).toEqual({
      language: 'EN',
      winners: [win('de***01', 'Plinko', 1234.5), win('ag***01', 'Dice', 80)],
    });
  });

  it('shows the cached board without asking again, until the refresh button asks and rewrites the cache', async () => {
    window.sessionStorage.setItem('winners', JSON.stringify({ language: 'EN', winners: [win('ca***ed', 'Slot', 10)] }));
    const api = stubApi({ winnerBoard: ok([win('ne***ew', 'Mines', 99)]) });
    await renderSection(<WinnerBoard currencySymbol="$" />);
    expect(rows()).toEqual(['1ca***edSlot$ 10.00']);
    expect(callsTo(api, 'winnerBoard')).toBe(0);

    fireEvent.click(screen.getByTestId('winners-refresh'));
    await waitFor(() => expect(rows()).toEqual(['1ne***ewMines$ 99.00']));
    expect(callsTo(api, 'winnerBoard')).toBe(1);
    expect(JSON.parse(window.sessionStorage.getItem('winners') ?? 'null').winners).toEqual([
      win('ne***ew', 'Mines', 99),
    ]);
  });

  it('asks again when the cached board is of another language, and says when there are no wins', async () => {
    window.sessionStorage.setItem('winners', JSON.stringify({ language: 'AR', winners: [win('ca***ed', 'Slot', 10)] }));
    const api = stubApi({ winnerBoard: ok([]) });
    await renderSection(<WinnerBoard currencySymbol="$" />);
    expect(await screen.findByText('No big wins yet: be the first.')).toBeTruthy();
    expect(callsTo(api, 'winnerBoard')).toBe(1);
  });
});
