import { useTranslation } from 'react-i18next';

/**
 * The reason a desk decision carries (a rejected deposit or withdrawal, a decided P2P dispute): required, up to the
 * contract's 500 characters. `missing` says so when the operator tried to confirm without one.
 */
export function ReasonField(props: { value: string; onChange: (value: string) => void; missing?: boolean }) {
  const { t } = useTranslation();
  return (
    <label className="field">
      <span className="field__label">{t('reason')}</span>
      <textarea
        className="input"
        name="reason"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required
        aria-invalid={props.missing ? true : undefined}
        maxLength={500}
        rows={3}
      />
      {props.missing && (
        <span className="notice notice--error" role="alert">
          {t('reason_required')}
        </span>
      )}
    </label>
  );
}
