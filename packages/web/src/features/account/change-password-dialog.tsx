import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { DialogShell } from '../../components/dialog-shell';
import { call } from '../../lib/api-client';
import { closeAuthDialog } from '../../lib/auth-dialog';
import { errorText } from '../../lib/error-text';
import { getToken, setMustChangePassword } from '../../lib/session';
import { useSiteInfo } from '../../lib/site-status';
import styles from './account-form.module.css';
import { loadMember } from './member-info';
import { TextField } from '../../components/text-field';
import { useLogout } from './use-logout';
import { newPasswordProblem, problemText } from './validation';

/**
 * Spec 4 "Change password": after a login whose password expired (then it cannot be dismissed, only left by
 * logging out) or from the member box. Success reloads the member, closes, goes to / and says it worked
 * (`onChanged`).
 */
export function ChangePasswordDialog({
  open,
  forced,
  onClose,
  onChanged,
  rules,
}: {
  open: boolean;
  forced: boolean;
  onClose: () => void;
  onChanged: () => void;
  rules: RegisterFieldRule[];
}) {
  const { t } = useTranslation();
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => (next || forced ? undefined : onClose())}
      title={t('change_password')}
      description={forced ? t('change_password_required_intro') : undefined}
      testId="change-password-dialog"
      dismissible={!forced}
    >
      {open ? <ChangePasswordForm forced={forced} rules={rules} onChanged={onChanged} /> : null}
    </DialogShell>
  );
}

function ChangePasswordForm({
  forced,
  rules,
  onChanged,
}: {
  forced: boolean;
  rules: RegisterFieldRule[];
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
      call('changePassword', body),
    onSuccess: async () => {
      setMustChangePassword(false);
      closeAuthDialog();
      const token = getToken();
      if (token) await loadMember(queryClient, token, info).catch(() => null);
      void navigate('/');
      onChanged();
    },
    onError: (failure) => setError(errorText(t, failure)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const old = oldPassword.trim();
    const next = newPassword.trim();
    if (!old) return setError(t('enter_old_password'));
    if (!next) return setError(t('enter_new_password'));
    const problem = newPasswordProblem(next, rules);
    if (problem) return setError(problemText(t, problem));
    if (confirm.trim() !== next) return setError(t('password_mismatch'));
    setError(null);
    change.mutate({ oldPassword: old, newPassword: next, confirmNewPassword: confirm.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('old_password')}
        value={oldPassword}
        onValueChange={setOldPassword}
        autoComplete="current-password"
        testId="change-password-old"
        secret
        required
      />
      <TextField
        label={t('new_password')}
        value={newPassword}
        onValueChange={setNewPassword}
        autoComplete="new-password"
        testId="change-password-new"
        secret
        required
      />
      <TextField
        label={t('confirm_new_password')}
        value={confirm}
        onValueChange={setConfirm}
        autoComplete="new-password"
        testId="change-password-confirm"
        secret
        required
      />
      {error ? (
        <p className={styles.error} role="alert" data-testid="change-password-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', { size: 'large', className: styles.submit })}
        disabled={change.isPending}
        data-testid="change-password-submit"
      >
        {t('change_password')}
      </button>
      {forced ? (
        <button
          type="button"
          className={buttonClass('ghost', { className: styles.submit })}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          data-testid="change-password-logout"
        >
          {t('logout')}
        </button>
      ) : null}
    </form>
  );
}
