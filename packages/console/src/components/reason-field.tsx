import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/**
 * The reason a desk decision carries (a rejected deposit or withdrawal, a decided P2P dispute), for a dialog that
 * keeps its own state: required, up to the contract's 500 characters. `missing` says so when the operator tried to
 * confirm without one. A form of useContractForm shows its `reason` with TextField directly.
 */
export function ReasonField(props: { value: string; onChange: (value: string) => void; missing?: boolean }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('reason')}
      name="reason"
      rows={3}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      required
      maxLength={500}
      error={props.missing ? t('reason_required') : undefined}
    />
  );
}
