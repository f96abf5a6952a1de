import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/form-footer';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PageHeader } from '../../components/page-header';
import { TextField } from '../../components/text-field';
import { call } from '../../lib/api-client';
import { useContractForm, withConfirmation } from '../../lib/contract-form';
import { getSession, updateOperator } from '../../lib/session';

const MIN_LENGTH = 12;

/**
 * The operator's own password. A new operator's one-time password must be changed before any desk opens (the
 * server refuses every other call with password_change_required); the other sessions end.
 */
export function ChangePasswordPage({ forced, onDone }: { forced: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm('operatorChangePassword', {
    refine: (request) => withConfirmation(request),
    defaultValues: { oldPassword: '', newPassword: '', confirm: '' },
  });
  const { register, formState } = form;
  const { errors } = formState;
  const change = useMutation({
    mutationFn: (input: { oldPassword: string; newPassword: string }) => call('operatorChangePassword', input),
    onSuccess: () => {
      const operator = getSession()?.operator;
      if (operator) updateOperator({ ...operator, mustChangePassword: false });
      onDone();
    },
  });

  return (
    <>
      <PageHeader title={t('change_password')} />
      <form
        className="panel form form--narrow"
        noValidate
        onSubmit={form.handleSubmit(({ oldPassword, newPassword }) => change.mutate({ oldPassword, newPassword }))}
      >
        {forced && <p className="notice">{t('change_password_forced')}</p>}
        <TextField
          label={t('old_password')}
          type="password"
          autoComplete="current-password"
          error={errors.oldPassword}
          {...register('oldPassword')}
        />
        <NewPasswordFields
          minLength={MIN_LENGTH}
          password={{ maxLength: 200, error: errors.newPassword, ...register('newPassword') }}
          confirm={{ error: errors.confirm, ...register('confirm') }}
        />
        <FormFooter submitLabel={t('change_password')} busy={change.isPending} error={change.error} />
      </form>
    </>
  );
}
