import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The reason a desk decision carries (a rejected deposit or withdrawal, a decided P2P dispute): required, up to the
 * contract's 500 characters. `missing` (or the form's `error`) says so when the operator tried to confirm without one. The browser's own
 * check of the field says it in the operator's language too (a blank reason is no reason).
 */
export function ReasonField(props: {
  value: string;
  onChange: (value: string) => void;
  missing?: boolean;
  /** The form's word on the reason (useContractForm's error, in the operator's language), shown as `missing` is. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLTextAreaElement>(null);
  const blank = !props.value.trim();
  const text = t('reason_required');
  const shown = props.error ?? (props.missing ? text : undefined);
  useEffect(() => ref.current?.setCustomValidity(blank ? text : ''), [blank, text]);
  return (
    <label className="field">
      <span className="field__label">{t('reason')}</span>
      <textarea
        ref={ref}
        className="input"
        name="reason"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required
        aria-invalid={shown ? true : undefined}
        maxLength={500}
        rows={3}
      />
      {shown && (
        <span className="notice notice--error" role="alert">
          {shown}
        </span>
      )}
    </label>
  );
}
