/**
 * The 16 validation pattern kinds of spec section 5, by patternId. A registration field rule names one
 * (patternId) or carries its own acceptedPattern, where '*' means any text. Server and web validate with
 * the same functions, so a rule the page accepts is a rule the server accepts.
 */
export const PATTERNS = {
  1: { kind: 'any', regex: /^[\s\S]*$/u },
  2: { kind: 'letter_first_alnum', regex: /^[A-Za-z][A-Za-z0-9]*$/u },
  3: { kind: 'chinese_digits', regex: /^[\u4e00-\u9fff0-9]+$/u },
  4: { kind: 'email', regex: /^[^\s@]+@[^\s@]+\.[^\s@]+$/u },
  5: { kind: 'alnum_no_special', regex: /^[A-Za-z0-9]+$/u },
  6: { kind: 'letters_and_digits_required', regex: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/u },
  7: { kind: 'digits', regex: /^[0-9]+$/u },
  8: { kind: 'alnum_one_uppercase', regex: /^(?=.*[A-Z])[A-Za-z0-9]+$/u },
  9: { kind: 'english_letters_spaces', regex: /^[A-Za-z ]+$/u },
  10: { kind: 'no_spaces', regex: /^\S+$/u },
  11: { kind: 'chinese_punctuation', regex: /^[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef·]+$/u },
  12: {
    kind: 'date',
    regex:
      /^(?:[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])|(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])-[0-9]{4})$/u,
  },
  13: { kind: 'letters_spaces', regex: /^[\p{L}\p{M} ]+$/u },
  14: { kind: 'alphabets_numbers', regex: /^[\p{L}\p{M}\p{N}]+$/u },
  15: { kind: 'korean', regex: /^[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f ]+$/u },
  16: { kind: 'thai', regex: /^[\u0e00-\u0e7f ]+$/u },
} as const;

export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS).map(Number) as PatternId[];

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  minLength: number | null;
  maxLength: number | null;
  patternId: number | null;
  /** A regular expression source, or '*' for any text (spec 3 "Registration field rule"). */
  acceptedPattern: string | null;
}

export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'pattern'; patternId: number | null; min: number | null; max: number | null };

/**
 * Checks one value against one rule. Returns null when it passes. A pattern failure carries what the web needs
 * for the reg_pattern_{patternId} message with (min) and (max) replaced (spec 5).
 */
export function checkField(rule: FieldRule, raw: string | null | undefined): FieldProblem | null {
  if (!rule.enabled) return null;
  const value = raw ?? '';
  if (value === '') return rule.required ? { kind: 'required' } : null;
  const fail: FieldProblem = { kind: 'pattern', patternId: rule.patternId, min: rule.minLength, max: rule.maxLength };
  const length = [...value].length;
  if (rule.minLength !== null && length < rule.minLength) return fail;
  if (rule.maxLength !== null && length > rule.maxLength) return fail;
  if (rule.acceptedPattern && rule.acceptedPattern !== '*') {
    let accepted: RegExp;
    try {
      accepted = new RegExp(`^(?:${rule.acceptedPattern})$`, 'u');
    } catch {
      return fail;
    }
    if (!accepted.test(value)) return fail;
  } else if (rule.acceptedPattern !== '*' && rule.patternId !== null) {
    const pattern = PATTERNS[rule.patternId as PatternId];
    if (pattern && !pattern.regex.test(value)) return fail;
  }
  return null;
}
