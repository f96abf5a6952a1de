import { checkField, type FieldProblem, type FieldRule } from './patterns.js';
import type { RegisterFieldRule } from './schemas.js';

/** A brand without its own payment-password rule asks for 6 digits (spec 5, pattern 7 "digits"). */
export const DEFAULT_PAYMENT_PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 6,
  patternId: 7,
  acceptedPattern: null,
};

/**
 * The brand's payment-password rule: its registration rule for `paymentPassword` (spec 3 "Registration field
 * rule"), enabled and required even where registration hides the field, or the 6-digit default.
 */
export function paymentPasswordRule(rules: readonly RegisterFieldRule[]): FieldRule {
  const rule = rules.find((r) => r.field === 'paymentPassword');
  if (!rule) return DEFAULT_PAYMENT_PASSWORD_RULE;
  const { minLength, maxLength, patternId, acceptedPattern } = rule;
  return { enabled: true, required: true, minLength, maxLength, patternId, acceptedPattern };
}

/** What is wrong with a new payment password under the brand's rule, or null: server and web ask the same. */
export function paymentPasswordProblem(rules: readonly RegisterFieldRule[], value: string): FieldProblem | null {
  return checkField(paymentPasswordRule(rules), value);
}
