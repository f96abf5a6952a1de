import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styles from './form-fields.module.css';
import { TextField, type TextFieldProps } from './text-field';

interface FieldShellProps {
  label: string;
  hint?: string | undefined;
  error?: string | null | undefined;
  required?: boolean | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A label, a control and its hint or error, tied together for assistive technology. */
function FieldShell({ label, hint, error, required, children }: FieldShellProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error || hint;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy: note ? noteId : undefined })}
      {note ? (
        <p id={noteId} className={error ? styles.error : styles.hint} role={error ? 'alert' : undefined}>
          {note}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled text input: the one `TextField`, for a screen not moved to `useContractForm` yet (the wallet's transfer
 * page); new forms use `FormTextField`.
 */
export function InputField(props: TextFieldProps) {
  return <TextField {...props} />;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id'>;

/** A labelled select. */
export function SelectField({
  label,
  value,
  onValueChange,
  options,
  hint,
  testId,
  ...rest
}: SelectProps & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  hint?: string;
  testId?: string;
}) {
  return (
    <FieldShell label={label} hint={hint} required={rest.required}>
      {({ id, describedBy }) => (
        <select
          {...rest}
          id={id}
          className={styles.control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-describedby={describedBy}
          data-testid={testId}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
