import { useQueryClient } from '@tanstack/react-query';
import { checkField } from '@wl/contract/patterns';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { WarningDialog } from '../../components/warning-dialog';
import { type CallInput, call, isApiError } from '../../lib/api-client';
import { openAuthDialog } from '../../lib/auth-dialog';
import { errorText } from '../../lib/error-text';
import { getInvitationCode, setInvitationCode } from '../../lib/session';
import { useSiteInfo } from '../../lib/site-status';
import styles from './account-form.module.css';
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
import { TextField } from '../../components/text-field';
import { useCompleteLogin } from './use-complete-login';
import { useFocusFirstError } from './use-focus-first-error';
import { issueText, problemText } from './validation';

type Values = Partial<Record<RegisterField, string>>;
type Errors = Partial<Record<RegisterField, string>>;

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
  const complete = useCompleteLogin();
  const shown = formRules(rules, method, info.whitelabelVal);
  const ruleOf = new Map(shown.map((r) => [r.field as RegisterField, r]));
  const has = (field: RegisterField) => ruleOf.has(field);

  const [values, setValues] = useState<Values>(() => {
    const fromLink = new URLSearchParams(location.search).get('affiliateCode');
    return { affiliateCode: fromLink ?? getInvitationCode('affiliateCode') ?? '' };
  });
  const [dialingCode, setDialingCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [termsMissing, setTermsMissing] = useState(false);
  const { ref: formRef, failed } = useFocusFirstError<HTMLFormElement>();

  // Spec 5: inputs are trimmed except the verification code.
  const trimmed = (field: RegisterField, raw: string) => (field === 'verificationCode' ? raw : raw.trim());
  const fieldValue = (field: RegisterField) => trimmed(field, values[field] ?? '');

  /** What is wrong with one field's value (given every value, for the confirmation), or null. */
  const problemOf = (rule: RegisterFieldRule, all: Values): string | null => {
    const field = rule.field as RegisterField;
    const value = trimmed(field, all[field] ?? '');
    const problem = checkField(rule, value);
    if (problem) return problemText(t, problem);
    if (field === 'confirmPassword' && value !== trimmed('password', all.password ?? '')) {
      return t('register_confirm_incorrect');
    }
    return null;
  };

  /**
   * A field's error clears as soon as its value is valid (conventions.md "Forms"; issue 13: errors stayed under
   * fields already filled in); so does the form's "check the highlighted fields" once none is left.
   */
  const set = (field: RegisterField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    const next = { ...values, [field]: value };
    const fixed = shown.filter((r) => errors[r.field as RegisterField] && problemOf(r, next) === null);
    if (fixed.length === 0) return;
    const left = { ...errors };
    for (const r of fixed) delete left[r.field as RegisterField];
    setErrors(left);
    if (Object.values(left).every((e) => !e) && error === t('register_check_fields')) setError(null);
  };

  const validate = (): Errors => {
    const found: Errors = {};
    for (const rule of shown) {
      const problem = problemOf(rule, values);
      if (problem) found[rule.field as RegisterField] = problem;
    }
    return found;
  };

  const mobileOk = () => {
    const rule = ruleOf.get('mobileNum');
    const problem = rule ? checkField({ ...rule, required: true }, fieldValue('mobileNum')) : null;
    setErrors((e) => ({ ...e, mobileNum: problem ? problemText(t, problem) : undefined }));
    return problem === null;
  };

  const payload = (): CallInput<'register'> => {
    const body: CallInput<'register'> = {
      login: true,
      registerMethod: 'WEB',
      registerUrl: window.location.href,
      domain: window.location.hostname,
    };
    const out = body as Record<string, unknown>;
    for (const rule of shown) {
      const value = fieldValue(rule.field as RegisterField);
      if (value) out[rule.field] = value;
    }
    // Spec 3: affiliate and referral codes fall back to the stored ones.
    const affiliate = (has('affiliateCode') ? fieldValue('affiliateCode') : '') || getInvitationCode('affiliateCode');
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
      const fieldErrors: Errors = {};
      for (const issue of failure.details) {
        const field = issue.path as RegisterField;
        fieldErrors[field] = issueText(t, issue.message, ruleOf.get(field));
      }
      const field = CODE_FIELD[failure.code];
      if (field && has(field)) fieldErrors[field] = errorText(t, failure);
      setErrors(fieldErrors);
    }
    setError(errorText(t, failure));
    failed();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      failed();
      return setError(t('register_check_fields'));
    }
    if (!accepted) {
      setTermsMissing(true);
      failed();
      return setError(t('register_accept_terms'));
    }
    setPending(true);
    const sentCaptcha = has('captcha');
    try {
      // Spec 5: an affiliate code in a shown field is checked first.
      const code = has('affiliateCode') ? fieldValue('affiliateCode') : '';
      if (code) {
        const { valid } = await call('affiliate', { code, domain: window.location.hostname });
        if (!valid) {
          setWarning(t('invitation_code_error'));
          return;
        }
      }
      const answer = await call(method, payload());
      if (answer.token) {
        await complete(
          { token: answer.token, firstTimeLogin: answer.firstTimeLogin ?? true, passwordExpired: false },
          'register',
        );
      }
      openAuthDialog('bonus');
    } catch (failure) {
      fail(failure);
      if (sentCaptcha) {
        set('captcha')('');
        void queryClient.invalidateQueries({ queryKey: ['captcha'] });
      }
    } finally {
      setPending(false);
    }
  };

  const field = (rule: RegisterFieldRule) => {
    const name = rule.field as RegisterField;
    const testId = `register-field-${name}`;
    if (name === 'captcha') {
      return (
        <CaptchaField
          key={name}
          value={values.captcha ?? ''}
          onValueChange={set('captcha')}
          error={errors.captcha ?? null}
          testId={testId}
          required={rule.required}
        />
      );
    }
    return (
      <TextField
        key={name}
        label={t(`register_field_${name}`)}
        value={values[name] ?? ''}
        onValueChange={set(name)}
        error={errors[name] ?? null}
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
      {error ? (
        <p className={styles.error} role="alert" data-testid="register-error">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className={buttonClass('primary', { size: 'large', className: styles.submit })}
        disabled={pending}
        data-testid="register-submit"
      >
        {t('register')}
      </button>
      <WarningDialog message={warning} onClose={() => setWarning(null)} testId="invitation-error" />
    </form>
  );
}
