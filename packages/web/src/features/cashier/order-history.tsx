import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import type { CallOutput } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useCancelDeposit } from './api/cancel-deposit';
import { useCashierOrders } from './api/cashier-orders';
import styles from './deposit-page.module.css';

/** The contract's order statuses (typed from it; the route file itself, with zod, stays out of the bundle). */
type Status = CallOutput<'cashierOrders'>['content'][number]['status'];
const PAGE = 10;

const BADGE: Record<Status, string | undefined> = {
  pending: styles.badgeWarn,
  approved: styles.badgeOk,
  rejected: styles.badgeDanger,
  cancelled: undefined,
  expired: undefined,
  processing: styles.badgeWarn,
};
/** A deposit's statuses (`processing` is a withdrawal's). */
const STATUSES = (Object.keys(BADGE) as Status[]).filter((s) => s !== 'processing');

/**
 * The member's deposit orders, newest first, by status; a pending order can be cancelled, and a pending gateway
 * order paid. While a gateway order is pending the list is asked again every few seconds.
 */
export function OrderHistory() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status | ''>('');
  const [size, setSize] = useState(PAGE);
  const orders = useCashierOrders({ type: 'deposit', pageNo: 1, pageSize: size, ...(status ? { status } : {}) });
  const cancel = useCancelDeposit();
  const rows = orders.data?.content ?? [];
  return (
    <section className={styles.section} aria-labelledby="deposit-history">
      <div className={styles.historyHead}>
        <h2 id="deposit-history" className={styles.title}>
          {t('cashier_history')}
        </h2>
        <label className={styles.filter}>
          <span className={styles.label}>{t('cashier_filter_status')}</span>
          <select
            className={styles.select}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status | '');
              setSize(PAGE);
            }}
            data-testid="deposit-status-filter"
          >
            <option value="">{t('cashier_status_all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`cashier_status_${s}`)}
              </option>
            ))}
          </select>
        </label>
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
      {orders.data && rows.length === 0 && <p className={styles.muted}>{t('cashier_no_orders')}</p>}
      <ul className={styles.orders} data-testid="deposit-orders">
        {rows.map((o) => (
          <li key={o.id} className={styles.order}>
            <div className={styles.orderMain}>
              <span className={styles.orderAmount} dir="ltr">
                {formatMoney(o.amount)}
              </span>
              <span className={`${styles.badge} ${BADGE[o.status] ?? ''}`}>{t(`cashier_status_${o.status}`)}</span>
            </div>
            <div className={styles.orderMeta}>
              <span>{o.channelName}</span>
              <span dir="ltr">{formatDateTime(o.createdAt)}</span>
              <span>{t('cashier_order_no', { id: o.id })}</span>
            </div>
            {o.credited !== o.amount && o.status === 'approved' && (
              <div className={styles.orderMeta}>{t('cashier_credited', { amount: formatMoney(o.credited) })}</div>
            )}
            {o.reason && <div className={styles.orderReason}>{o.reason}</div>}
            {o.status === 'pending' && (
              <div className={styles.orderActions}>
                {o.payUrl && (
                  <a
                    className={buttonClass('primary', { size: 'small' })}
                    href={o.payUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {t('cashier_pay_open')}
                  </a>
                )}
                <button
                  type="button"
                  className={buttonClass('ghost', { size: 'small' })}
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(o.id)}
                >
                  {t('cashier_cancel')}
                </button>
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
