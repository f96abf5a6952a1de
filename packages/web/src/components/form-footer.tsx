import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import styles from './form-footer.module.css';

/**
 * The end of every edit form: the form-level message (a refused call, in the user's language), what succeeded, and
 * the submit button (busy while the call runs) with an optional cancel.
 */
export function FormFooter({
  submitLabel,
  busy,
  disabled,
  error,
  success,
  onCancel,
  cancelLabel,
  testIds = {},
  wide,
  children,
}: {
  submitLabel: string;
  busy?: boolean | undefined;
  /** Nothing to send yet (a required field still empty). */
  disabled?: boolean | undefined;
  /** The form-level error, already in the user's language; null when none. */
  error?: string | null | undefined;
  success?: string | null | undefined;
  onCancel?: (() => void) | undefined;
  cancelLabel?: string | undefined;
  /** Test ids of the parts the browser tests drive: `{ submit, error, cancel, success }`. */
  testIds?: { submit?: string; error?: string; cancel?: string; success?: string } | undefined;
  /** A full-width (dialog) button rather than the member centre's end-aligned row. */
  wide?: boolean | undefined;
  /** More actions after the buttons (log out of a forced password change). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <p className={styles.error} role="alert" data-testid={testIds.error}>
          {error}
        </p>
      ) : null}
      {success ? (
        <p className={styles.success} role="status" data-testid={testIds.success}>
          {success}
        </p>
      ) : null}
      <div className={wide ? styles.wide : styles.actions}>
        {onCancel ? (
          <button
            type="button"
            className={buttonClass('ghost', wide ? { className: styles.button } : {})}
            onClick={onCancel}
            data-testid={testIds.cancel}
          >
            {cancelLabel ?? t('cancel')}
          </button>
        ) : null}
        <button
          type="submit"
          className={buttonClass('primary', wide ? { size: 'large', className: styles.button } : {})}
          disabled={busy || disabled}
          aria-busy={busy || undefined}
          data-testid={testIds.submit}
        >
          {submitLabel}
        </button>
        {children}
      </div>
    </>
  );
}
