import type { GameKind } from '@wl/contract/game-kinds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeBar } from '../../components/date-range-bar';
import { LoadFailed } from '../../components/load-failed';
import { Money } from '../../components/money';
import records from '../../components/records.module.css';
import { type DayRange, lastDays } from '../../lib/day-range';
import { useBetProfit } from './api/bet-profit';
import { GAME_KIND_LABEL } from './bet-labels';
import { ProfitChart } from './profit-chart';
import styles from './profit-page.module.css';

type Period = 'day' | 'month';

interface Sum {
  count: number;
  stake: number;
  validTurnover: number;
  payout: number;
  profit: number;
}

const add = (a: Sum, b: Sum): Sum => ({
  count: a.count + b.count,
  stake: a.stake + b.stake,
  validTurnover: a.validTurnover + b.validTurnover,
  payout: a.payout + b.payout,
  profit: a.profit + b.profit,
});
const ZERO: Sum = { count: 0, stake: 0, validTurnover: 0, payout: 0, profit: 0 };
const signed = (n: number) => (n > 0 ? records.positive : n < 0 ? records.negative : '');

/** The member centre's profit and loss (spec 2 "personalProfit"): by game kind and period, from the hourly rollups. */
export default function ProfitPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const [period, setPeriod] = useState<Period>('day');
  const query = { ...range, period };
  const profit = useBetProfit(query);
  const rows = profit.data?.rows ?? [];
  const byKind = new Map<GameKind, Sum>();
  const byPeriod = new Map<string, number>();
  for (const r of rows) {
    byKind.set(r.gameKind, add(byKind.get(r.gameKind) ?? ZERO, r));
    byPeriod.set(r.period, (byPeriod.get(r.period) ?? 0) + r.profit);
  }
  const total = [...byKind.values()].reduce(add, ZERO);
  return (
    <div className={records.page} data-testid="profit-page">
      <div className={records.filters}>
        <label className={records.filter}>
          <span>{t('rec_period')}</span>
          <select value={period} onChange={(e) => setPeriod(e.target.value as Period)} data-testid="profit-period">
            <option value="day">{t('rec_by_day')}</option>
            <option value="month">{t('rec_by_month')}</option>
          </select>
        </label>
        <DateRangeBar value={range} onChange={setRange} />
      </div>
      {profit.isError ? <LoadFailed error={profit.error} onRetry={() => void profit.refetch()} /> : null}
      {profit.data && rows.length === 0 ? <p className={records.empty}>{t('rec_empty')}</p> : null}
      {rows.length > 0 ? (
        <>
          <dl className={records.summary}>
            <div>
              <dt>{t('rec_bet_count')}</dt>
              <dd>{total.count}</dd>
            </div>
            <div>
              <dt>{t('rec_stake')}</dt>
              <dd>
                <Money amount={total.stake} />
              </dd>
            </div>
            <div>
              <dt>{t('rec_payout')}</dt>
              <dd>
                <Money amount={total.payout} />
              </dd>
            </div>
            <div>
              <dt>{t('rec_profit')}</dt>
              <dd className={signed(total.profit)} data-testid="profit-total">
                <Money amount={total.profit} />
              </dd>
            </div>
          </dl>
          <ProfitChart points={[...byPeriod].map(([p, v]) => ({ period: p, profit: v }))} />
          <div className={styles.scroll}>
            <table className={styles.table} data-testid="profit-table">
              <thead>
                <tr>
                  <th scope="col">{t('game_type_filter')}</th>
                  <th scope="col">{t('rec_bet_count')}</th>
                  <th scope="col">{t('rec_valid_turnover')}</th>
                  <th scope="col">{t('rec_profit')}</th>
                </tr>
              </thead>
              <tbody>
                {[...byKind].map(([kind, sum]) => (
                  <tr key={kind}>
                    <th scope="row">{t(GAME_KIND_LABEL[kind])}</th>
                    <td>{sum.count}</td>
                    <td>
                      <Money amount={sum.validTurnover} />
                    </td>
                    <td className={signed(sum.profit)}>
                      <Money amount={sum.profit} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
