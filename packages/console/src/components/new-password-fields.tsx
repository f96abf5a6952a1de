import { useTranslation } from 'react-i18next';
import type { FieldErrorLike } from './form-field';
import { TextField, type TextFieldProps } from './text-field';

/** A registered field (`register('newPassword')`) with its error. */
type Binding = Omit<TextFieldProps, 'label' | 'hint' | 'type' | 'autoComplete'> & { error?: FieldErrorLike };

/**
 * A new password and its confirmation (the schema side: `withConfirmation` of lib/contract-form.ts). The rule of its
 * length is shown under the new password before anything is typed.
 */
export function NewPasswordFields(props: { password: Binding; confirm: Binding; minLength: number }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('new_password')}
        hint={t('password_rule', { min: props.minLength })}
        type="password"
        autoComplete="new-password"
        {...props.password}
      />
      <TextField label={t('confirm_password')} type="password" autoComplete="new-password" {...props.confirm} />
    </>
  );
}
