import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { RefreshIcon } from '../../components/icon';
import styles from './account-form.module.css';
import { TextField } from '../../components/text-field';
import { useCaptcha } from './use-captcha';

/** Captcha input with its image and a refresh button (spec 4 "Login", spec 9 "Captcha refresh"). */
export function CaptchaField({
  value,
  onValueChange,
  error,
  testId,
  required = true,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error?: string | null;
  testId: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const captcha = useCaptcha(true);
  return (
    <TextField
      label={t('captcha')}
      value={value}
      onValueChange={onValueChange}
      error={error}
      required={required}
      testId={testId}
      autoComplete="off"
      inputMode="text"
      maxLength={16}
      ltr
      after={
        <>
          {captcha.image ? (
            <img
              className={styles.captchaImage}
              src={captcha.image}
              alt={t('captcha_image')}
              data-testid="captcha-image"
            />
          ) : (
            <span className={styles.captchaImage} data-testid="captcha-image" aria-busy="true" />
          )}
          <button
            type="button"
            className={buttonClass('secondary', { icon: true })}
            onClick={captcha.refresh}
            aria-label={t('captcha_refresh')}
            data-testid="captcha-refresh"
          >
            <RefreshIcon size={18} />
          </button>
        </>
      }
    />
  );
}
