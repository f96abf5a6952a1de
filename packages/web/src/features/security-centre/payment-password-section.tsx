import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { InputField } from '../../components/form-fields';
import { call } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import styles from './security-centre.module.css';
import { SECURITY_KEY } from './security-queries';

/** Set the payment password when there is none, or change it with the old one (an encrypted call). */
export function PaymentPasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { oldPassword?: string; newPassword: string; confirmPassword: string }) =>
      call('paymentPassword', body),
    onSuccess: () => {
      setOld('');
      setNext('');
      setConfirm('');
      void queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(next)) return setProblem(t('sc_payment_password_hint'));
    if (next !== confirm) return setProblem(t('password_mismatch'));
    setProblem(null);
    save.mutate({ ...(hasPassword ? { oldPassword: old } : {}), newPassword: next, confirmPassword: confirm });
  };
  const secret = { type: 'password', inputMode: 'numeric', maxLength: 6, ltr: true } as const;
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
      <p className={styles.muted}>{t('sc_payment_password_hint')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.grid}>
          {hasPassword ? (
            <InputField
              {...secret}
              label={t('sc_old_payment_password')}
              value={old}
              onValueChange={setOld}
              autoComplete="current-password"
              testId="sc-payment-old"
            />
          ) : null}
          <InputField
            {...secret}
            label={t('sc_new_payment_password')}
            value={next}
            onValueChange={setNext}
            autoComplete="new-password"
            testId="sc-payment-new"
          />
          <InputField
            {...secret}
            label={t('sc_confirm_payment_password')}
            value={confirm}
            onValueChange={setConfirm}
            autoComplete="new-password"
            testId="sc-payment-confirm"
          />
        </div>
        {problem || save.isError ? (
          <p className={styles.error} role="alert" data-testid="sc-payment-error">
            {problem ?? errorText(t, save.error)}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p className={styles.success} role="status">
            {t('sc_saved')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={save.isPending}
            data-testid="sc-payment-save"
          >
            {t(hasPassword ? 'sc_change' : 'sc_save')}
          </button>
        </div>
      </form>
    </section>
  );
}
