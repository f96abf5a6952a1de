import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { type FieldErrorLike, FormField } from './form-field';

type ControlProps = Omit<
  InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>,
  'className' | 'children' | 'id' | 'aria-invalid' | 'aria-describedby'
>;

export interface TextFieldProps extends ControlProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: FieldErrorLike;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** More classes for the control (`mono`, `input--small`). */
  inputClassName?: string;
  /** More classes for the field around it. */
  fieldClassName?: string;
  ref?:
    | Ref<HTMLInputElement & HTMLTextAreaElement>
    | ((element: HTMLInputElement | HTMLTextAreaElement | null) => void);
}

/**
 * The console's one text field: `<TextField label={t('account')} error={errors.account} {...register('account')} />`.
 * The error (useContractForm's, in the operator's language) marks the control invalid and is read with it.
 */
export function TextField({
  label,
  hint,
  error,
  rows,
  inputClassName,
  fieldClassName,
  ref,
  ...control
}: TextFieldProps) {
  const className = inputClassName ? `input ${inputClassName}` : 'input';
  return (
    <FormField label={label} hint={hint} error={error} className={fieldClassName}>
      {({ control: id, describedBy, invalid }) =>
        rows ? (
          <textarea
            {...control}
            id={id}
            ref={ref}
            rows={rows}
            className={className}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        ) : (
          <input
            {...control}
            id={id}
            ref={ref}
            className={className}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )
      }
    </FormField>
  );
}
