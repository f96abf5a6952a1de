import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';
import records from '../../components/records.module.css';
import { formatMoney } from '../../lib/format';
import { TransferForm } from './transfer-form';
import { TransferHistory } from './transfer-history';
import styles from './transfer-page.module.css';
import { useTransferInfo } from './transfer-queries';

type Target = 'upline' | 'downline';

/**
 * The member centre's transfer page (spec 2 "transferUpline", issue 13): money from the main wallet to the direct
 * upline, with the payment password and the brand's limits; agents (spec 6) have a second tab to send to one of
 * their direct downlines. Below, the transfers sent and received.
 */
export default function TransferUplinePage() {
  const { t } = useTranslation();
  const id = useId();
  const info = useTransferInfo();
  const [target, setTarget] = useState<Target>('upline');
  if (info.isError) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  if (!info.data) return <p className={records.empty}>{t('app_loading')}</p>;
  const { limits, currencySymbol: currency } = info.data;
  const money = (n: number) => `${currency} ${formatMoney(n)}`;
  const targets: Target[] = info.data.isAgent ? ['upline', 'downline'] : ['upline'];
  const active = targets.includes(target) ? target : 'upline';
  const form = (
    <TransferForm
      key={active}
      to={active}
      upline={info.data.upline}
      limits={limits}
      sentToday={info.data.sentToday}
      currency={currency}
    />
  );
  return (
    <div className={records.page} data-testid="transfer-upline">
      <dl className={styles.figures}>
        <div>
          <dt>{t('tx_wallet_main')}</dt>
          <dd data-testid="tu-balance">
            <bdi className={styles.money}>{money(info.data.balance)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('tu_per_transfer')}</dt>
          <dd>
            <bdi className={styles.money}>{money(limits.min)}</bdi>
            {' – '}
            <bdi className={styles.money}>{money(limits.max)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('tu_sent_today')}</dt>
          <dd data-testid="tu-sent-today">
            <bdi className={styles.money}>{money(info.data.sentToday)}</bdi>
            {' / '}
            <bdi className={styles.money}>{money(limits.daily)}</bdi>
          </dd>
        </div>
      </dl>
      {targets.length > 1 ? (
        <>
          <div role="tablist" aria-label={t('mc_transfer_upline')} className={styles.tabList}>
            {targets.map((tab) => (
              <button
                key={tab}
                id={`${id}-${tab}`}
                type="button"
                role="tab"
                aria-selected={tab === active}
                aria-controls={`${id}-panel`}
                className={styles.tab}
                data-testid={`tu-tab-${tab}`}
                onClick={() => setTarget(tab)}
              >
                {t(tab === 'upline' ? 'tu_to_upline' : 'tu_to_downline')}
              </button>
            ))}
          </div>
          <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${active}`}>
            {form}
          </div>
        </>
      ) : (
        form
      )}
      <TransferHistory currency={currency} />
    </div>
  );
}
