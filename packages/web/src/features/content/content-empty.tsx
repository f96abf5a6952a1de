import { useTranslation } from 'react-i18next';
import styles from './content-page.module.css';

/** A section the brand has published nothing in (yet). */
export function ContentEmpty() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="status" data-testid="content-empty">
      <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" className={styles.emptyArt}>
        <rect x="14" y="8" width="36" height="48" rx="6" fill="currentColor" opacity="0.12" />
        <rect x="14" y="8" width="36" height="48" rx="6" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M22 22h20M22 30h20M22 38h12" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.emptyTitle}>{t('content_empty')}</p>
      <p className={styles.emptyHint}>{t('content_empty_hint')}</p>
    </div>
  );
}
