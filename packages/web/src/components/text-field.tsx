import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from './icon';
import styles from './text-field.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null | undefined;
  /** A note under the input while it has no error (the rule it follows). */
  hint?: string | null | undefined;
  required?: boolean | undefined;
  testId?: string | undefined;
  /** A password field gets a show/hide toggle. */
  secret?: boolean | undefined;
  /** Controls beside the input (dialing code before, send-code or captcha image after). */
  before?: ReactNode;
  after?: ReactNode;
  /** Numbers, codes and addresses read left to right in RTL pages too. */
  ltr?: boolean | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * The one labelled text input of the site's forms, with its hint or validation message tied to it for assistive
 * technology (items marked * are required, spec 5). Forms bind it to react-hook-form with `FormTextField`.
 */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  required,
  testId,
  secret,
  before,
  after,
  ltr,
  ref,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const classes = [styles.input, secret ? styles.withToggle : '', ltr ? styles.ltr : ''].filter(Boolean).join(' ');
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
      <div className={styles.control}>
        {before}
        <div className={styles.inputWrap}>
          <input
            {...rest}
            ref={ref}
            id={id}
            className={classes}
            value={value}
            type={secret && !shown ? 'password' : rest.type === 'password' ? 'text' : (rest.type ?? 'text')}
            onChange={(event) => onValueChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={note ? noteId : undefined}
            data-testid={testId}
          />
          {secret ? (
            <button
              type="button"
              className={styles.toggle}
              onClick={() => setShown((s) => !s)}
              aria-label={t(shown ? 'hide_password' : 'show_password')}
              aria-pressed={shown}
            >
              {shown ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
            </button>
          ) : null}
        </div>
        {after}
      </div>
      {error ? (
        <span id={noteId} className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : hint ? (
        <p id={noteId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
