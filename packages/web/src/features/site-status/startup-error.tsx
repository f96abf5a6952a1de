import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import styles from './full-screen.module.css';

/** Spec 8: the status call failed ('Network link is abnormal, please try again'), with a retry. */
export function StartupError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <div className={styles.card} role="alert" data-testid="network-error">
        <svg className={styles.art} width="96" height="96" viewBox="0 0 96 96" aria-hidden="true">
          <circle cx="48" cy="48" r="40" fill="currentColor" opacity="0.12" />
          <path
            d="M22 40a38 38 0 0 1 52 0M30 50a26 26 0 0 1 36 0M39 60a13 13 0 0 1 18 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
          />
          <circle cx="48" cy="70" r="4" fill="currentColor" />
          <path d="M24 24l48 48" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <p className={styles.title}>{t('network_error')}</p>
        <button
          type="button"
          className={buttonClass('primary', { size: 'large' })}
          onClick={onRetry}
          disabled={retrying}
        >
          {t('retry')}
        </button>
      </div>
    </main>
  );
}
