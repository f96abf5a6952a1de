import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark, BrandName } from '../../components/brand-logo';
import { buttonClass } from '../../components/button-class';
import { CloseIcon, MenuIcon } from '../../components/icon';
import { useSiteInfo } from '../../lib/site-status';
import { useSession } from '../../lib/use-session';
import { LanguageMenu } from './language-menu';
import { LogoutButton } from './logout-button';
import { MainNav } from './main-nav';
import styles from './site-header.module.css';
import { ThemeToggle } from './theme-toggle';

/** Below the mobile breakpoint the navigation, language and theme live in this drawer. */
export function MobileDrawer() {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const session = useSession();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={buttonClass('secondary', { icon: true })}
        aria-label={t('open_menu')}
        data-testid="menu-button"
      >
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.drawerOverlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined} data-testid="mobile-drawer">
          <div className={styles.drawerHead}>
            <Dialog.Title className={styles.drawerTitle}>
              <BrandMark size={28} />
              <BrandName name={info.brandName} />
            </Dialog.Title>
            <Dialog.Close className={buttonClass('ghost', { icon: true })} aria-label={t('close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <MainNav vertical onNavigate={() => setOpen(false)} />
          <div className={styles.drawerTools}>
            <LanguageMenu />
            <ThemeToggle />
            {session.isLogin ? <LogoutButton /> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
