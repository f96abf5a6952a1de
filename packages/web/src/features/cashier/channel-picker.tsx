import { useTranslation } from 'react-i18next';
import styles from './deposit-page.module.css';
import { type DepositChannel, moneyText } from './deposit-rules';

/** The fee as a member reads it: "1% + 2.00", or none. */
export function feeText(channel: DepositChannel): string | null {
  const parts = [
    channel.fee.percent > 0 ? `${channel.fee.percent}%` : '',
    channel.fee.fixed > 0 ? moneyText('', channel.fee.fixed) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' + ') : null;
}

/** The channels as radio cards: name, limits, fee and hours; a closed channel cannot be picked. */
export function ChannelPicker(props: {
  channels: DepositChannel[];
  value: string | null;
  currency: string;
  onChange: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.channels}>
      <legend className={styles.label}>{t('cashier_channels_label')}</legend>
      {props.channels.map((c) => {
        const fee = feeText(c);
        return (
          <label
            key={c.code}
            className={`${styles.channel} ${props.value === c.code ? styles.channelPicked : ''} ${c.open ? '' : styles.channelClosed}`}
          >
            <input
              type="radio"
              name="deposit-channel"
              value={c.code}
              checked={props.value === c.code}
              disabled={!c.open}
              onChange={() => props.onChange(c.code)}
              className={styles.radio}
            />
            <span className={styles.channelName}>{c.name}</span>
            <span className={styles.channelMeta}>
              {t('cashier_limits', {
                min: moneyText(props.currency, c.minAmount),
                max: moneyText(props.currency, c.maxAmount),
              })}
            </span>
            <span className={styles.channelMeta}>
              {fee === null
                ? t('cashier_fee_free')
                : c.fee.payer === 'brand'
                  ? t('cashier_fee_brand', { fee })
                  : t('cashier_fee', { fee })}
            </span>
            {c.hours && (
              <span className={styles.channelMeta}>
                {t('cashier_hours', { from: c.hours.opensAt, to: c.hours.closesAt })}
              </span>
            )}
            {!c.open && <span className={styles.closed}>{t('cashier_channel_closed')}</span>}
          </label>
        );
      })}
    </fieldset>
  );
}
