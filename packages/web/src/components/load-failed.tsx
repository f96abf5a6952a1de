import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';
import { buttonClass } from './button-class';
import styles from './load-failed.module.css';

/** A read that failed: the error's translated text and a retry button. */
export function LoadFailed({ error, onRetry, compact }: { error: unknown; onRetry: () => void; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.box} ${compact ? styles.compact : ''}`} role="alert" data-testid="load-failed">
      <p>{errorText(t, error)}</p>
      <button type="button" className={buttonClass('secondary', { size: 'small' })} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
