import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { WarningDialog } from '../../components/warning-dialog';
import { setLoginPrefill } from '../../features/account/login-form-state';
import { useLogin, wantsCaptcha } from '../../features/account/use-login';
import { openAuthDialog } from '../../lib/auth-dialog';
import { errorText } from '../../lib/error-text';
import styles from './header-login.module.css';

/**
 * Spec 2 "Header: login form (anonymous)": the same username login as the popup. Failed validation or a refused
 * login shows a warning dialog with the reason (spec 5, 8: "incorrect-password message"). When the answer asks
 * for a captcha (spec 4), the login continues in the popup, which shows it, once the warning has been read.
 */
export function HeaderLogin({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [warning, setWarning] = useState<string | null>(null);
  const [continueInPopup, setContinueInPopup] = useState(false);
  const closeWarning = () => {
    setWarning(null);
    if (!continueInPopup) return;
    setContinueInPopup(false);
    // The popup says again why, beside the captcha it now asks for.
    setLoginPrefill({ username: username.trim(), error: warning });
    openAuthDialog('login');
  };
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const user = username.trim();
    const pass = password.trim();
    if (!user || !pass) return setWarning(t('login_enter_username_password'));
    try {
      await login.mutateAsync({ username: user, password: pass, type: 'username' });
      setPassword('');
    } catch (failure) {
      setPassword('');
      setContinueInPopup(wantsCaptcha(failure));
      setWarning(errorText(t, failure));
    }
  };
  if (compact) {
    return (
      <div className={styles.form}>
        <button
          type="button"
          className={buttonClass('secondary', { size: 'small' })}
          onClick={() => openAuthDialog('login')}
          data-testid="header-login-open"
        >
          {t('login')}
        </button>
        <button
          type="button"
          className={buttonClass('primary', { size: 'small' })}
          onClick={() => openAuthDialog('register')}
        >
          {t('register')}
        </button>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} aria-label={t('login_form')} noValidate>
      <label htmlFor={`${id}-user`} className="visually-hidden">
        {t('username')}
      </label>
      <input
        id={`${id}-user`}
        name="username"
        className={styles.input}
        autoComplete="username"
        placeholder={t('username')}
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        data-testid="header-username"
      />
      <label htmlFor={`${id}-pass`} className="visually-hidden">
        {t('password')}
      </label>
      <input
        id={`${id}-pass`}
        name="password"
        type="password"
        className={styles.input}
        autoComplete="current-password"
        placeholder={t('password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        data-testid="header-password"
      />
      <button type="submit" className={buttonClass('secondary')} disabled={login.isPending} data-testid="header-login">
        {t('login')}
      </button>
      <button type="button" className={buttonClass('primary')} onClick={() => openAuthDialog('register')}>
        {t('register')}
      </button>
      <WarningDialog message={warning} onClose={closeWarning} testId="header-login-warning" />
    </form>
  );
}
