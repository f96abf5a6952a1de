import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../components/icon';
import styles from './account-form.module.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>;

interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  required?: boolean;
  testId?: string;
  /** A password field gets a show/hide toggle. */
  secret?: boolean;
  /** Controls beside the input (dialing code before, send-code or captcha image after). */
  before?: ReactNode;
  after?: ReactNode;
  ltr?: boolean;
}

/** A labelled input with its validation message (items marked * are required, spec 5). */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  required,
  testId,
  secret,
  before,
  after,
  ltr,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [shown, setShown] = useState(false);
  const classes = [styles.input, secret ? styles.withToggle : '', ltr ? styles.ltr : ''].filter(Boolean).join(' ');
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
            id={id}
            className={classes}
            value={value}
            type={secret && !shown ? 'password' : rest.type === 'password' ? 'text' : (rest.type ?? 'text')}
            onChange={(event) => onValueChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={error ? `${id}-error` : undefined}
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
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
