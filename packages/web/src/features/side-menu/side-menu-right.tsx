import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpIcon, HeadsetIcon, PhoneIcon, UserPlusIcon } from '../../components/icon';
import { NotAvailableDialog } from '../../components/not-available-dialog';
import { SocialIcon } from '../../components/social-icon';
import { openAuthDialog } from '../../lib/auth-dialog';
import { findResource, useSiteInfo } from '../../lib/site-status';
import { useSession } from '../../lib/use-session';
import styles from './side-menu.module.css';

/** Spec 2 "Side menu: right bar": Facebook/Telegram links when configured. */
const SOCIAL = [
  { resourceType: 'FACEBOOK', network: 'facebook', labelKey: 'social_facebook' },
  { resourceType: 'TELEGRAM', network: 'telegram', labelKey: 'social_telegram' },
  { resourceType: 'TELEGRAM-1', network: 'telegram', labelKey: 'social_telegram_channel' },
] as const;

export function SideMenuRight() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const session = useSession();
  const [inviteOpen, setInviteOpen] = useState(false);
  const social = SOCIAL.map((s) => ({ ...s, url: findResource(info, s.resourceType) })).filter((s) => s.url);
  const apps = [
    { id: 'ios', labelKey: 'app_ios', url: findResource(info, 'APP_IOS') },
    { id: 'android', labelKey: 'app_android', url: findResource(info, 'APP_ANDROID') },
  ].filter((a) => a.url);
  const newWindow = t('opens_new_window');

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
        >
          <SocialIcon network={s.network} />
        </a>
      ))}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={styles.action} aria-label={t('app_download')} title={t('app_download')}>
          <PhoneIcon />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} side="left" sideOffset={8}>
            <DropdownMenu.Label className={styles.menuLabel}>{t('app_download')}</DropdownMenu.Label>
            {apps.length === 0 ? <p className={styles.menuEmpty}>{t('app_none')}</p> : null}
            {apps.map((app) => (
              <DropdownMenu.Item key={app.id} asChild className={styles.menuItem}>
                <a href={app.url ?? undefined} target="_blank" rel="noopener noreferrer">
                  <PhoneIcon size={18} />
                  {t(app.labelKey)}
                </a>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <button
        type="button"
        className={styles.action}
        aria-label={t('invite')}
        title={t('invite')}
        onClick={() => (session.isLogin ? setInviteOpen(true) : openAuthDialog('login'))}
      >
        <UserPlusIcon />
      </button>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className={styles.action}
          aria-label={t('customer_service')}
          title={t('customer_service')}
          data-testid="side-customer-service"
        >
          <HeadsetIcon />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className={styles.menu} side="left" sideOffset={8}>
            <DropdownMenu.Label className={styles.menuLabel}>{t('customer_service')}</DropdownMenu.Label>
            {info.customerService.length === 0 ? (
              <p className={styles.menuEmpty}>{t('customer_service_none')}</p>
            ) : null}
            {info.customerService.map((entry) => (
              <DropdownMenu.Item key={`${entry.type}-${entry.url}`} asChild className={styles.menuItem}>
                <a href={entry.url} target="_blank" rel="noopener noreferrer">
                  <HeadsetIcon size={18} />
                  <span>{entry.title}</span>
                  <span className={styles.menuItemType}>{entry.type}</span>
                </a>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <button
        type="button"
        className={styles.action}
        aria-label={t('scroll_to_top')}
        title={t('scroll_to_top')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <ArrowUpIcon />
      </button>
      <NotAvailableDialog open={inviteOpen} onOpenChange={setInviteOpen} title={t('invite')} />
    </aside>
  );
}
