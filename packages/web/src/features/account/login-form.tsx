import { text } from '@wl/contract/inputs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/form-footer';
import { FormTextField } from '../../components/form-text-field';
import { call, isApiError } from '../../lib/api-client';
import { useContractForm } from '../../lib/contract-form';
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
  const [remember, setRemember] = useState(remembered !== null);
  const [error, setError] = useState<string | null>(prefill.error);
  const form = useContractForm('login', {
    defaultValues: {
      username: prefill.username || (remembered?.username ?? ''),
      password: remembered?.password ?? '',
      captcha: '',
    },
    required: {
      username: 'login_enter_username_password',
      password: 'login_enter_username_password',
      ...(captchaShown ? { captcha: 'captcha_required' } : {}),
    },
  });

  // Spec 5: inputs are trimmed (only verification codes are not); the form's schema did it.
  const submit = form.handleSubmit(
    async ({ username, password, captcha }) => {
      setError(null);
      const payload = { username, password, type: 'username' as const };
      try {
        await login.mutateAsync(captchaShown ? { ...payload, captcha } : payload);
        // Spec 4: remember-me saves the credentials and last user for one day; otherwise they are cleared.
        if (rememberMe) rememberLogin(remember ? { username, password } : null);
      } catch (failure) {
        form.setValue('captcha', '');
        setError(errorText(t, failure));
      }
    },
    () => setError(null),
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormTextField
        control={form.control}
        name="username"
        label={t('username')}
        autoComplete="username"
        testId="login-username"
        required
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('password')}
        autoComplete="current-password"
        testId="login-password"
        secret
        required
      />
      {captchaShown ? <CaptchaField control={form.control} name="captcha" testId="login-captcha" /> : null}
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
      <LoginFooter error={error} busy={login.isPending} />
    </form>
  );
}

function MobileLogin({ onSwitch }: { onSwitch: Switch }) {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const login = useLogin();
  const captchaShown = useLoginCaptchaRequired();
  const [dialingCode, setDialingCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm('login', {
    // The SMS tab's username is the mobile number, its password the code sent to it.
    schema: (request) =>
      request.extend({ username: text().refine((value) => isValidMobile(value, info.register), 'login_valid_mobile') }),
    defaultValues: { username: '', password: '', captcha: '' },
    required: { password: 'login_valid_code', ...(captchaShown ? { captcha: 'captcha_required' } : {}) },
    // The verification code is sent as typed (spec 5).
    untrimmed: ['password'],
    deps: [info.register],
  });

  const submit = form.handleSubmit(
    async ({ username, password, captcha }) => {
      setError(null);
      const payload = { username, password, type: 'sms' as const, countryDialingCode: dialingCode };
      try {
        await login.mutateAsync(captchaShown ? { ...payload, captcha } : payload);
      } catch (failure) {
        form.setValue('captcha', '');
        // There is no username nor password on this tab: a refused login is a wrong code (issue 13).
        setError(isApiError(failure, 'login_failed') ? t('login_sms_failed') : errorText(t, failure));
      }
    },
    () => setError(null),
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormTextField
        control={form.control}
        name="username"
        label={t('mobile_number')}
        autoComplete="tel-national"
        inputMode="tel"
        testId="login-mobile"
        required
        ltr
        before={<DialingCodeSelect value={dialingCode} onChange={setDialingCode} testId="login-dialing-code" />}
      />
      <FormTextField
        control={form.control}
        name="password"
        label={t('verification_code')}
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
            canSend={() => form.trigger('username')}
            send={() =>
              call('smsLoginCode', { mobileNum: form.getValues('username').trim(), countryDialingCode: dialingCode })
            }
          />
        }
      />
      {captchaShown ? <CaptchaField control={form.control} name="captcha" testId="login-captcha" /> : null}
      <div className={styles.row}>
        <span />
        <button type="button" className={styles.link} onClick={() => onSwitch('forgot')} data-testid="to-forgot">
          {t('forgot_password')}
        </button>
      </div>
      <LoginFooter error={error} busy={login.isPending} />
    </form>
  );
}

function LoginFooter({ error, busy }: { error: string | null; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <FormFooter
      wide
      submitLabel={t('login')}
      busy={busy}
      error={error}
      testIds={{ submit: 'login-submit', error: 'login-error' }}
    />
  );
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
