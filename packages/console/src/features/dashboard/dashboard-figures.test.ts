import { describe, expect, it } from 'vitest';
import { chartDays, type DashboardView, dashboardQuery, formatFigure, kpisOf } from './dashboard-figures';

const day = (d: string, over: Partial<DashboardView['today']> = {}) => ({
  day: d,
  newMembers: 0,
  activeMembers: 0,
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  turnover: 0,
  houseProfit: 0,
  ...over,
});

const view: DashboardView = {
  brands: ['aurora'],
  timeZone: 'UTC',
  today: day('2026-06-01', { bets: 3, turnover: 12.5, houseProfit: -4 }),
  last30: { ...day('x', { bets: 40, turnover: 1234.5, houseProfit: 99 }), from: '2026-05-03', to: '2026-06-01' },
  days: [day('2026-05-31'), day('2026-06-01', { bets: 3 })],
  byGameKind: [],
};

describe('dashboard figures', () => {
  it('makes a card per figure, today beside the 30 days', () => {
    const kpis = kpisOf(view);
    expect(kpis.map((k) => k.key)).toEqual([
      'newMembers',
      'activeMembers',
      'deposits',
      'withdrawals',
      'bets',
      'turnover',
      'houseProfit',
    ]);
    expect(kpis.find((k) => k.key === 'houseProfit')).toEqual({
      key: 'houseProfit',
      label: 'dash_houseProfit',
      money: true,
      today: -4,
      last30: 99,
    });
    expect(kpis.find((k) => k.key === 'bets')).toMatchObject({ money: false, today: 3, last30: 40 });
  });

  it('formats amounts with two decimals and counts whole, in the language', () => {
    expect(formatFigure(1234.5, true, 'en')).toBe('1,234.50');
    expect(formatFigure(-4, true, 'en')).toBe('-4.00');
    expect(formatFigure(12000, false, 'en')).toBe('12,000');
  });

  it('labels the chart days MM-DD, oldest first', () => {
    expect(chartDays(view).map((d) => d.label)).toEqual(['05-31', '06-01']);
  });

  it('asks for one brand or for every brand of the scope', () => {
    expect(dashboardQuery('brand', 'aurora')).toEqual({ brand: 'aurora' });
    expect(dashboardQuery('all', 'aurora')).toEqual({});
    expect(dashboardQuery('brand', null)).toEqual({});
  });
});
