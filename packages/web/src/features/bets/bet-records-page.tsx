import { CONSTANTS } from '@wl/contract/constants';
import { GAME_KINDS, type GameKind, isGameKind } from '@wl/contract/game-kinds';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { DateRangeBar } from '../../components/date-range-bar';
import { LoadFailed } from '../../components/load-failed';
import { Money } from '../../components/money';
import { Pager } from '../../components/pager';
import styles from '../../components/records.module.css';
import { type DayRange, lastDays } from '../../lib/day-range';
import { formatDateTime } from '../../lib/format';
import { MEMBER_CENTRE_BET_PARAM } from '../../lib/member-centre';
import { useBetRecords } from './api/bet-records';
import { BetDetailDialog } from './bet-detail-dialog';
import { GAME_KIND_LABEL, useBetLabels } from './bet-labels';

const signed = (n: number) => (n > 0 ? styles.positive : n < 0 ? styles.negative : '');

/** The filter's choice: every bet, a game kind, or the in-house games (a vendor, spec 1 lists them as a category). */
const IN_HOUSE = 'inHouse';
type Filter = GameKind | typeof IN_HOUSE | '';

function filterQuery(filter: Filter) {
  if (filter === IN_HOUSE) return { vendor: CONSTANTS.inHouseVendor };
  return filter ? { gameKind: filter } : {};
}

/**
 * The member centre's bet records (spec 2 "personalHistoryCopy"): by game kind and days, each bet's detail, also
 * opened by the address (`?mc=personalHistoryCopy&bet=<id>`).
 */
export default function BetRecordsPage() {
  const { t } = useTranslation();
  const label = useBetLabels();
  const [filter, setFilter] = useState<Filter>('');
  const [range, setRange] = useState<DayRange>(() => lastDays(7));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  // A link from elsewhere (a ledger entry of the transaction history) opens one bet: `&bet=<id>`.
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const linked = Number(search.get(MEMBER_CENTRE_BET_PARAM));
  const shown = open ?? (Number.isSafeInteger(linked) && linked > 0 ? linked : null);
  const closeDetail = () => {
    setOpen(null);
    if (!search.has(MEMBER_CENTRE_BET_PARAM)) return;
    const next = new URLSearchParams(search);
    next.delete(MEMBER_CENTRE_BET_PARAM);
    // In place, keeping the centre's history depth, so the back button still leaves the way it came.
    setSearch(next, { replace: true, state: location.state });
  };
  const query = { ...range, pageNo: page, pageSize: 20, ...filterQuery(filter) };
  const records = useBetRecords(query);
  const totals = records.data?.totals;
  const change = (next: DayRange) => {
    setRange(next);
    setPage(1);
  };
  return (
    <div className={styles.page} data-testid="bet-records">
      <div className={styles.filters}>
        <label className={styles.filter}>
          <span>{t('game_type_filter')}</span>
          <select
            value={filter}
            onChange={(e) => {
              const next = e.target.value;
              setFilter(next === IN_HOUSE || isGameKind(next) ? next : '');
              setPage(1);
            }}
            data-testid="bet-kind"
          >
            <option value="">{t('game_filter_all')}</option>
            <option value={IN_HOUSE}>{t('nav_in_house')}</option>
            {GAME_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(GAME_KIND_LABEL[k])}
              </option>
            ))}
          </select>
        </label>
        <DateRangeBar value={range} onChange={change} />
      </div>
      {totals ? (
        <dl className={styles.summary} data-testid="bet-totals">
          <div>
            <dt>{t('rec_bet_count')}</dt>
            <dd>{totals.count}</dd>
          </div>
          <div>
            <dt>{t('rec_stake')}</dt>
            <dd>
              <Money amount={totals.stake} />
            </dd>
          </div>
          <div>
            <dt>{t('rec_valid_turnover')}</dt>
            <dd>
              <Money amount={totals.validTurnover} />
            </dd>
          </div>
          <div>
            <dt>{t('rec_profit')}</dt>
            <dd className={signed(totals.profit)}>
              <Money amount={totals.profit} />
            </dd>
          </div>
        </dl>
      ) : null}
      {records.isError ? <LoadFailed error={records.error} onRetry={() => void records.refetch()} /> : null}
      {records.data && records.data.content.length === 0 ? <p className={styles.empty}>{t('rec_empty')}</p> : null}
      <ul className={styles.list}>
        {(records.data?.content ?? []).map((bet) => (
          <li key={bet.id}>
            <button type="button" className={styles.item} onClick={() => setOpen(bet.id)} data-testid="bet-row">
              <span className={styles.itemTitle}>
                {label.kind(bet)} · {label.game(bet)}
              </span>
              <Money amount={bet.profit} className={`${styles.amount} ${signed(bet.profit)}`} />
              <span className={styles.itemMeta}>
                {formatDateTime(bet.placedAt)}
                {label.vendor(bet) ? ` · ${label.vendor(bet)}` : null}
              </span>
              <span className={styles.itemMeta}>
                {t('rec_stake')} <Money amount={bet.stake} /> · {t(`rec_status_${bet.status}`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={records.data?.totalPages ?? 1} onPage={setPage} />
      {shown !== null ? <BetDetailDialog id={shown} onClose={closeDetail} /> : null}
    </div>
  );
}
