import { checkField, type FieldProblem, type FieldRule } from '@wl/contract/patterns';
import type { RegisterFieldRule } from '@wl/contract/schemas';
import type { TFunction } from 'i18next';

/**
 * Spec 5: a pattern error is the text of reg_pattern_{patternId} with (min) and (max) replaced by the lengths;
 * when they are equal one number is shown. A rule with only lengths (no patternId) uses the any-text message.
 */
export function patternMessage(
  t: TFunction,
  problem: { patternId: number | null; min: number | null; max: number | null },
) {
  const text = t(`reg_pattern_${problem.patternId ?? 1}`);
  const min = problem.min ?? 1;
  const max = problem.max;
  if (max === null) return text.replace(/\(min\)\s*[-–~]\s*\(max\)/u, `${min}+`).replaceAll('(min)', String(min));
  if (min === max)
    return text
      .replace(/\(min\)\s*[-–~]\s*\(max\)/u, String(min))
      .replaceAll('(min)', String(min))
      .replaceAll('(max)', String(max));
  return text.replaceAll('(min)', String(min)).replaceAll('(max)', String(max));
}

/** The message of one field problem: 'Input cannot be empty' or the pattern text. */
export function problemText(t: TFunction, problem: FieldProblem): string {
  return problem.kind === 'required' ? t('input_required') : patternMessage(t, problem);
}

/** A server field issue (invalid_input details): 'required' or 'reg_pattern_<id>', with the rule's lengths. */
export function issueText(t: TFunction, message: string, rule: FieldRule | undefined): string {
  if (message === 'required') return t('input_required');
  const match = /^reg_pattern_(\d+)$/u.exec(message);
  if (match) {
    return patternMessage(t, {
      patternId: Number(match[1]),
      min: rule?.minLength ?? null,
      max: rule?.maxLength ?? null,
    });
  }
  return t(message, { defaultValue: t('invalid_input') });
}

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

/** The password rule of the brand for a new password (change, reset), required. */
export function newPasswordProblem(value: string, rules: RegisterFieldRule[]): FieldProblem | null {
  const rule = rules.find((r) => r.field === 'password');
  if (!value) return { kind: 'required' };
  return rule ? checkField({ ...rule, enabled: true, required: true }, value) : null;
}
