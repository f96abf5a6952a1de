import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { FormTextField } from '../../components/form-text-field';
import { RefreshIcon } from '../../components/icon';
import styles from './account-form.module.css';
import { useCaptcha } from './use-captcha';

/** Captcha input with its image and a refresh button (spec 4 "Login", spec 9 "Captcha refresh"). */
export function CaptchaField<V extends FieldValues>({
  control,
  name,
  testId,
  required = true,
}: {
  control: Control<V, unknown, never> | Control<V, unknown, unknown>;
  name: FieldPath<V>;
  testId: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const captcha = useCaptcha(true);
  return (
    <FormTextField
      control={control}
      name={name}
      label={t('captcha')}
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
