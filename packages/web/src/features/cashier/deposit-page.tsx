import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';
import { useDepositChannels } from './api/deposit-channels';
import { ChannelPicker } from './channel-picker';
import { DepositForm } from './deposit-form';
import styles from './deposit-page.module.css';
import { OrderHistory } from './order-history';
import { P2pPanel } from './p2p-panel';

/**
 * The member centre's deposit page (spec 2 depositv2, issue 13): the brand's channels with their limits, fee and
 * hours; the offline bank flow (the receiving account to copy, then amount, reference and a proof picture) or the
 * gateway flow (the pay page in a new window, then the order is followed); the peer-to-peer flow (matched with a
 * withdrawing member: their account, then "I have paid"); and the member's deposit orders.
 */
export default function DepositPage() {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const [picked, setPicked] = useState<string | null>(null);
  const list = channels.data?.channels ?? [];
  const channel = list.find((c) => c.code === picked) ?? list.find((c) => c.open) ?? null;
  return (
    <div className={styles.page} data-testid="deposit-page">
      <section className={styles.section} aria-labelledby="deposit-title">
        <h2 id="deposit-title" className={styles.title}>
          {t('cashier_deposit_title')}
        </h2>
        {channels.isError && <LoadFailed error={channels.error} onRetry={() => void channels.refetch()} />}
        {channels.isPending && <p className={styles.muted}>{t('app_loading')}</p>}
        {channels.data && list.length === 0 && <p className={styles.muted}>{t('cashier_no_channels')}</p>}
        {list.length > 0 && (
          <ChannelPicker
            channels={list}
            value={channel?.code ?? null}
            currency={channels.data?.currencySymbol ?? ''}
            onChange={setPicked}
          />
        )}
        {channel?.open && (
          <DepositForm key={channel.code} channel={channel} currency={channels.data?.currencySymbol ?? ''} />
        )}
      </section>
      {channels.data && <P2pPanel side="payer" currency={channels.data.currencySymbol} />}
      <OrderHistory />
    </div>
  );
}
