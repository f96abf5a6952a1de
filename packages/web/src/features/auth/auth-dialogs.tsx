import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DialogShell } from '../../components/dialog-shell';
import { closeAuthDialog, openAuthDialog, useAuthDialogState } from '../../lib/auth-dialog';
import { useSiteInfo } from '../../lib/site-status';
import styles from './auth-dialogs.module.css';
import { AuthTabs } from './auth-tabs';

type Which = 'login' | 'register';

/**
 * The login and register popups (spec 2 "Modals"). /login and /register open them over the home page and
 * closing goes to /; elsewhere they open in place (header form, side menu) and closing just closes.
 */
export function AuthDialogs() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const info = useSiteInfo();
  const inPlace = useAuthDialogState();
  const referralFieldId = useId();
  const path = location.pathname.toLowerCase();
  const routed: Which | null = path === '/login' ? 'login' : path === '/register' ? 'register' : null;
  const open: Which | null = routed ?? inPlace;
  const referralCode = new URLSearchParams(location.search).get('referralCode');

  const close = () => {
    closeAuthDialog();
    if (routed) void navigate('/', { replace: true });
  };
  const switchTo = (which: Which) => {
    // On the routes the switch keeps the query (a register link's referralCode survives a look at login).
    if (routed) void navigate({ pathname: `/${which}`, search: location.search }, { replace: true });
    else openAuthDialog(which);
  };

  const flags = info.whitelabelVal;
  const loginTabs = [
    ...(flags.USERNAMEREG3 ? [{ id: 'username', labelKey: 'login_tab_username' }] : []),
    ...(flags.MOBILEVERCODELOGIN3 ? [{ id: 'mobile', labelKey: 'login_tab_mobile' }] : []),
  ];
  const registerTabs = [
    ...(flags.USERNAMEREG3 ? [{ id: 'register', labelKey: 'register_tab_username' }] : []),
    ...(flags.MOBILENUMREG3 ? [{ id: 'registerMobile', labelKey: 'register_tab_mobile' }] : []),
  ];

  return (
    <>
      <DialogShell
        open={open === 'login'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t('login_title')}
        testId="login-dialog"
      >
        <AuthTabs tabs={loginTabs} labelKey="login_methods" emptyKey="login_disabled" />
        <p className={styles.switch}>
          <span>{t('no_account_yet')}</span>
          <button type="button" className={styles.switchButton} onClick={() => switchTo('register')}>
            {t('go_register')}
          </button>
        </p>
      </DialogShell>
      <DialogShell
        open={open === 'register'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t('register_title')}
        testId="register-dialog"
      >
        {referralCode ? (
          <div className={styles.field}>
            <label htmlFor={referralFieldId}>{t('referral_code')}</label>
            <input
              id={referralFieldId}
              className={styles.readonly}
              value={referralCode}
              readOnly
              data-testid="referral-code"
            />
          </div>
        ) : null}
        <AuthTabs tabs={registerTabs} labelKey="register_methods" emptyKey="register_disabled" />
        <p className={styles.switch}>
          <span>{t('have_account')}</span>
          <button type="button" className={styles.switchButton} onClick={() => switchTo('login')}>
            {t('go_login')}
          </button>
        </p>
      </DialogShell>
    </>
  );
}
