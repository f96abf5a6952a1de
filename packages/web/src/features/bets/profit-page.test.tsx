import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, sentTo, stubApi } from '../../test/api-stub';
import { renderSection } from '../../test/render-section';
import ProfitPage from './profit-page';

const row = (period: string, gameKind: 'LIVE' | 'RNG', profit: number) => ({
  period,
  gameKind,
  count: 2,
  stake: 20,
  validTurnover: 20,
  payout: 20 + profit,
  profit,
});

describe('profit and loss page (spec 2 "personalProfit")', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sums by game kind, draws the periods and asks by month on request', async () => {
    const api = stubApi({
      betProfit: ok({
        rows: [row('2026-06-01', 'LIVE', 15), row('2026-06-01', 'RNG', -5), row('2026-06-02', 'LIVE', -20)],
      }),
    });
    await renderSection(<ProfitPage />);
    const total = await screen.findByTestId('profit-total');
    expect(total.textContent).toBe('-10.00');
    // A loss keeps its sign in front in right-to-left languages too: the figure is a left-to-right isolate.
    expect(total.querySelector('bdi[dir="ltr"]')?.textContent).toBe('-10.00');
    const table = screen.getByTestId('profit-table');
    expect(table.textContent).toContain('Live casino');
    expect(table.textContent).toContain('-5.00');
    expect(screen.getByTestId('profit-chart').querySelectorAll('rect')).toHaveLength(2);
    expect(sentTo(api, 'betProfit')[0]).toEqual({ from: '2026-05-12', to: '2026-06-10', period: 'day' });
    fireEvent.change(screen.getByTestId('profit-period'), { target: { value: 'month' } });
    await waitFor(() => expect(sentTo(api, 'betProfit').at(-1)).toMatchObject({ period: 'month' }));
  });

  it('says so when there was no play', async () => {
    stubApi({ betProfit: ok({ rows: [] }) });
    await renderSection(<ProfitPage />);
    expect(await screen.findByText('Nothing in these days')).toBeTruthy();
  });
});
