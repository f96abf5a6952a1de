import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';
import { secondsLeft, splitCountdown, useServerNow } from './server-clock';

/**
 * The time left to a numero's close on the server's clock (issue 14: "the server's clock decides"). At zero it says
 * the numero is closed and calls `onElapsed` once, so the page asks the server for the next numero.
 */
export function Countdown({ closeTime, onElapsed }: { closeTime: string; onElapsed?: () => void }) {
  const { t } = useTranslation();
  const now = useServerNow();
  const left = secondsLeft(closeTime, now);
  const fired = useRef<string | null>(null);
  useEffect(() => {
    if (left > 0 || fired.current === closeTime) return;
    fired.current = closeTime;
    onElapsed?.();
  }, [left, closeTime, onElapsed]);
  if (left === 0) {
    return (
      <span className={`${styles.countdown} ${styles.closed}`} data-testid="countdown" data-state="closed">
        {t('lot_closed')}
      </span>
    );
  }
  const { days, clock } = splitCountdown(left);
  return (
    <span className={styles.countdown} data-testid="countdown" data-state="open" role="timer">
      <span className={styles.countdownLabel}>{t('lot_closes_in')}</span>{' '}
      <bdi dir="ltr" className={styles.countdownClock}>
        {days > 0 ? `${t('lot_days', { n: days })} ` : ''}
        {clock}
      </bdi>
    </span>
  );
}
