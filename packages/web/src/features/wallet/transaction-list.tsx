import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeBar } from '../../components/date-range-bar';
import { LoadFailed } from '../../components/load-failed';
import { Money } from '../../components/money';
import { Pager } from '../../components/pager';
import styles from '../../components/records.module.css';
import { type DayRange, lastDays } from '../../lib/day-range';
import { formatDateTime } from '../../lib/format';
import { useMemberTransactions } from './api/member-transactions';
import { TransactionCause } from './transaction-cause';
import { transactionTypeKey } from './transaction-types';

/**
 * Ledger entries of the member's wallets (spec 7 ODSFE2_MemTransDet) by type and days, each with what caused it
 * (its type, the transfer's reason: the game, the vendor round; and its source, linked: the bet, the deposit order,
 * the operator's note).
 */
export function TransactionList({
  types,
  allOf,
  testId,
}: {
  /** The types offered in the filter. */
  types: readonly string[];
  /** "All" means only these kinds (the bonus page); without it, every entry. */
  allOf?: readonly string[];
  testId: string;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState('');
  const [range, setRange] = useState<DayRange>(() => lastDays(7));
  const [page, setPage] = useState(1);
  const query = {
    pageNo: page,
    pageSize: 20,
    startDate: range.from,
    endDate: range.to,
    ...(type ? { type } : allOf ? { type: allOf.join(',') } : {}),
  };
  const list = useMemberTransactions(query);
  return (
    <div className={styles.page} data-testid={testId}>
      <div className={styles.filters}>
        <label className={styles.filter}>
          <span>{t('rec_type')}</span>
          <select
            value={type}
            onChange={(e) => {
              setType(e.target.value);
              setPage(1);
            }}
            data-testid="tx-type"
          >
            <option value="">{t('game_filter_all')}</option>
            {types.map((k) => (
              <option key={k} value={k}>
                {t(transactionTypeKey(k))}
              </option>
            ))}
          </select>
        </label>
        <DateRangeBar
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      {list.isError ? <LoadFailed error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.content.length === 0 ? <p className={styles.empty}>{t('rec_empty')}</p> : null}
      <ul className={styles.list}>
        {(list.data?.content ?? []).map((entry) => (
          <li key={entry.id} className={styles.item} data-testid="tx-row">
            <span className={styles.itemTitle}>{t(transactionTypeKey(entry.type))}</span>
            <Money
              amount={entry.amount}
              plus
              className={`${styles.amount} ${entry.amount >= 0 ? styles.positive : styles.negative}`}
            />
            <span className={`${styles.itemMeta} ${styles.itemLine}`}>
              {formatDateTime(entry.time)}
              {entry.reason && entry.source?.kind !== 'adjustment' ? ` · ${entry.reason}` : ''}
            </span>
            <span className={`${styles.itemMeta} ${styles.itemLine}`}>
              {entry.wallet === 'MAIN' ? t('tx_wallet_main') : entry.wallet} · {t('tx_balance_after')}{' '}
              <Money amount={entry.balanceAfter} />
            </span>
            <TransactionCause source={entry.source} reason={entry.reason} />
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPage={setPage} />
    </div>
  );
}
