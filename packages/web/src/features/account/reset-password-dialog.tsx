import { text } from '@wl/contract/inputs';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '../../components/dialog-shell';
import { FormFooter } from '../../components/form-footer';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useContractForm } from '../../lib/contract-form';
import { errorText } from '../../lib/error-text';
import styles from './account-form.module.css';
import { useResetPasswordByEmail } from './api/reset-password-by-email';
import { newPasswordRules } from './validation';

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
  const form = useContractForm('resetPasswordByEmail', {
    // The token comes from the link (the server judges it); the visitor types the password twice.
    schema: (request) => request.omit({ token: true }).extend({ confirmPassword: text() }),
    defaultValues: { newPassword: '', confirmPassword: '' },
    required: { newPassword: 'enter_new_password' },
    fieldRules: newPasswordRules(rules),
    matches: { confirmPassword: { field: 'newPassword' } },
  });
  const reset = useResetPasswordByEmail();
  const submit = form.handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }));
  const linkError = token ? null : t('reset_link_invalid');
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void (token ? submit(event) : event.preventDefault())}
      noValidate
    >
      <p className={styles.hint}>{t('reset_password_intro')}</p>
      <NewPasswordFields
        control={form.control}
        password={{ name: 'newPassword', label: t('new_password'), testId: 'reset-password-new' }}
        confirm={{ name: 'confirmPassword', label: t('confirm_new_password'), testId: 'reset-password-confirm' }}
      />
      <FormFooter
        wide
        submitLabel={t('reset_password')}
        busy={reset.isPending}
        error={linkError ?? (reset.isError ? errorText(t, reset.error) : null)}
        testIds={{ submit: 'reset-password-submit', error: 'reset-password-error' }}
      />
    </form>
  );
}
