import type { CallOutput } from '../../lib/api-client';
import { formatAmount, formatCount } from '../../lib/format';

export type DashboardView = CallOutput<'dashboard'>;
export type Figures = DashboardView['today'];
export type FigureKey = Exclude<keyof Figures, 'day'>;

export interface Kpi {
  key: FigureKey;
  /** i18n key of its label. */
  label: string;
  money: boolean;
  today: number;
  last30: number;
}

const KPIS: readonly { key: FigureKey; money: boolean }[] = [
  { key: 'newMembers', money: false },
  { key: 'activeMembers', money: false },
  { key: 'deposits', money: true },
  { key: 'withdrawals', money: true },
  { key: 'bets', money: false },
  { key: 'turnover', money: true },
  { key: 'houseProfit', money: true },
];

/** The KPI cards: each figure today and over the 30 days. */
export function kpisOf(view: DashboardView): Kpi[] {
  return KPIS.map(({ key, money }) => ({
    key,
    label: `dash_${key}`,
    money,
    today: view.today[key],
    last30: view.last30[key],
  }));
}

/** A figure as the cards show it: amounts with two decimals, counts whole, both with the language's grouping. */
export function formatFigure(value: number, money: boolean, locale: string): string {
  return money ? formatAmount(value, locale) : formatCount(value, locale);
}

/** The day axis reads MM-DD: the year is the same on nearly every tick. */
export function chartDays(view: DashboardView) {
  return view.days.map((d) => ({ ...d, label: d.day.slice(5) }));
}

/** The request for the scope the operator picked: one brand, or every brand of their scope (no brand). */
export function dashboardQuery(scope: 'brand' | 'all', brand: string | null): { brand?: string } {
  return scope === 'brand' && brand ? { brand } : {};
}
