import { CONSTANTS } from '@wl/contract/constants';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { ArrowUpIcon, HeadsetIcon, PhoneIcon, UserPlusIcon } from '../../components/icon';
import { QrCode } from '../../components/qr-code';
import { SocialIcon } from '../../components/social-icon';
import { usePopover } from '../../components/use-popover';
import { WarningDialog } from '../../components/warning-dialog';
import { toggleServiceWidget, useServiceWidgetOpen } from '../../features/customer-service/service-widget-store';
import { usePromotionEnabled } from '../../features/promotions/use-promotion-enabled';
import { openAuthDialog } from '../../lib/auth-dialog';
import { findResource, useSiteInfo } from '../../lib/site-status';
import { useSession } from '../../lib/use-session';
import styles from './side-menu.module.css';

const InviteDialog = lazy(() => import('./invite-dialog').then((m) => ({ default: m.InviteDialog })));

/** Spec 2 "Side menu: right bar": Facebook/Telegram links when configured. */
const SOCIAL = [
  { resourceType: 'FACEBOOK', network: 'facebook', labelKey: 'social_facebook' },
  { resourceType: 'TELEGRAM', network: 'telegram', labelKey: 'social_telegram' },
  { resourceType: 'TELEGRAM-1', network: 'telegram', labelKey: 'social_telegram_channel' },
] as const;

/**
 * Spec 2 "Side menu: right bar": social links when configured, app download with QR codes, the invite entry (when
 * the REFERRAL promotion is enabled), customer service (the floating widget) and scroll to top.
 */
export function SideMenuRight() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const session = useSession();
  const referral = usePromotionEnabled('REFERRAL');
  const serviceOpen = useServiceWidgetOpen();
  const [invite, setInvite] = useState<'open' | 'trial' | null>(null);
  const appMenu = usePopover('beside-start', { gap: 18 });
  const social = SOCIAL.map((s) => ({ ...s, url: findResource(info, s.resourceType) })).filter((s) => s.url);
  const apps = [
    { id: 'ios', labelKey: 'app_ios', url: findResource(info, 'APP_IOS') },
    { id: 'android', labelKey: 'app_android', url: findResource(info, 'APP_ANDROID') },
  ].flatMap((a) => (a.url ? [{ ...a, url: a.url }] : []));
  const newWindow = t('opens_new_window');

  // Spec 5/6: visitors get the login popup; trial accounts the in_need_true_account warning.
  const openInvite = () => {
    if (!session.isLogin) openAuthDialog('login');
    else setInvite(session.isTrial ? 'trial' : 'open');
  };

  return (
    <aside className={styles.right} aria-label={t('side_menu_right')} data-testid="side-menu-right">
      {social.map((s) => (
        <a
          key={s.resourceType}
          href={s.url ?? undefined}
          className={styles.action}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t(s.labelKey)} ${newWindow}`}
          title={t(s.labelKey)}
          data-testid={`side-social-${s.resourceType}`}
        >
          <SocialIcon network={s.network} />
        </a>
      ))}
      <div {...appMenu.rootProps} className={styles.menuRoot}>
        <button
          {...appMenu.triggerProps}
          className={styles.action}
          aria-label={t('app_download')}
          title={t('app_download')}
          data-testid="side-app-download"
        >
          <PhoneIcon />
        </button>
        <div {...appMenu.panelProps} className={styles.menu} data-testid="side-app-menu">
          {appMenu.open ? (
            <>
              <p className={styles.menuLabel}>{t('app_download')}</p>
              {apps.length === 0 ? <p className={styles.menuEmpty}>{t('app_none')}</p> : null}
              <div className={styles.qrRow}>
                {apps.map((app) => (
                  <a
                    key={app.id}
                    href={app.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.qrItem}
                    onClick={appMenu.close}
                  >
                    <QrCode value={app.url} size={CONSTANTS.qrSizes.small} label={t(app.labelKey)} />
                    <span>{t(app.labelKey)}</span>
                  </a>
                ))}
              </div>
              <AppLink to="/download" className={styles.menuItem} onClick={appMenu.close}>
                {t('app_install_guide')}
              </AppLink>
            </>
          ) : null}
        </div>
      </div>
      {referral ? (
        <button
          type="button"
          className={styles.action}
          aria-label={t('invite')}
          title={t('invite')}
          onClick={openInvite}
          data-testid="side-invite"
        >
          <UserPlusIcon />
        </button>
      ) : null}
      <button
        type="button"
        className={`${styles.action} ${serviceOpen ? styles.actionActive : ''}`}
        aria-label={t('customer_service')}
        aria-expanded={serviceOpen}
        aria-controls="service-widget"
        title={t('customer_service')}
        onClick={toggleServiceWidget}
        data-testid="side-customer-service"
      >
        <HeadsetIcon />
      </button>
      <button
        type="button"
        className={styles.action}
        aria-label={t('scroll_to_top')}
        title={t('scroll_to_top')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <ArrowUpIcon />
      </button>
      {invite === 'open' ? (
        <Suspense fallback={null}>
          <InviteDialog onClose={() => setInvite(null)} />
        </Suspense>
      ) : null}
      <WarningDialog message={invite === 'trial' ? t('in_need_true_account') : null} onClose={() => setInvite(null)} />
    </aside>
  );
}
