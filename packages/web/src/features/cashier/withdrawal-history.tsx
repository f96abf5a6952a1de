import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { errorText } from '../../lib/error-text';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useCancelWithdrawal } from './api/cancel-withdrawal';
import { useWithdrawalOrders } from './api/cashier-orders';
import styles from './deposit-page.module.css';

const PAGE = 10;
const BADGE: Record<string, string | undefined> = {
  processing: styles.badgeWarn,
  approved: styles.badgeOk,
  rejected: styles.badgeDanger,
};

/** The member's withdrawals, newest first; one still processing can be cancelled, after a confirm. */
export function WithdrawalHistory() {
  const { t } = useTranslation();
  const [size, setSize] = useState(PAGE);
  const [asking, setAsking] = useState<number | null>(null);
  const orders = useWithdrawalOrders(size);
  const cancel = useCancelWithdrawal();
  const rows = orders.data?.content ?? [];
  return (
    <section className={styles.section} aria-labelledby="withdraw-history">
      <div className={styles.historyHead}>
        <h2 id="withdraw-history" className={styles.title}>
          {t('wd_history')}
        </h2>
      </div>
      {cancel.isError && (
        <p className={styles.error} role="alert">
          {errorText(t, cancel.error)}
        </p>
      )}
      {orders.isError && (
        <p className={styles.error} role="alert">
          {errorText(t, orders.error)}
        </p>
      )}
      {orders.data && rows.length === 0 && <p className={styles.muted}>{t('wd_no_orders')}</p>}
      <ul className={styles.orders} data-testid="withdraw-orders">
        {rows.map((o) => (
          <li key={o.id} className={styles.order} data-status={o.status}>
            <div className={styles.orderMain}>
              <span className={styles.orderAmount} dir="ltr">
                {formatMoney(o.amount)}
              </span>
              <span className={`${styles.badge} ${BADGE[o.status] ?? ''}`}>{t(`cashier_status_${o.status}`)}</span>
            </div>
            <div className={styles.orderMeta}>
              <span>
                {o.channelName} <bdi dir="ltr">{o.reference}</bdi>
              </span>
              <span dir="ltr">{formatDateTime(o.createdAt)}</span>
              <span>{t('cashier_order_no', { id: o.id })}</span>
            </div>
            {o.fee > 0 && (
              <div className={styles.orderMeta}>
                {t('wd_you_receive', { fee: formatMoney(o.fee), net: formatMoney(o.credited) })}
              </div>
            )}
            {o.reason && <div className={styles.orderReason}>{o.reason}</div>}
            {o.status === 'processing' && (
              <div className={styles.orderActions}>
                {asking === o.id ? (
                  <>
                    <span>{t('wd_cancel_confirm')}</span>
                    <button
                      type="button"
                      className={buttonClass('primary', { size: 'small' })}
                      disabled={cancel.isPending}
                      onClick={() => cancel.mutate(o.id, { onSettled: () => setAsking(null) })}
                      data-testid="withdraw-cancel-yes"
                    >
                      {t('wd_confirm_yes')}
                    </button>
                    <button
                      type="button"
                      className={buttonClass('ghost', { size: 'small' })}
                      onClick={() => setAsking(null)}
                    >
                      {t('wd_confirm_no')}
                    </button>
                  </>
                ) : (
                  <button
                    type="button"
                    className={buttonClass('ghost', { size: 'small' })}
                    onClick={() => setAsking(o.id)}
                    data-testid="withdraw-cancel"
                  >
                    {t('cashier_cancel')}
                  </button>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
      {orders.data && orders.data.total > rows.length && (
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => setSize((s) => Math.min(100, s + PAGE))}
        >
          {t('game_load_more')}
        </button>
      )}
    </section>
  );
}
