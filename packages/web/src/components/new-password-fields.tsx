import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from './form-text-field';

interface PasswordInput {
  name: string;
  label: string;
  testId?: string | undefined;
}

/**
 * A new password and its confirmation (change and reset password, the payment password): secret inputs that the
 * browser's password manager fills as a new password. The form's rules say what each must be (the brand's
 * password rule, `matches` for the confirmation).
 */
export function NewPasswordFields<V extends FieldValues>({
  control,
  password,
  confirm,
  hint,
  numeric,
}: {
  control: Control<V, unknown, never> | Control<V, unknown, unknown>;
  password: PasswordInput & { name: FieldPath<V> };
  confirm: PasswordInput & { name: FieldPath<V> };
  /** The rule the password follows, under the first input. */
  hint?: string | undefined;
  /** A numeric keypad on phones (a payment password of digits). */
  numeric?: boolean | undefined;
}) {
  const common = {
    control,
    secret: true,
    required: true,
    autoComplete: 'new-password',
    ...(numeric ? { inputMode: 'numeric' as const, ltr: true } : {}),
  };
  return (
    <>
      <FormTextField {...common} name={password.name} label={password.label} testId={password.testId} hint={hint} />
      <FormTextField {...common} name={confirm.name} label={confirm.label} testId={confirm.testId} />
    </>
  );
}
