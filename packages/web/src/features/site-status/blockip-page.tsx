import type { StatusValue } from '@wl/contract/schemas';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark, BrandName } from '../../components/brand-logo';
import { CustomerServiceButton } from './customer-service-button';
import styles from './full-screen.module.css';

/** Spec 2 "Full-screen replacements": the region-blocked page (blockip) with the visitor's IP address. */
export function BlockipPage({ status }: { status: StatusValue }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('blockip');
  }, [t]);
  return (
    <main className={styles.screen} data-testid="blockip-page">
      <div className={styles.card}>
        <span className={styles.brand}>
          <BrandMark />
          <BrandName name={status.info.brandName} />
        </span>
        <svg className={styles.art} width="104" height="104" viewBox="0 0 104 104" aria-hidden="true">
          <circle cx="52" cy="52" r="44" fill="currentColor" opacity="0.12" />
          <circle cx="52" cy="52" r="34" fill="none" stroke="currentColor" strokeWidth="4" />
          <path d="M28 76 76 28" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
          <path
            d="M18 52h68M52 18c9 9 13 21 13 34s-4 25-13 34c-9-9-13-21-13-34s4-25 13-34Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            opacity="0.5"
          />
        </svg>
        <h1 className={styles.title}>{t('blockip')}</h1>
        <div className={styles.detail}>
          <span className={styles.detailLabel}>{t('visitor_ip_label')}</span>
          <span className={styles.detailValue} data-testid="visitor-ip">
            {status.location.ip}
          </span>
        </div>
        <p className={styles.text}>{t('info_ip_block')}</p>
        <CustomerServiceButton info={status.info} />
      </div>
    </main>
  );
}
