import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './deposit-page.module.css';

/** The bank reference of a transfer the member made (offline bank, peer-to-peer), with its hint. */
export function ReferenceField({
  value,
  onChange,
  testId,
  hint,
}: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
  /** Replaces the default hint (which says the reference is optional). */
  hint?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-reference`} className={styles.label}>
        {t('cashier_reference')}
      </label>
      <input
        id={`${id}-reference`}
        className={styles.input}
        value={value}
        maxLength={100}
        dir="auto"
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-reference-hint`}
        data-testid={testId}
      />
      <span id={`${id}-reference-hint`} className={styles.hint}>
        {hint ?? t('cashier_reference_hint')}
      </span>
    </div>
  );
}
