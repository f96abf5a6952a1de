import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { type FieldErrorLike, FormField } from './form-field';

type ControlProps = Omit<
  InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>,
  'className' | 'children' | 'id' | 'aria-invalid'
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
  'aria-describedby': describes,
  ...control
}: TextFieldProps) {
  const className = inputClassName ? `input ${inputClassName}` : 'input';
  return (
    <FormField label={label} hint={hint} error={error} className={fieldClassName}>
      {({ control: id, describedBy: own, invalid }) => {
        // A text beside the form may describe the field too (a hint shared by two fields).
        const describedBy = [own, describes].filter(Boolean).join(' ') || undefined;
        const aria = { id, className, 'aria-invalid': invalid, 'aria-describedby': describedBy };
        return rows ? (
          <textarea {...control} {...aria} ref={ref} rows={rows} />
        ) : (
          <input {...control} {...aria} ref={ref} />
        );
      }}
    </FormField>
  );
}
