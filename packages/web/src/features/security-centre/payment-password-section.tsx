import { paymentPasswordRule } from '@wl/contract/payment-password';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/form-footer';
import { FormTextField } from '../../components/form-text-field';
import { NewPasswordFields } from '../../components/new-password-fields';
import { patternMessage, useContractForm } from '../../lib/contract-form';
import { errorText } from '../../lib/error-text';
import { useSiteInfo } from '../../lib/site-status';
import { useSetPaymentPassword } from './api/set-payment-password';
import styles from './security-centre.module.css';

/**
 * Set the payment password when there is none, or change it with the old one (an encrypted call). The new one
 * follows the brand's payment-password rule, the one the server checks (6 digits unless the brand says otherwise).
 */
export function PaymentPasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const info = useSiteInfo();
  const rule = paymentPasswordRule(info.register);
  const form = useContractForm('paymentPassword', {
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    fieldRules: { newPassword: rule },
    required: hasPassword ? ['oldPassword'] : [],
    matches: { confirmPassword: { field: 'newPassword' } },
  });
  const save = useSetPaymentPassword();
  const submit = form.handleSubmit(({ oldPassword, newPassword, confirmPassword }) =>
    save.mutate(
      { ...(hasPassword ? { oldPassword } : {}), newPassword, confirmPassword },
      { onSuccess: () => form.reset() },
    ),
  );
  const digits = rule.patternId === 7 && !rule.acceptedPattern;
  // The purpose text names the default rule (6 digits); a brand with its own rule shows that rule instead.
  const sixDigits = digits && rule.minLength === 6 && rule.maxLength === 6;
  const ruleText = patternMessage(t, { patternId: rule.patternId, min: rule.minLength, max: rule.maxLength });
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="sc-payment-password">
      <div className={styles.sectionHead}>
        <h4 id={titleId} className={styles.sectionTitle}>
          {t('register_field_paymentPassword')}
        </h4>
        <span className={`${styles.tag} ${hasPassword ? styles.tagOk : ''}`}>
          {t(hasPassword ? 'sc_payment_is_set' : 'sc_payment_not_set')}
        </span>
      </div>
      {sixDigits ? <p className={styles.muted}>{t('sc_payment_password_hint')}</p> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.grid}>
          {hasPassword ? (
            <FormTextField
              control={form.control}
              name="oldPassword"
              label={t('sc_old_payment_password')}
              secret
              required
              ltr
              inputMode={digits ? 'numeric' : undefined}
              autoComplete="current-password"
              testId="sc-payment-old"
            />
          ) : null}
          <NewPasswordFields
            control={form.control}
            numeric={digits}
            hint={sixDigits ? undefined : ruleText}
            password={{ name: 'newPassword', label: t('sc_new_payment_password'), testId: 'sc-payment-new' }}
            confirm={{ name: 'confirmPassword', label: t('sc_confirm_payment_password'), testId: 'sc-payment-confirm' }}
          />
        </div>
        <FormFooter
          submitLabel={t(hasPassword ? 'sc_change' : 'sc_save')}
          busy={save.isPending}
          error={save.isError ? errorText(t, save.error) : null}
          success={save.isSuccess ? t('sc_saved') : null}
          testIds={{ submit: 'sc-payment-save', error: 'sc-payment-error' }}
        />
      </form>
    </section>
  );
}
