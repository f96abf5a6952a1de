import { useQueryClient } from '@tanstack/react-query';
import type { FieldRule } from '@wl/contract/patterns';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FormFooter } from '../../components/form-footer';
import { FormTextField } from '../../components/form-text-field';
import { WarningDialog } from '../../components/warning-dialog';
import { type CallInput, call, isApiError } from '../../lib/api-client';
import { issueMessage, useContractForm } from '../../lib/contract-form';
import { errorText } from '../../lib/error-text';
import { getInvitationCode, setInvitationCode } from '../../lib/session';
import { useSiteInfo } from '../../lib/site-status';
import styles from './account-form.module.css';
import { useRegister } from './api/register';
import { CaptchaField } from './captcha-field';
import { DialingCodeSelect } from './dialing-code-select';
import {
  AUTOCOMPLETE,
  CODE_FIELD,
  formRules,
  INPUT_MODE,
  type RegisterField,
  type RegisterMethod,
  SECRET_FIELDS,
} from './register-fields';
import { SendCodeButton } from './send-code-button';
import { useFocusFirstError } from './use-focus-first-error';

type Values = Partial<Record<RegisterField, string>>;

/**
 * One registration method (spec 2 register / registerMobile, spec 5 "Registration"): fields built from the
 * server's rules and validated with the contract's checkField, the 18+ and terms box, the affiliate code
 * checked first, then auto-login (spec 4 "Registration success") and the bonus prompt.
 */
export function RegisterForm({
  method,
  rules,
  referral = null,
  onReferralInvalid = () => {},
}: {
  method: RegisterMethod;
  rules: RegisterFieldRule[];
  /** The referral code of the (editable) referral field above the form; null when there is none. */
  referral?: string | null;
  /** The server refused the referral code: the field says so. */
  onReferralInvalid?: () => void;
}) {
  const { t } = useTranslation();
  const info = useSiteInfo();
  const location = useLocation();
  const queryClient = useQueryClient();
  const shown = formRules(rules, method, info.whitelabelVal);
  const ruleOf = new Map(shown.map((r) => [r.field as RegisterField, r]));
  const has = (field: RegisterField) => ruleOf.has(field);

  const [dialingCode, setDialingCode] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [termsMissing, setTermsMissing] = useState(false);
  const [checkFields, setCheckFields] = useState(false);
  const { ref: formRef, failed } = useFocusFirstError<HTMLFormElement>();

  const [initial] = useState<Values>(() => {
    const fromLink = new URLSearchParams(location.search).get('affiliateCode');
    return { affiliateCode: fromLink ?? getInvitationCode('affiliateCode') ?? '' };
  });
  // Each shown field is checked with the brand's rule (spec 5); inputs are trimmed except the verification code.
  const fieldRules = Object.fromEntries(shown.map((r) => [r.field, r])) as Partial<Record<RegisterField, FieldRule>>;
  const form = useContractForm(method, {
    defaultValues: initial,
    fieldRules,
    matches: { confirmPassword: { field: 'password', message: 'register_confirm_incorrect' } },
    untrimmed: ['verificationCode'],
    deps: [JSON.stringify(shown)],
  });
  const { errors } = form.formState;
  const fieldValue = (field: RegisterField) => {
    const raw = (form.getValues(field) as string | undefined) ?? '';
    return field === 'verificationCode' ? raw : raw.trim();
  };
  // "Check the highlighted fields" stays while a field is still in error (issue 13), and goes with the last one.
  const formError = checkFields && Object.keys(errors).length > 0 ? t('register_check_fields') : error;

  const register = useRegister(method);

  /** The number is checked (required whatever the rule says) before a code is sent to it. */
  const mobileOk = async () => {
    if (fieldValue('mobileNum') === '') {
      form.setError('mobileNum', { message: 'input_required' });
      return false;
    }
    return form.trigger('mobileNum');
  };

  const payload = (values: Values): CallInput<'register'> => {
    const body: CallInput<'register'> = {
      login: true,
      registerMethod: 'WEB',
      registerUrl: window.location.href,
      domain: window.location.hostname,
    };
    const out = body as Record<string, unknown>;
    for (const rule of shown) {
      const value = values[rule.field as RegisterField];
      if (value) out[rule.field] = value;
    }
    // Spec 3: affiliate and referral codes fall back to the stored ones.
    const affiliate = (has('affiliateCode') ? values.affiliateCode : '') || getInvitationCode('affiliateCode');
    if (affiliate) body.affiliateCode = affiliate;
    // The referral field's value, as the visitor left it: an emptied field sends none.
    if (referral?.trim()) body.referralCode = referral.trim();
    if (has('mobileNum') && dialingCode) body.countryDialingCode = dialingCode;
    return body;
  };

  const fail = (failure: unknown) => {
    if (isApiError(failure) && failure.code === 'invitation_code_error') {
      // A stored code the visitor cannot see or edit would fail every attempt: it is dropped.
      if (!has('affiliateCode')) setInvitationCode('affiliateCode', '');
      if (referral?.trim()) {
        // The referral code is the one in its field: said there, to be corrected or cleared (issue 13), and no
        // longer remembered for the next visit.
        setInvitationCode('referralCode', '');
        onReferralInvalid();
        failed();
        return;
      }
      setWarning(t('invitation_code_error'));
      return;
    }
    if (isApiError(failure)) {
      for (const issue of failure.details) {
        const field = issue.path as RegisterField;
        if (has(field)) form.setError(field, { message: issueMessage(issue.message, ruleOf.get(field)) });
      }
      const field = CODE_FIELD[failure.code];
      if (field && has(field)) form.setError(field, { message: failure.code });
    }
    setError(errorText(t, failure));
    failed();
  };

  const send = async (values: Values) => {
    setCheckFields(false);
    if (!accepted) {
      setTermsMissing(true);
      failed();
      return setError(t('register_accept_terms'));
    }
    setError(null);
    const sentCaptcha = has('captcha');
    try {
      // Spec 5: an affiliate code in a shown field is checked first.
      const affiliateCode = has('affiliateCode') ? (values.affiliateCode ?? '') : '';
      const { affiliateRefused } = await register.mutateAsync({ payload: payload(values), affiliateCode });
      if (affiliateRefused) setWarning(t('invitation_code_error'));
    } catch (failure) {
      fail(failure);
      if (sentCaptcha) {
        form.setValue('captcha', '');
        void queryClient.invalidateQueries({ queryKey: ['captcha'] });
      }
    }
  };

  const submit = form.handleSubmit(send, () => {
    setError(null);
    setCheckFields(true);
  });

  const field = (rule: RegisterFieldRule) => {
    const name = rule.field as RegisterField;
    const testId = `register-field-${name}`;
    if (name === 'captcha') {
      return <CaptchaField key={name} control={form.control} name="captcha" testId={testId} required={rule.required} />;
    }
    return (
      <FormTextField
        key={name}
        control={form.control}
        name={name}
        label={t(`register_field_${name}`)}
        required={rule.required}
        testId={testId}
        secret={SECRET_FIELDS.includes(name)}
        inputMode={INPUT_MODE[name]}
        autoComplete={AUTOCOMPLETE[name] ?? 'off'}
        maxLength={name === 'verificationCode' ? 255 : undefined}
        ltr={name === 'mobileNum' || name === 'verificationCode' || name === 'email'}
        before={
          name === 'mobileNum' ? (
            <DialingCodeSelect value={dialingCode} onChange={setDialingCode} testId="register-dialing-code" />
          ) : undefined
        }
        after={
          name === 'verificationCode' ? (
            <SendCodeButton
              testId="register-sms-send"
              canSend={mobileOk}
              send={() =>
                call('registerSms', {
                  countryDialingCode: dialingCode,
                  mobileNo: fieldValue('mobileNum'),
                  ...(method === 'register' && fieldValue('username') ? { username: fieldValue('username') } : {}),
                })
              }
            />
          ) : undefined
        }
      />
    );
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {shown.map(field)}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            setTermsMissing(false);
            if (error === t('register_accept_terms')) setError(null);
          }}
          aria-invalid={termsMissing || undefined}
          data-testid="register-terms"
        />
        <span>{t('register_terms')}</span>
      </label>
      <p className={styles.hint}>{t('register_required_note')}</p>
      <FormFooter
        wide
        submitLabel={t('register')}
        busy={register.isPending}
        error={formError}
        testIds={{ submit: 'register-submit', error: 'register-error' }}
      />
      <WarningDialog message={warning} onClose={() => setWarning(null)} testId="invitation-error" />
    </form>
  );
}
