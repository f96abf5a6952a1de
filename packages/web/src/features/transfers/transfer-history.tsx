import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeBar } from '../../components/date-range-bar';
import { LoadFailed } from '../../components/load-failed';
import { Money } from '../../components/money';
import { Pager } from '../../components/pager';
import styles from '../../components/records.module.css';
import { type DayRange, lastDays } from '../../lib/day-range';
import { formatDateTime } from '../../lib/format';
import { useMemberTransfers } from './transfer-queries';

/** The transfers the member sent (to the upline or a downline) and received, newest first, by days (spec 9 presets). */
export function TransferHistory({ currency }: { currency: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const list = useMemberTransfers({ pageNo: page, pageSize: 10, ...range });
  return (
    <section className={styles.page} aria-labelledby="tu-history-title" data-testid="tu-history">
      <h3 id="tu-history-title" className={styles.itemTitle}>
        {t('tu_history')}
      </h3>
      <DateRangeBar
        value={range}
        onChange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      {list.isError && <LoadFailed error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.content.length === 0 && <p className={styles.empty}>{t('tu_empty')}</p>}
      {list.data && list.data.content.length > 0 && (
        <ul className={styles.list}>
          {list.data.content.map((r) => (
            <li key={r.id} className={styles.item} data-testid="tu-record">
              <span className={styles.itemTitle}>
                {t(r.outgoing ? 'tu_sent_to' : 'tu_received_from', { account: r.counterparty })}
              </span>
              <Money
                amount={r.outgoing ? -r.amount : r.amount}
                currency={currency}
                plus
                className={`${styles.amount} ${r.outgoing ? styles.negative : styles.positive}`}
              />
              <span className={styles.itemMeta}>
                {t(r.direction === 'upline' ? 'mc_transfer_upline' : 'tx_type_transfer_downline')}
              </span>
              <time className={`${styles.itemMeta} ${styles.amount}`} dateTime={r.createdAt}>
                {formatDateTime(r.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pager page={page} totalPages={list.data.totalPages} onPage={setPage} />}
    </section>
  );
}
