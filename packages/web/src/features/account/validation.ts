import { checkField, type FieldRule } from '@wl/contract/patterns';
import type { RegisterFieldRule } from '@wl/contract/schemas';

const DEFAULT_MOBILE_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 15,
  patternId: 7,
  acceptedPattern: null,
};

/** Spec 5 "SMS login: mobile number required and must pass a mobile rule" (the brand's mobileNum rule). */
export function mobileRule(rules: RegisterFieldRule[]): FieldRule {
  const rule = rules.find((r) => r.field === 'mobileNum');
  return rule ? { ...rule, enabled: true, required: true } : DEFAULT_MOBILE_RULE;
}

export function isValidMobile(value: string, rules: RegisterFieldRule[]): boolean {
  return checkField(mobileRule(rules), value) === null;
}

/** The brand's password rule for a new password (change, reset, forgot by phone), required; none when it has none. */
export function newPasswordRules(rules: RegisterFieldRule[]): { newPassword: FieldRule } | undefined {
  const rule = rules.find((r) => r.field === 'password');
  return rule ? { newPassword: { ...rule, enabled: true, required: true } } : undefined;
}
