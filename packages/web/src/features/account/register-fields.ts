import type { RegisterFieldRule } from '@wl/contract/schemas';
import type { WhitelabelValues } from '@wl/contract/whitelabel';

/** The form order of the registration fields (spec 3 "Register user payload"). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'email',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;

export type RegisterField = (typeof REGISTER_FIELDS)[number];
export type RegisterMethod = 'register' | 'registerMobile';

export const SECRET_FIELDS: readonly RegisterField[] = ['password', 'confirmPassword', 'paymentPassword'];

const blank = (field: RegisterField): RegisterFieldRule => ({
  field,
  enabled: false,
  required: false,
  minLength: null,
  maxLength: null,
  patternId: null,
  acceptedPattern: null,
});

const on = (rule: RegisterFieldRule, required = true): RegisterFieldRule => ({ ...rule, enabled: true, required });

/**
 * The rules the form shows for one method (spec 5 "Registration"): the server's enabled fields, in form order.
 * Mobile registration always asks for the mobile number, for the SMS code with REGMOBVERF3 and for a password
 * (and its confirmation) only with MOBILENUMPASSREG3; it has no username. The code field appears only next to
 * a mobile number.
 */
export function formRules(
  rules: RegisterFieldRule[],
  method: RegisterMethod,
  flags: WhitelabelValues,
): RegisterFieldRule[] {
  const byField = new Map(rules.map((r) => [r.field, r]));
  const rule = (field: RegisterField) => byField.get(field) ?? blank(field);
  const shown: RegisterFieldRule[] = [];
  for (const field of REGISTER_FIELDS) {
    let r = rule(field);
    if (method === 'registerMobile') {
      if (field === 'username') continue;
      if (field === 'mobileNum')
        r = on(r.patternId === null && r.acceptedPattern === null ? { ...r, patternId: 7 } : r);
      if (field === 'verificationCode') {
        if (!flags.REGMOBVERF3) continue;
        r = on(r);
      }
      if (field === 'password' || field === 'confirmPassword') {
        if (!flags.MOBILENUMPASSREG3) continue;
        r = on(r);
      }
    }
    if (!r.enabled) continue;
    if (field === 'verificationCode' && !shown.some((s) => s.field === 'mobileNum')) continue;
    shown.push(r);
  }
  // Mobile registration leads with the number and its code.
  if (method === 'registerMobile') {
    const first = (r: RegisterFieldRule) => (r.field === 'mobileNum' || r.field === 'verificationCode' ? 0 : 1);
    return shown.sort((a, b) => first(a) - first(b));
  }
  return shown;
}

/** Server codes that belong to one field. */
export const CODE_FIELD: Record<string, RegisterField> = {
  account_taken: 'username',
  mobile_taken: 'mobileNum',
  password_mismatch: 'confirmPassword',
  captcha_required: 'captcha',
  captcha_invalid: 'captcha',
  sms_invalid_code: 'verificationCode',
  sms_code_expired: 'verificationCode',
  sms_missing_code: 'verificationCode',
};

export const INPUT_MODE: Partial<Record<RegisterField, 'tel' | 'email' | 'numeric'>> = {
  mobileNum: 'tel',
  email: 'email',
  verificationCode: 'numeric',
};

export const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  mobileNum: 'tel-national',
  email: 'email',
  verificationCode: 'one-time-code',
  payeeName: 'name',
};
