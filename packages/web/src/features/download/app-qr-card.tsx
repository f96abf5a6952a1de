import { CONSTANTS } from '@wl/contract/constants';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import styles from './download-page.module.css';

/**
 * One platform's app: a QR code of its download address (spec 9: 156 px) and a download link, or, when the brand
 * has no such resource, the "not offered" text. The install guide comes as children.
 */
export function AppQrCard({
  platform,
  name,
  icon,
  url,
  linkKey,
  children,
}: {
  platform: 'ios' | 'android';
  name: string;
  icon: ReactNode;
  url: string | null;
  linkKey: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <article className={styles.card} aria-labelledby={`app-${platform}-title`} data-testid={`download-${platform}`}>
      <header className={styles.cardHead}>
        <span className={styles.platformBadge}>{icon}</span>
        <h2 id={`app-${platform}-title`} className={styles.cardTitle}>
          {name}
        </h2>
      </header>
      {url ? (
        <div className={styles.get}>
          <div className={styles.qr}>
            {/* Dark modules on white in both themes: phone cameras read that reliably. */}
            <QRCodeSVG
              value={url}
              size={CONSTANTS.qrSizes.large}
              marginSize={2}
              bgColor="#ffffff"
              fgColor="#000000"
              title={t('download_qr_label', { platform: name })}
              role="img"
              data-testid={`download-${platform}-qr`}
            />
          </div>
          <p className={styles.scan}>{t('download_scan')}</p>
          <a
            href={url}
            className={buttonClass('primary', { size: 'large', className: styles.getLink })}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`download-${platform}-link`}
          >
            {t(linkKey)}
            <span className="visually-hidden">{t('opens_new_window')}</span>
          </a>
        </div>
      ) : (
        <p className={styles.notOffered} data-testid={`download-${platform}-none`}>
          {t('download_not_offered', { platform: name })}
        </p>
      )}
      {url ? children : null}
    </article>
  );
}
