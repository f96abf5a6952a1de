import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteStatus } from '../../lib/site-status';
import styles from './account-form.module.css';
import { useCountryCodes } from './use-country-codes';

/**
 * The dialing-code picker in front of a mobile number. It starts on the visitor's country when the brand
 * offers it, else on the first code of the list.
 */
export function DialingCodeSelect({
  value,
  onChange,
  testId,
}: {
  value: string;
  onChange: (code: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const codes = useCountryCodes();
  const { data: status } = useSiteStatus();
  const list = codes.data ?? [];
  const country = status?.location.country ?? null;
  useEffect(() => {
    if (value || list.length === 0) return;
    const preferred = list.find((c) => c.countryCode === country) ?? list[0];
    if (preferred) onChange(preferred.countryDialingCode);
  }, [value, list, country, onChange]);
  return (
    <select
      // '+880 BD' reads left to right in every language.
      dir="ltr"
      className={styles.select}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-label={t('dialing_code')}
      data-testid={testId}
    >
      {list.length === 0 ? <option value="">{t('dialing_code')}</option> : null}
      {list.map((c) => (
        <option key={`${c.countryCode}${c.countryDialingCode}`} value={c.countryDialingCode}>
          {`${c.countryDialingCode} ${c.countryCode}`}
        </option>
      ))}
    </select>
  );
}
