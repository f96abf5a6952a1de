import { useTranslation } from 'react-i18next';
import styles from './loader-overlay.module.css';

/** The full-screen loader; rendered only while visible (tests look for its presence). */
export function LoaderOverlay({ solid = false, message }: { solid?: boolean; message?: string | null }) {
  const { t } = useTranslation();
  return (
    <div
      className={`${styles.overlay} ${solid ? styles.solid : ''}`}
      data-testid="loader-overlay"
      role="status"
      aria-live="polite"
    >
      <div className={styles.ring} aria-hidden="true" />
      <span className={message ? styles.message : 'visually-hidden'}>{message ?? t('app_loading')}</span>
    </div>
  );
}
