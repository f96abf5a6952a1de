import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark, BrandName } from '../../components/brand-logo';
import { buttonClass } from '../../components/button-class';
import { CloseIcon, MenuIcon } from '../../components/icon';
import { Modal } from '../../components/modal';
import { WarningDialog } from '../../components/warning-dialog';
import { openAuthDialog } from '../../lib/auth-dialog';
import { type MemberCentrePageId, openMemberCentre } from '../../lib/member-centre';
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
  const titleId = useId();
  const [trialWarning, setTrialWarning] = useState(false);
  // Spec 5: trial accounts using member-centre actions get the in_need_true_account warning.
  const memberAction = (action: () => void) => () => (session.isTrial ? setTrialWarning(true) : action());
  // Logging out (here, or the session ending) closes the drawer: it held the member's tools (issue 13). The
  // logout button inside unmounts with the login, so its own callbacks cannot do it.
  useEffect(() => {
    if (!session.isLogin) setOpen(false);
  }, [session.isLogin]);
  const centre = (page: MemberCentrePageId) => () => {
    setOpen(false);
    openMemberCentre(page);
  };
  return (
    <>
      <button
        type="button"
        className={buttonClass('secondary', { icon: true })}
        aria-label={t('open_menu')}
        aria-expanded={open}
        onClick={() => setOpen(true)}
        data-testid="menu-button"
      >
        <MenuIcon />
      </button>
      {open ? (
        <Modal onDismiss={() => setOpen(false)} className={styles.drawer} labelledBy={titleId} testId="mobile-drawer">
          <div className={styles.drawerHead}>
            <h2 id={titleId} className={styles.drawerTitle}>
              <BrandMark size={28} />
              <BrandName name={info.brandName} />
            </h2>
            <button
              type="button"
              className={buttonClass('ghost', { icon: true })}
              aria-label={t('close')}
              onClick={() => setOpen(false)}
            >
              <CloseIcon />
            </button>
          </div>
          <MainNav vertical onNavigate={() => setOpen(false)} />
          <div className={styles.drawerTools}>
            <LanguageMenu />
            <ThemeToggle />
            {session.isLogin ? (
              <>
                <button
                  type="button"
                  className={buttonClass('primary')}
                  onClick={centre('depositv2')}
                  data-testid="drawer-deposit"
                >
                  {t('deposit')}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  onClick={centre('securityCenter')}
                  data-testid="drawer-member-centre"
                >
                  {t('member_centre')}
                </button>
                <button
                  type="button"
                  className={buttonClass('secondary')}
                  onClick={memberAction(() => {
                    setOpen(false);
                    openAuthDialog('changePassword');
                  })}
                >
                  {t('change_password')}
                </button>
                <LogoutButton />
              </>
            ) : null}
          </div>
          <WarningDialog
            message={trialWarning ? t('in_need_true_account') : null}
            onClose={() => setTrialWarning(false)}
          />
        </Modal>
      ) : null}
    </>
  );
}
