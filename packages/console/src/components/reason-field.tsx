import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/**
 * The reason a desk decision carries (a rejected deposit or withdrawal, a decided P2P dispute), for a dialog that
 * keeps its own state: required, up to the contract's 500 characters. `missing` (or the form's `error`) says so when
 * the operator tried to confirm without one. The browser's own check of the field says it in the operator's language
 * too (a blank reason is no reason). A form of useContractForm shows its `reason` with TextField directly.
 */
export function ReasonField(props: {
  value: string;
  onChange: (value: string) => void;
  missing?: boolean;
  /** The form's word on the reason (useContractForm's error, in the operator's language), shown as `missing` is. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const blank = !props.value.trim();
  const text = t('reason_required');
  useEffect(() => ref.current?.setCustomValidity(blank ? text : ''), [blank, text]);
  return (
    <TextField
      ref={ref}
      label={t('reason')}
      name="reason"
      rows={3}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      required
      maxLength={500}
      error={props.error ?? (props.missing ? text : undefined)}
    />
  );
}
