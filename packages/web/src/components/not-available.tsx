import { useTranslation } from 'react-i18next';
import styles from './not-available.module.css';

/** The "not available yet" state of a feature that a later issue builds: nothing pretends to work. */
export function NotAvailable({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.box} ${compact ? styles.compact : ''}`} data-testid="not-available" role="status">
      <svg
        className={styles.art}
        width={compact ? 36 : 64}
        height={compact ? 36 : 64}
        viewBox="0 0 64 64"
        aria-hidden="true"
      >
        <circle cx="32" cy="32" r="28" fill="currentColor" opacity="0.12" />
        <circle cx="32" cy="32" r="20" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M32 20v13l8 5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.title}>{t('not_available_yet')}</p>
      {compact ? null : <p className={styles.hint}>{t('not_available_yet_hint')}</p>}
    </div>
  );
}
