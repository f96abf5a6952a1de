import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { DialogShell } from '../../components/dialog-shell';
import { TextField } from '../../components/text-field';
import { type AuthDialog, closeAuthDialog, openAuthDialog, useAuthDialogState } from '../../lib/auth-dialog';
import { getInvitationCode, setInvitationCode } from '../../lib/session';
import { useSiteInfo } from '../../lib/site-status';
import { useSession } from '../../lib/use-session';
import styles from './account-dialogs.module.css';
import { AccountTabs } from './account-tabs';
import { BonusPrompt } from './bonus-prompt';
import { ChangePasswordDialog } from './change-password-dialog';
import { ForgotForm } from './forgot-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetPasswordDialog } from './reset-password-dialog';
import { routedDialog } from './routed-dialog';
import { useRegisterSettings } from './use-register-settings';

/**
 * The account popups (spec 2 "Modals"; loaded on demand by account-dialogs-gate.tsx): login, register, forgot password, change password, the e-mailed reset
 * link and the bonus prompt. /login, /register and /resetPassword open theirs over the home page and closing
 * goes to /; elsewhere they open in place (header, side menu) and closing just closes. A session that must
 * change its password sees only that popup (spec 4).
 */
export function AccountDialogs() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const info = useSiteInfo();
  const session = useSession();
  const inPlace = useAuthDialogState();
  const rules = useRegisterSettings();
  const [emailSent, setEmailSent] = useState(false);
  const [passwordChanged, setPasswordChanged] = useState(false);
  const routed = routedDialog(location.pathname, session.isLogin);
  const forcedChange = session.token !== null && session.mustChangePassword;
  const open: AuthDialog = forcedChange ? 'changePassword' : (inPlace ?? routed);
  const query = new URLSearchParams(location.search);

  // The referral code of a link (or remembered from one) fills the register form's own, editable field: a bad
  // one can be corrected or cleared (issue 13). Kept here so that switching register tabs keeps the edit.
  const linkReferral = query.get('referralCode');
  const [referral, setReferral] = useState(() => linkReferral ?? getInvitationCode('referralCode'));
  const [referralError, setReferralError] = useState<string | null>(null);
  useEffect(() => {
    if (linkReferral) setReferral(linkReferral);
  }, [linkReferral]);
  const changeReferral = (code: string) => {
    setReferral(code);
    setReferralError(null);
    // What the visitor typed (or cleared) is what the next registration and the next visit use.
    setInvitationCode('referralCode', code);
  };

  const close = () => {
    closeAuthDialog();
    if (routed) void navigate('/', { replace: true });
  };
  const switchTo = (which: 'login' | 'register' | 'forgot') => {
    // On the routes the switch keeps the query (a register link's referralCode survives a look at login).
    if (routed && which !== 'forgot') {
      closeAuthDialog();
      void navigate({ pathname: `/${which}`, search: location.search }, { replace: true });
    } else {
      openAuthDialog(which);
      if (routed) void navigate('/', { replace: true });
    }
  };

  const flags = info.whitelabelVal;
  const registerTabs = [
    ...(flags.USERNAMEREG3
      ? [{ id: 'register', labelKey: 'register_tab_username', testId: 'register-tab-username' }]
      : []),
    ...(flags.MOBILENUMREG3
      ? [{ id: 'registerMobile', labelKey: 'register_tab_mobile', testId: 'register-tab-mobile' }]
      : []),
  ];

  return (
    <>
      <DialogShell
        open={open === 'login'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t(info.siteType === 'agent' ? 'agent_login_title' : 'login_title')}
        testId="login-dialog"
      >
        <LoginForm onSwitch={switchTo} />
      </DialogShell>
      <DialogShell
        open={open === 'register'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t('register_title')}
        testId="register-dialog"
        wide
      >
        {referral !== null ? (
          <TextField
            label={t('referral_code')}
            value={referral}
            onValueChange={changeReferral}
            error={referralError}
            testId="referral-code"
            autoComplete="off"
            ltr
          />
        ) : null}
        <AccountTabs tabs={registerTabs} labelKey="register_methods" emptyKey="register_disabled">
          {(active) =>
            rules ? (
              <RegisterForm
                key={active}
                method={active === 'registerMobile' ? 'registerMobile' : 'register'}
                rules={rules}
                referral={referral}
                onReferralInvalid={() => setReferralError(t('referral_code_invalid'))}
              />
            ) : (
              <p className={styles.empty}>{t('app_loading')}</p>
            )
          }
        </AccountTabs>
        <p className={styles.switch}>
          <span>{t('have_account')}</span>
          <button type="button" className={styles.switchButton} onClick={() => switchTo('login')}>
            {t('go_login')}
          </button>
        </p>
      </DialogShell>
      <DialogShell
        open={open === 'forgot'}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t('forgot_password')}
        testId="forgot-dialog"
      >
        <ForgotForm
          rules={rules ?? info.register}
          onSent={() => {
            closeAuthDialog();
            setEmailSent(true);
          }}
        />
        <p className={styles.switch}>
          <button type="button" className={styles.switchButton} onClick={() => switchTo('login')}>
            {t('back_to_login')}
          </button>
        </p>
      </DialogShell>
      <DialogShell open={emailSent} onOpenChange={setEmailSent} title={t('forgot_password')}>
        <p className={styles.message} role="status" data-testid="forgot-message">
          {t('in_been_out')}
        </p>
      </DialogShell>
      <ChangePasswordDialog
        open={open === 'changePassword' && session.token !== null}
        forced={forcedChange}
        onClose={close}
        onChanged={() => setPasswordChanged(true)}
        rules={rules ?? info.register}
      />
      <DialogShell open={passwordChanged} onOpenChange={setPasswordChanged} title={t('change_password')}>
        <p className={styles.message} role="status" data-testid="password-changed">
          {t('password_changed')}
        </p>
      </DialogShell>
      <ResetPasswordDialog
        open={open === 'resetPassword'}
        token={query.get('token') ?? ''}
        onClose={close}
        rules={rules ?? info.register}
      />
      <BonusPrompt open={open === 'bonus'} onClose={closeAuthDialog} />
    </>
  );
}
