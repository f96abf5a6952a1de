import type { RegisterFieldRule } from '@wl/contract/schemas';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { DialogShell } from '../../components/dialog-shell';
import { FormFooter } from '../../components/form-footer';
import { FormTextField } from '../../components/form-text-field';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useContractForm } from '../../lib/contract-form';
import { errorText } from '../../lib/error-text';
import styles from './account-form.module.css';
import { useChangePassword } from './api/change-password';
import { useLogout } from './use-logout';
import { newPasswordRules } from './validation';

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
  const logout = useLogout();
  const form = useContractForm('changePassword', {
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    required: { oldPassword: 'enter_old_password', newPassword: 'enter_new_password' },
    fieldRules: newPasswordRules(rules),
    matches: { confirmNewPassword: { field: 'newPassword' } },
  });
  const change = useChangePassword({ onChanged });
  const submit = form.handleSubmit((body) => change.mutate(body));
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormTextField
        control={form.control}
        name="oldPassword"
        label={t('old_password')}
        autoComplete="current-password"
        testId="change-password-old"
        secret
        required
      />
      <NewPasswordFields
        control={form.control}
        password={{ name: 'newPassword', label: t('new_password'), testId: 'change-password-new' }}
        confirm={{ name: 'confirmNewPassword', label: t('confirm_new_password'), testId: 'change-password-confirm' }}
      />
      <FormFooter
        wide
        submitLabel={t('change_password')}
        busy={change.isPending}
        error={change.isError ? errorText(t, change.error) : null}
        testIds={{ submit: 'change-password-submit', error: 'change-password-error' }}
      >
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
      </FormFooter>
    </form>
  );
}
