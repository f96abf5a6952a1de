import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { call, isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { getRememberedLogin, rememberLogin } from '../../lib/session';
import { useSiteInfo } from '../../lib/site-status';
import styles from './account-form.module.css';
import { AccountTabs } from './account-tabs';
import { CaptchaField } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import { FreePlayButton } from './free-play-button';
import { clearLoginPrefill, peekLoginPrefill, useLoginCaptchaRequired } from './login-form-state';
import { SendCodeButton } from './send-code-button';
import { SocialButtons } from './social-buttons';
import { TextField } from '../../components/text-field';
import { useLogin } from './use-login';
import { isValidMobile } from './validation';

type Switch = (to: 'register' | 'forgot') => void;

/**
 * The login popup's body (spec 2, 4, 5): username or mobile (SMS) tab per whitelabel flags, the captcha once
 * a failed login asks for it, remember-me, free play and the links to register and forgot password. The agent
 * site's variant hides remember-me, third-party login and free play.
 */
export function LoginForm({ onSwitch }: { onSwitch: Switch }) {
  const info = useSiteInfo();
  const flags = info.whitelabelVal;
  const agentSite = info.siteType === 'agent';
  const tabs = [
    ...(flags.USERNAMEREG3 ? [{ id: 'username', labelKey: 'login_tab_username', testId: 'login-tab-username' }] : []),
    ...(flags.MOBILEVERCODELOGIN3 ? [{ id: 'mobile', labelKey: 'login_tab_mobile', testId: 'login-tab-mobile' }] : []),
  ];
  return (
    <>
      <AccountTabs tabs={tabs} labelKey="login_methods" emptyKey="login_disabled">
        {(active) =>
          active === 'mobile' ? (
            <MobileLogin onSwitch={onSwitch} />
          ) : (
            <UsernameLogin onSwitch={onSwitch} rememberMe={!agentSite} />
          )
        }
      </AccountTabs>
      {/* The agent site's variant has no third-party login (spec 2). */}
      {agentSite ? null : <SocialButtons />}
      {flags.FREEPLAY3 && !agentSite ? <FreePlayButton /> : null}
      <RegisterLink onSwitch={onSwitch} />
    </>
  );
}

function UsernameLogin({ onSwitch, rememberMe }: { onSwitch: Switch; rememberMe: boolean }) {
  const { t } = useTranslation();
  const login = useLogin();
  const captchaShown = useLoginCaptchaRequired();
  const [prefill] = useState(peekLoginPrefill);
  useEffect(clearLoginPrefill, []);
  const [remembered] = useState(() => (rememberMe && !prefill.username ? getRememberedLogin() : null));
  const [username, setUsername] = useState(prefill.username || (remembered?.username ?? ''));
  const [password, setPassword] = useState(remembered?.password ?? '');
  const [captcha, setCaptcha] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const [error, setError] = useState<string | null>(prefill.error);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Spec 5: inputs are trimmed (only verification codes are not).
    const user = username.trim();
    const pass = password.trim();
    if (!user || !pass) return setError(t('login_enter_username_password'));
    if (captchaShown && !captcha.trim()) return setError(t('captcha_required'));
    setError(null);
    const payload = { username: user, password: pass, type: 'username' as const };
    try {
      await login.mutateAsync(captchaShown ? { ...payload, captcha: captcha.trim() } : payload);
      // Spec 4: remember-me saves the credentials and last user for one day; otherwise they are cleared.
      if (rememberMe) rememberLogin(remember ? { username: user, password: pass } : null);
    } catch (failure) {
      setCaptcha('');
      setError(errorText(t, failure));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('username')}
        value={username}
        onValueChange={setUsername}
        autoComplete="username"
        testId="login-username"
        required
      />
      <TextField
        label={t('password')}
        value={password}
        onValueChange={setPassword}
        autoComplete="current-password"
        testId="login-password"
        secret
        required
      />
      {captchaShown ? <CaptchaField value={captcha} onValueChange={setCaptcha} testId="login-captcha" /> : null}
      <div className={styles.row}>
        {rememberMe ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
              data-testid="remember-me"
            />
            <span>{t('remember_me')}</span>
          </label>
        ) : (
          <span />
        )}
        <button type="button" className={styles.link} onClick={() => onSwitch('forgot')} data-testid="to-forgot">
          {t('forgot_password')}
        </button>
      </div>
      <LoginError message={error} />
      <button
        type="submit"
        className={buttonClass('primary', { size: 'large', className: styles.submit })}
        disabled={login.isPending}
        data-testid="login-submit"
      >
        {t('login')}
      </button>
    </form>
  );
}

function MobileLogin({ onSwitch }: { onSwitch: Switch }) {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const login = useLogin();
  const captchaShown = useLoginCaptchaRequired();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [error, setError] = useState<string | null>(null);

  const mobileOk = () => {
    const valid = isValidMobile(mobile.trim(), info.register);
    setError(valid ? null : t('login_valid_mobile'));
    return valid;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!mobileOk()) return;
    // The verification code is sent as typed (spec 5).
    if (!code) return setError(t('login_valid_code'));
    if (captchaShown && !captcha.trim()) return setError(t('captcha_required'));
    setError(null);
    const payload = { username: mobile.trim(), password: code, type: 'sms' as const, countryDialingCode: dialingCode };
    try {
      await login.mutateAsync(captchaShown ? { ...payload, captcha: captcha.trim() } : payload);
    } catch (failure) {
      setCaptcha('');
      // There is no username nor password on this tab: a refused login is a wrong code (issue 13).
      setError(isApiError(failure, 'login_failed') ? t('login_sms_failed') : errorText(t, failure));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('mobile_number')}
        value={mobile}
        onValueChange={setMobile}
        autoComplete="tel-national"
        inputMode="tel"
        testId="login-mobile"
        required
        ltr
        before={<DialingCodeSelect value={dialingCode} onChange={setDialingCode} testId="login-dialing-code" />}
      />
      <TextField
        label={t('verification_code')}
        value={code}
        onValueChange={setCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={255}
        testId="login-sms-code"
        required
        ltr
        after={
          <SendCodeButton
            testId="login-sms-send"
            throttleMs={1000}
            canSend={mobileOk}
            send={() => call('smsLoginCode', { mobileNum: mobile.trim(), countryDialingCode: dialingCode })}
          />
        }
      />
      {captchaShown ? <CaptchaField value={captcha} onValueChange={setCaptcha} testId="login-captcha" /> : null}
      <div className={styles.row}>
        <span />
        <button type="button" className={styles.link} onClick={() => onSwitch('forgot')} data-testid="to-forgot">
          {t('forgot_password')}
        </button>
      </div>
      <LoginError message={error} />
      <button
        type="submit"
        className={buttonClass('primary', { size: 'large', className: styles.submit })}
        disabled={login.isPending}
        data-testid="login-submit"
      >
        {t('login')}
      </button>
    </form>
  );
}

function LoginError({ message }: { message: string | null }) {
  return message ? (
    <p className={styles.error} role="alert" data-testid="login-error">
      {message}
    </p>
  ) : null;
}

function RegisterLink({ onSwitch }: { onSwitch: Switch }) {
  const { t } = useTranslation();
  return (
    <p className={styles.switchRow}>
      <span className={styles.hint}>{t('no_account_yet')}</span>
      <button type="button" className={styles.link} onClick={() => onSwitch('register')} data-testid="to-register">
        {t('go_register')}
      </button>
    </p>
  );
}
