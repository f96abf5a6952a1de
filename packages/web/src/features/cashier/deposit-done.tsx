import { useTranslation } from 'react-i18next';
import { useCashierOrders } from './api/cashier-orders';
import styles from './deposit-page.module.css';
import { moneyText } from './deposit-rules';

/** The order list's first page, as order-history.tsx asks it: one query, polled while a gateway order is pending. */
const FIRST_PAGE = { type: 'deposit' as const, pageNo: 1, pageSize: 10 };

/** What a deposit just sent has become: a P2P match, an order to be checked, or a gateway payment followed. */
export type DepositDone =
  | { kind: 'p2p' }
  | { kind: 'submitted' }
  | { kind: 'gateway'; orderId: number; payUrl: string };

/**
 * A gateway payment followed until the gateway decides it: the order list polls while it is pending, and this
 * line then says what became of it instead of promising an update (spec 4 deposit, issue 13).
 */
function GatewayStatus({ orderId, payUrl, currency }: { orderId: number; payUrl: string; currency: string }) {
  const { t } = useTranslation();
  const orders = useCashierOrders(FIRST_PAGE);
  const order = orders.data?.content.find((o) => o.id === orderId);
  if (order?.status === 'approved') {
    return <>{t('cashier_pay_confirmed', { amount: moneyText(currency, order.credited) })}</>;
  }
  if (order && order.status !== 'pending') {
    return <>{t('cashier_pay_not_completed', { status: t(`cashier_status_${order.status}`) })}</>;
  }
  return (
    <>
      {t('cashier_pay_opened')}{' '}
      <a href={payUrl} target="_blank" rel="noopener noreferrer">
        {t('cashier_pay_open')}
      </a>
    </>
  );
}

export function DepositDoneLine({ done, currency }: { done: DepositDone; currency: string }) {
  const { t } = useTranslation();
  return (
    <p className={styles.success} role="status" data-testid="deposit-done">
      {done.kind === 'gateway' ? (
        <GatewayStatus orderId={done.orderId} payUrl={done.payUrl} currency={currency} />
      ) : (
        t(done.kind === 'p2p' ? 'cashier_p2p_matched' : 'cashier_submitted')
      )}
    </p>
  );
}
