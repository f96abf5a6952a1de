import type { StatusValue } from '@wl/contract/schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark, BrandName } from '../../components/brand-logo';
import { formatDateTime } from '../../lib/format';
import { CustomerServiceButton } from './customer-service-button';
import styles from './full-screen.module.css';

/** Spec 2 "Full-screen replacements": the maintenance page (game_maintenance), end time, customer service. */
export function MaintenancePage({ status }: { status: StatusValue }) {
  const { t } = useTranslation();
  const end = status.maintenanceEnd ? formatDateTime(status.maintenanceEnd) : null;
  useEffect(() => {
    document.title = t('game_maintenance');
  }, [t]);
  return (
    <main className={styles.screen} data-testid="maintenance-page">
      <div className={styles.card}>
        <span className={styles.brand}>
          <BrandMark />
          <BrandName name={status.info.brandName} />
        </span>
        <svg className={styles.art} width="120" height="96" viewBox="0 0 120 96" aria-hidden="true">
          <rect x="10" y="16" width="100" height="64" rx="10" fill="currentColor" opacity="0.12" />
          <rect x="10" y="16" width="100" height="64" rx="10" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M10 30h100" stroke="currentColor" strokeWidth="3" />
          <circle cx="22" cy="23" r="2.5" fill="currentColor" />
          <circle cx="31" cy="23" r="2.5" fill="currentColor" />
          <path
            d="M70 44a12 12 0 0 0-15.6 14.6L40 73l5 5 14.4-14.4A12 12 0 0 0 74 48l-7 7-5-1-1-5Z"
            fill="currentColor"
          />
        </svg>
        <h1 className={styles.title}>{t('game_maintenance')}</h1>
        <p className={styles.text}>{t('maintenance_intro')}</p>
        <div className={styles.detail}>
          <span className={styles.detailLabel}>{t('maintenance_end_label')}</span>
          <span className={styles.detailValue} data-testid="maintenance-end">
            {end ?? t('maintenance_no_end')}
          </span>
        </div>
        <CustomerServiceButton info={status.info} />
      </div>
    </main>
  );
}
