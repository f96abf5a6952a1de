import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The recovery codes, shown once after enrolment: the operator copies them and confirms they are stored before the
 * console opens (each code works once, instead of a TOTP code).
 */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [stored, setStored] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <div className="form">
      <h2 className="login__subtitle">{t('recovery_codes_title')}</h2>
      <p className="login__lead">{t('recovery_codes_lead')}</p>
      <ol className="recovery-codes" aria-label={t('recovery_codes_title')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button type="button" className="button button--block" onClick={() => void copy()}>
        {t('copy_codes')}
      </button>
      {copied !== null && (
        <p className={copied ? 'notice notice--ok' : 'notice notice--error'} role="status">
          {copied ? t('codes_copied') : t('codes_copy_failed')}
        </p>
      )}
      <label className="checkbox">
        <input type="checkbox" checked={stored} onChange={(e) => setStored(e.target.checked)} />
        <span>{t('codes_stored')}</span>
      </label>
      <button type="button" className="button button--primary button--block" disabled={!stored} onClick={onDone}>
        {t('continue')}
      </button>
    </div>
  );
}
