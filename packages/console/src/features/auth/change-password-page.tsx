import { useMutation } from '@tanstack/react-query';
import { OPERATOR_ROUTES } from '@wl/contract/operator-routes';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../../components/error-notice';
import { PageHeader } from '../../components/page-header';
import { ApiError, call } from '../../lib/api-client';
import { getSession, updateOperator } from '../../lib/session';

const MIN_LENGTH = 12;

/**
 * The operator's own password. A new operator's one-time password must be changed before any desk opens (the
 * server refuses every other call with password_change_required); the other sessions end.
 */
export function ChangePasswordPage({ forced, onDone }: { forced: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [invalid, setInvalid] = useState<ApiError | null>(null);
  const change = useMutation({
    mutationFn: (input: { oldPassword: string; newPassword: string }) => call('operatorChangePassword', input),
    onSuccess: () => {
      const operator = getSession()?.operator;
      if (operator) updateOperator({ ...operator, mustChangePassword: false });
      onDone();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (newPassword !== confirm) {
      setInvalid(new ApiError('password_mismatch', 'Confirmation password is not correct.', 400));
      return;
    }
    const parsed = OPERATOR_ROUTES.operatorChangePassword.request.safeParse({ oldPassword, newPassword });
    if (!parsed.success) {
      setInvalid(new ApiError('password_too_short', 'Too short', 400));
      return;
    }
    setInvalid(null);
    change.mutate(parsed.data);
  };

  return (
    <>
      <PageHeader title={t('change_password')} />
      <form className="panel form form--narrow" onSubmit={submit}>
        {forced && <p className="notice">{t('change_password_forced')}</p>}
        <label className="field">
          <span className="field__label">{t('old_password')}</span>
          <input
            className="input"
            type="password"
            name="oldPassword"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(e) => setOldPassword(e.target.value)}
            required
          />
        </label>
        <label className="field">
          <span className="field__label">{t('new_password')}</span>
          <input
            className="input"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            minLength={MIN_LENGTH}
            maxLength={200}
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            required
            aria-describedby="password-rule"
          />
        </label>
        <p id="password-rule" className="field__hint">
          {t('password_rule', { min: MIN_LENGTH })}
        </p>
        <label className="field">
          <span className="field__label">{t('confirm_password')}</span>
          <input
            className="input"
            type="password"
            name="confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            required
          />
        </label>
        <ErrorNotice error={invalid ?? change.error} />
        <div>
          <button type="submit" className="button button--primary" disabled={change.isPending}>
            {change.isPending ? t('working') : t('change_password')}
          </button>
        </div>
      </form>
    </>
  );
}
