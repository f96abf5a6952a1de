import { CONSTANTS } from '@wl/contract/constants';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { buttonClass } from '../../components/button-class';
import { HomeSection } from '../../components/home-section';
import { PhoneIcon } from '../../components/icon';
import { QrCode } from '../../components/qr-code';
import { findResource, useSiteInfo } from '../../lib/site-status';
import styles from './app-download.module.css';
import { useNearView } from './use-near-view';

/** Spec 9 "QR sizes 156 and 100": the home section uses the small one. */
const QR_SIZE = CONSTANTS.qrSizes.small;

const PLATFORMS = [
  { id: 'ios', resourceType: 'APP_IOS', labelKey: 'home_app_ios', nameKey: 'app_ios' },
  { id: 'android', resourceType: 'APP_ANDROID', labelKey: 'home_app_android', nameKey: 'app_android' },
] as const;

/**
 * Spec 2 "app download section": a QR code and a link per platform the brand has an app for (its APP_IOS and
 * APP_ANDROID resources), and the download page with the install guides. No app, no section.
 */
export function AppDownload() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box);
  const apps = PLATFORMS.map((p) => ({ ...p, url: findResource(info, p.resourceType) })).filter(
    (p): p is (typeof PLATFORMS)[number] & { url: string } => p.url !== null,
  );
  if (apps.length === 0) return null;
  const newWindow = t('opens_new_window');
  return (
    <HomeSection id="home-app" title={t('home_app_download')} className={styles.section}>
      <div ref={box} className={styles.apps}>
        {apps.map((app) => (
          <div key={app.id} className={styles.app} data-testid={`home-app-${app.id}`}>
            {/* The tile keeps the code's size while it loads, so nothing moves when it appears. */}
            <QrCode value={app.url} size={QR_SIZE} label={t('home_app_qr', { app: t(app.labelKey) })} load={near} />
            <div className={styles.text}>
              <p className={styles.platform}>
                <PhoneIcon size={18} />
                {t(app.labelKey)}
              </p>
              <a
                href={app.url}
                className={buttonClass('secondary', { size: 'small', className: styles.get })}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t(app.nameKey)} ${newWindow}`}
              >
                {t(app.nameKey)}
              </a>
            </div>
          </div>
        ))}
      </div>
      <p className={styles.guide}>
        {t('home_app_hint')}{' '}
        <AppLink to="/download" className={styles.guideLink} data-testid="home-app-guide">
          {t('home_app_guide')}
        </AppLink>
      </p>
    </HomeSection>
  );
}
