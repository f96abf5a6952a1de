import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { openAuthDialog } from '../../lib/auth-dialog';
import styles from './header-login.module.css';

/**
 * Spec 2 "Header: login form (anonymous)". Logging in is a later issue, so submitting opens the login popup
 * (which says so) instead of pretending; the typed password is never kept.
 */
export function HeaderLogin({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget.reset();
    openAuthDialog('login');
  };
  if (compact) {
    return (
      <div className={styles.form}>
        <button
          type="button"
          className={buttonClass('secondary', { size: 'small' })}
          onClick={() => openAuthDialog('login')}
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
    <form className={styles.form} onSubmit={submit} aria-label={t('login_form')}>
      <label htmlFor={`${id}-user`} className="visually-hidden">
        {t('username')}
      </label>
      <input
        id={`${id}-user`}
        name="username"
        className={styles.input}
        autoComplete="username"
        placeholder={t('username')}
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
      />
      <button type="submit" className={buttonClass('secondary')}>
        {t('login')}
      </button>
      <button type="button" className={buttonClass('primary')} onClick={() => openAuthDialog('register')}>
        {t('register')}
      </button>
    </form>
  );
}
