import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNotice } from './error-notice';

/**
 * The end of every console form: the failed call's message (or the form's own error), then cancel and submit. While
 * the call runs both buttons wait and the submit says so.
 */
export function FormFooter(props: {
  submitLabel: string;
  busy?: boolean;
  /** A failed call (its contract code in the operator's language) or the form's own error as a text. */
  error?: unknown;
  onCancel?: () => void;
  cancelLabel?: string;
  /** A destructive action's red button. */
  danger?: boolean;
  /** The submit may not be pressed (nothing to save yet). */
  disabled?: boolean;
  /** Buttons before the cancel (a secondary action of the form). */
  extra?: ReactNode;
  /** The submit fills the width (a narrow card's only button: the login). */
  wide?: boolean;
  /** `dialog__actions` in a dialog, the form's own row otherwise. */
  className?: string;
}) {
  const { t } = useTranslation();
  const { error } = props;
  return (
    <>
      {typeof error === 'string' ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : (
        <ErrorNotice error={error} />
      )}
      <div className={props.className ?? 'form-footer'}>
        {props.extra}
        {props.onCancel && (
          <button type="button" className="button" onClick={props.onCancel} disabled={props.busy}>
            {props.cancelLabel ?? t('cancel')}
          </button>
        )}
        <button
          type="submit"
          className={`button ${props.danger ? 'button--danger' : 'button--primary'}${props.wide ? ' button--block' : ''}`}
          disabled={props.busy || props.disabled}
        >
          {props.busy ? t('working') : props.submitLabel}
        </button>
      </div>
    </>
  );
}
