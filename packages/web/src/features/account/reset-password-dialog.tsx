import { useMutation } from '@tanstack/react-query';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { DialogShell } from '../../components/dialog-shell';
import { call } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import styles from './account-form.module.css';
import { TextField } from '../../components/text-field';
import { useCompleteLogin } from './use-complete-login';
import { newPasswordProblem, problemText } from './validation';

/**
 * /resetPassword?token=...: the link of the forgot-password e-mail. A new password is set with the token and
 * the visitor is logged in (like "Forgot by phone", spec 4).
 */
export function ResetPasswordDialog({
  open,
  token,
  onClose,
  rules,
}: {
  open: boolean;
  token: string;
  onClose: () => void;
  rules: RegisterFieldRule[];
}) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('reset_password')}
      testId="reset-password-dialog"
    >
      {open ? <ResetPasswordForm token={token} rules={rules} /> : null}
    </DialogShell>
  );
}

function ResetPasswordForm({ token, rules }: { token: string; rules: RegisterFieldRule[] }) {
  const { t } = useTranslation();
  const complete = useCompleteLogin();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : t('reset_link_invalid'));
  const reset = useMutation({
    mutationFn: (newPassword: string) => call('resetPasswordByEmail', { token, newPassword }),
    onSuccess: (value) => complete({ ...value, passwordExpired: false }, 'reset'),
    onError: (failure) => setError(errorText(t, failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return setError(t('reset_link_invalid'));
    const pass = password.trim();
    if (!pass) return setError(t('enter_new_password'));
    const problem = newPasswordProblem(pass, rules);
    if (problem) return setError(problemText(t, problem));
    if (confirm.trim() !== pass) return setError(t('password_mismatch'));
    setError(null);
    reset.mutate(pass);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.hint}>{t('reset_password_intro')}</p>
      <TextField
        label={t('new_password')}
        value={password}
        onValueChange={setPassword}
        autoComplete="new-password"
        testId="reset-password-new"
        secret
        required
      />
      <TextField
        label={t('confirm_new_password')}
        value={confirm}
        onValueChange={setConfirm}
        autoComplete="new-password"
        testId="reset-password-confirm"
        secret
        required
      />
      {error ? (
        <p className={styles.error} role="alert" data-testid="reset-password-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', { size: 'large', className: styles.submit })}
        disabled={reset.isPending}
        data-testid="reset-password-submit"
      >
        {t('reset_password')}
      </button>
    </form>
  );
}
