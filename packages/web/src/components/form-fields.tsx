import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styles from './form-fields.module.css';

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

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

/** A labelled text input for the member centre's forms (phone first: 44 px tall, full width). */
export function InputField({
  label,
  value,
  onValueChange,
  hint,
  error,
  testId,
  ltr,
  ...rest
}: InputProps & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  hint?: string | undefined;
  error?: string | null | undefined;
  testId?: string;
  /** Numbers, codes and addresses read left to right in RTL pages too. */
  ltr?: boolean;
}) {
  return (
    <FieldShell label={label} hint={hint} error={error} required={rest.required}>
      {({ id, describedBy }) => (
        <input
          {...rest}
          id={id}
          dir={ltr ? 'ltr' : undefined}
          className={styles.control}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
        />
      )}
    </FieldShell>
  );
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
