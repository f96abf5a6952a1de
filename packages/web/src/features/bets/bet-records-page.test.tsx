import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/setup';
import { ok, sentTo, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import BetRecordsPage from './bet-records-page';

const BET = {
  id: 41,
  gameKind: 'RNG' as const,
  vendor: 'BGS',
  gameCode: 'dice',
  gameName: 'Dice',
  stake: 2,
  validTurnover: 2,
  payout: 3.96,
  profit: 1.96,
  status: 'settled' as const,
  placedAt: '2026-06-10T10:00:00.000Z',
  settledAt: '2026-06-10T10:00:00.000Z',
};
const ROUND = {
  game: 'dice',
  nonce: 3,
  clientSeed: 'client',
  serverSeedHash: 'a'.repeat(64),
  serverSeed: 'revealed-seed',
  params: { target: 50, over: true },
  outcome: { roll: 70 },
  multiplier: 1.98,
};
const totals = { count: 1, stake: 2, validTurnover: 2, payout: 3.96, profit: 1.96 };

describe('bet records page (spec 2 "personalHistoryCopy")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('lists the last 7 days by default, filters by kind, moves by the presets and opens a bet with its verify link', async () => {
    const api = stubApi({
      betRecords: ok({ content: [BET], pageNum: 1, totalPages: 1, totals }),
      betDetail: ok({ bet: BET, roundRef: '77', round: ROUND }),
    });
    await renderSection(<BetRecordsPage />);
    expect((await screen.findAllByTestId('bet-row'))[0]?.textContent).toContain('1.96');
    expect(screen.getByTestId('bet-totals').textContent).toContain('1.96');
    expect(sentTo(api, 'betRecords')[0]).toMatchObject({ from: '2026-06-04', to: '2026-06-10', pageNo: '1' });

    fireEvent.change(screen.getByTestId('bet-kind'), { target: { value: 'LIVE' } });
    await waitFor(() => expect(sentTo(api, 'betRecords').at(-1)).toMatchObject({ gameKind: 'LIVE' }));
    fireEvent.click(screen.getByTestId('date-range-previous'));
    await waitFor(() =>
      expect(sentTo(api, 'betRecords').at(-1)).toMatchObject({ from: '2026-05-28', to: '2026-06-03' }),
    );
    fireEvent.click(screen.getByTestId('date-range-30'));
    await waitFor(() => expect(sentTo(api, 'betRecords').at(-1)).toMatchObject({ from: '2026-05-12' }));

    fireEvent.click((await screen.findAllByTestId('bet-row'))[0] as HTMLElement);
    const link = await screen.findByTestId('bet-verify-link');
    const href = new URL(link.getAttribute('href') ?? '', 'http://x');
    expect(href.pathname).toBe('/verify');
    expect(href.searchParams.get('serverSeed')).toBe('revealed-seed');
    expect(href.searchParams.get('nonce')).toBe('3');
    expect(href.searchParams.get('hash')).toBe(ROUND.serverSeedHash);
    expect(sentTo(api, 'betDetail')[0]).toEqual({ id: '41' });
  });

  it('names kinds, games and vendors in the page language, never by their codes', async () => {
    const lottery = { ...BET, id: 42, gameKind: 'ELOTT' as const, vendor: 'ELOTT', gameCode: 'SSC_1', gameName: 'SSC' };
    const vendor = { ...BET, id: 43, vendor: 'PG', gameCode: 'pg_1695365', gameName: 'Mahjong Ways' };
    const unlisted = { ...BET, id: 44, vendor: 'PG', gameCode: 'pg_gone', gameName: null };
    stubApi({ betRecords: ok({ content: [lottery, BET, vendor, unlisted], pageNum: 1, totalPages: 1, totals }) });
    await renderSection(<BetRecordsPage />);
    const rows = await screen.findAllByTestId('bet-row');
    expect(rows[0]?.textContent).toContain('E-lottery · SSC 1 minute');
    expect(rows[0]?.textContent).not.toContain('ELOTT');
    expect(rows[1]?.textContent).toContain('In-house · Dice');
    expect(rows[1]?.textContent).not.toMatch(/Slots|BGS|dice/);
    expect(rows[2]?.textContent).toContain('Slots · Mahjong Ways');
    expect(rows[2]?.textContent).toContain('PG');
    expect(rows[3]?.textContent).toContain('Slots · pg_gone');
    await i18n.changeLanguage('vi');
    try {
      await waitFor(() => expect(screen.getAllByTestId('bet-row')[0]?.textContent).toContain('Xổ số siêu tốc 1 phút'));
      expect(screen.getAllByTestId('bet-row')[1]?.textContent).toContain('Độc quyền · Xúc xắc');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('filters the in-house games, which are no game kind of their own, by their vendor', async () => {
    const api = stubApi({ betRecords: ok({ content: [BET], pageNum: 1, totalPages: 1, totals }) });
    await renderSection(<BetRecordsPage />);
    await screen.findAllByTestId('bet-row');
    const filter = screen.getByTestId('bet-kind') as HTMLSelectElement;
    const inHouse = [...filter.options].find((o) => o.textContent === 'In-house');
    expect(inHouse).toBeTruthy();
    fireEvent.change(filter, { target: { value: inHouse?.value } });
    await waitFor(() => expect(sentTo(api, 'betRecords').at(-1)).toMatchObject({ vendor: 'BGS' }));
    expect(sentTo(api, 'betRecords').at(-1)).not.toHaveProperty('gameKind');
    fireEvent.change(filter, { target: { value: 'LIVE' } });
    await waitFor(() => expect(sentTo(api, 'betRecords').at(-1)).toMatchObject({ gameKind: 'LIVE' }));
    expect(sentTo(api, 'betRecords').at(-1)).not.toHaveProperty('vendor');
  });

  it('says when a round can be verified only after its seed pair is rotated', async () => {
    stubApi({
      betRecords: ok({ content: [BET], pageNum: 1, totalPages: 1, totals }),
      betDetail: ok({ bet: BET, roundRef: '77', round: { ...ROUND, serverSeed: null } }),
    });
    await renderSection(<BetRecordsPage />);
    fireEvent.click((await screen.findAllByTestId('bet-row'))[0] as HTMLElement);
    expect(await screen.findByTestId('bet-verify-later')).toBeTruthy();
    expect(screen.queryByTestId('bet-verify-link')).toBeNull();
  });

  it('opens the bet the address names (a link from the transaction history), and closing leaves the page', async () => {
    const api = stubApi({
      betRecords: ok({ content: [], pageNum: 1, totalPages: 1, totals }),
      betDetail: ok({ bet: BET, roundRef: '77', round: ROUND }),
    });
    const { router } = await renderSection(<BetRecordsPage />, undefined, '/?mc=personalHistoryCopy&bet=41');
    expect(await screen.findByTestId('bet-verify-link')).toBeTruthy();
    expect(sentTo(api, 'betDetail')[0]).toEqual({ id: '41' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('bet-detail')).toBeNull());
    expect(router.state.location.search).toBe('?mc=personalHistoryCopy');
  });
});
