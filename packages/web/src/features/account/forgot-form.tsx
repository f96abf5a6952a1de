import { text } from '@wl/contract/inputs';
import { PATTERNS } from '@wl/contract/patterns';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../components/form-footer';
import { FormTextField } from '../../components/form-text-field';
import { NewPasswordFields } from '../../components/new-password-fields';
import { call } from '../../lib/api-client';
import { useContractForm } from '../../lib/contract-form';
import { errorText } from '../../lib/error-text';
import { useSiteInfo } from '../../lib/site-status';
import styles from './account-form.module.css';
import { AccountTabs } from './account-tabs';
import { useForgotPassword } from './api/forgot-password';
import { useResetPasswordByPhone } from './api/reset-password-by-phone';
import { DialingCodeSelect } from './dialing-code-select';
import { SendCodeButton } from './send-code-button';
import { isValidMobile, newPasswordRules } from './validation';

/** An e-mail address as spec 5's pattern 4 reads it; an empty one is left to "required". */
const isEmail = (value: string) => value === '' || PATTERNS[4].regex.test(value);

/**
 * The forgot-password popup's body (spec 2): e-mail or mobile. The mobile tab exists only with CHNGPASSVERIF3
 * and is then the default. By e-mail the success message in_been_out follows and the popup closes; by phone the
 * new password is set and the visitor is logged in and sent to / (spec 4).
 */
export function ForgotForm({ onSent, rules }: { onSent: () => void; rules: RegisterFieldRule[] }) {
  const info = useSiteInfo();
  const tabs = [
    ...(info.whitelabelVal.CHNGPASSVERIF3
      ? [{ id: 'mobile', labelKey: 'forgot_tab_mobile', testId: 'forgot-tab-mobile' }]
      : []),
    { id: 'email', labelKey: 'forgot_tab_email', testId: 'forgot-tab-email' },
  ];
  return (
    <AccountTabs tabs={tabs} labelKey="forgot_methods" emptyKey="forgot_password">
      {(active) => (active === 'mobile' ? <ForgotByPhone rules={rules} /> : <ForgotByEmail onSent={onSent} />)}
    </AccountTabs>
  );
}

function ForgotByEmail({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm('forgotPassword', {
    schema: (request) => request.extend({ email: text().trim().refine(isEmail, 'msg_email_format') }),
    defaultValues: { username: '', email: '' },
    required: ['username', 'email'],
  });
  const send = useForgotPassword({ onSent });
  const submit = form.handleSubmit((body) => send.mutate(body));
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.hint}>{t('forgot_email_intro')}</p>
      <FormTextField
        control={form.control}
        name="username"
        label={t('username')}
        autoComplete="username"
        testId="forgot-username"
        required
      />
      <FormTextField
        control={form.control}
        name="email"
        label={t('email')}
        type="email"
        autoComplete="email"
        testId="forgot-email"
        required
        ltr
      />
      <FormFooter
        wide
        submitLabel={t('submit')}
        busy={send.isPending}
        error={send.isError ? errorText(t, send.error) : null}
        testIds={{ submit: 'forgot-submit', error: 'forgot-error' }}
      />
    </form>
  );
}

function ForgotByPhone({ rules }: { rules: RegisterFieldRule[] }) {
  const { t } = useTranslation();
  const [dialingCode, setDialingCode] = useState('');
  const form = useContractForm('resetPasswordByPhone', {
    schema: (request) =>
      request.extend({
        mobileNum: text().refine((value) => isValidMobile(value, rules), 'login_valid_mobile'),
        confirmPassword: text(),
      }),
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmPassword: '' },
    required: { verificationCode: 'login_valid_code', newPassword: 'enter_new_password' },
    fieldRules: newPasswordRules(rules),
    matches: { confirmPassword: { field: 'newPassword' } },
    untrimmed: ['verificationCode'],
    deps: [rules],
  });
  const reset = useResetPasswordByPhone();
  const submit = form.handleSubmit(({ mobileNum, verificationCode, newPassword }) =>
    reset.mutate({ mobileNum, verificationCode, newPassword, countryDialingCode: dialingCode }),
  );
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <FormTextField
        control={form.control}
        name="mobileNum"
        label={t('mobile_number')}
        inputMode="tel"
        autoComplete="tel-national"
        testId="forgot-mobile"
        required
        ltr
        before={<DialingCodeSelect value={dialingCode} onChange={setDialingCode} testId="forgot-dialing-code" />}
      />
      <FormTextField
        control={form.control}
        name="verificationCode"
        label={t('verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={255}
        testId="forgot-sms-code"
        required
        ltr
        after={
          <SendCodeButton
            testId="forgot-sms-send"
            throttleMs={1000}
            canSend={() => form.trigger('mobileNum')}
            send={() =>
              call('smsLoginCode', { mobileNum: form.getValues('mobileNum').trim(), countryDialingCode: dialingCode })
            }
          />
        }
      />
      <NewPasswordFields
        control={form.control}
        password={{ name: 'newPassword', label: t('new_password'), testId: 'forgot-new-password' }}
        confirm={{ name: 'confirmPassword', label: t('confirm_new_password'), testId: 'forgot-confirm-password' }}
      />
      <FormFooter
        wide
        submitLabel={t('reset_password')}
        busy={reset.isPending}
        error={reset.isError ? errorText(t, reset.error) : null}
        testIds={{ submit: 'forgot-submit', error: 'forgot-error' }}
      />
    </form>
  );
}
