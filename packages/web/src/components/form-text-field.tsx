import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorText } from '../lib/contract-form';
import { TextField, type TextFieldProps } from './text-field';

export type FormTextFieldProps<V extends FieldValues> = Omit<
  TextFieldProps,
  'value' | 'onValueChange' | 'error' | 'name' | 'onBlur' | 'ref'
> & {
  control: Control<V, unknown, never> | Control<V, unknown, unknown>;
  name: FieldPath<V>;
};

/**
 * The text field bound to a `useContractForm` form: its value, its touched state and its error, shown in the user's
 * language from the message key the contract's schema or the brand's rule raised.
 */
export function FormTextField<V extends FieldValues>({ control, name, ...props }: FormTextFieldProps<V>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: control as Control<V>, name });
  return (
    <TextField
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error ? formErrorText(t, fieldState.error.message) : null}
    />
  );
}
