import { useMutation } from '@tanstack/react-query';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { call } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useSiteInfo } from '../../lib/site-status';
import styles from './account-form.module.css';
import { AccountTabs } from './account-tabs';
import { DialingCodeSelect } from './dialing-code-select';
import { SendCodeButton } from './send-code-button';
import { TextField } from '../../components/text-field';
import { useCompleteLogin } from './use-complete-login';
import { isValidMobile, newPasswordProblem, problemText } from './validation';

/**
 * The forgot-password popup's body (spec 2): e-mail or mobile. The mobile tab exists only with CHNGPASSVERIF3
 * and is then the default. By e-mail the success message in_been_out follows and the popup closes; by phone the
 * new password is set and the visitor is logged in and sent to / (spec 4).
 */
export function ForgotForm({ onSent, rules }: { onSent: () => void; rules: RegisterFieldRule[] }) {
  const info = useSiteInfo();
  const tabs = [
    ...(info.whitelabelVal.CHNGPASSVERIF3
      ? [{ id: 'mobile', labelKey: 'forgot_tab_mobile', testId: 'forgot-tab-mobile' }]
      : []),
    { id: 'email', labelKey: 'forgot_tab_email', testId: 'forgot-tab-email' },
  ];
  return (
    <AccountTabs tabs={tabs} labelKey="forgot_methods" emptyKey="forgot_password">
      {(active) => (active === 'mobile' ? <ForgotByPhone rules={rules} /> : <ForgotByEmail onSent={onSent} />)}
    </AccountTabs>
  );
}

function ForgotByEmail({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: { username: string; email: string }) => call('forgotPassword', body),
    onSuccess: onSent,
    onError: (failure) => setError(errorText(t, failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const user = username.trim();
    const mail = email.trim();
    if (!user || !mail) return setError(t('input_required'));
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/u.test(mail)) return setError(t('msg_email_format'));
    setError(null);
    send.mutate({ username: user, email: mail });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t('forgot_email_intro')}</p>
      <TextField
        label={t('username')}
        value={username}
        onValueChange={setUsername}
        autoComplete="username"
        testId="forgot-username"
        required
      />
      <TextField
        label={t('email')}
        value={email}
        onValueChange={setEmail}
        type="email"
        autoComplete="email"
        testId="forgot-email"
        required
        ltr
      />
      {error ? (
        <p className={styles.error} role="alert" data-testid="forgot-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', { size: 'large', className: styles.submit })}
        disabled={send.isPending}
        data-testid="forgot-submit"
      >
        {t('submit')}
      </button>
    </form>
  );
}

function ForgotByPhone({ rules }: { rules: RegisterFieldRule[] }) {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = useMutation({
    mutationFn: (body: {
      newPassword: string;
      mobileNum: string;
      verificationCode: string;
      countryDialingCode: string;
    }) => call('resetPasswordByPhone', body),
    onSuccess: (value) => complete({ ...value, passwordExpired: false }, 'reset'),
    onError: (failure) => setError(errorText(t, failure)),
  });
  const mobileOk = () => {
    const valid = isValidMobile(mobile.trim(), rules);
    setError(valid ? null : t('login_valid_mobile'));
    return valid;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mobileOk()) return;
    if (!code) return setError(t('login_valid_code'));
    const pass = password.trim();
    if (!pass) return setError(t('enter_new_password'));
    const problem = newPasswordProblem(pass, rules);
    if (problem) return setError(problemText(t, problem));
    if (confirm.trim() !== pass) return setError(t('password_mismatch'));
    setError(null);
    reset.mutate({
      newPassword: pass,
      mobileNum: mobile.trim(),
      verificationCode: code,
      countryDialingCode: dialingCode,
    });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('mobile_number')}
        value={mobile}
        onValueChange={setMobile}
        inputMode="tel"
        autoComplete="tel-national"
        testId="forgot-mobile"
        required
        ltr
        before={<DialingCodeSelect value={dialingCode} onChange={setDialingCode} testId="forgot-dialing-code" />}
      />
      <TextField
        label={t('verification_code')}
        value={code}
        onValueChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        testId="forgot-sms-code"
        required
        ltr
        after={
          <SendCodeButton
            testId="forgot-sms-send"
            throttleMs={1000}
            canSend={mobileOk}
            send={() => call('smsLoginCode', { mobileNum: mobile.trim(), countryDialingCode: dialingCode })}
          />
        }
      />
      <TextField
        label={t('new_password')}
        value={password}
        onValueChange={setPassword}
        autoComplete="new-password"
        testId="forgot-new-password"
        secret
        required
      />
      <TextField
        label={t('confirm_new_password')}
        value={confirm}
        onValueChange={setConfirm}
        autoComplete="new-password"
        testId="forgot-confirm-password"
        secret
        required
      />
      {error ? (
        <p className={styles.error} role="alert" data-testid="forgot-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', { size: 'large', className: styles.submit })}
        disabled={reset.isPending}
        data-testid="forgot-submit"
      >
        {t('reset_password')}
      </button>
    </form>
  );
}
