import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_PASSWORD_RULE, paymentPasswordProblem, paymentPasswordRule } from './payment-password.js';
import type { RegisterFieldRule } from './schemas.js';

const brandRule = (over: Partial<RegisterFieldRule>): RegisterFieldRule => ({
  field: 'paymentPassword',
  enabled: false,
  required: false,
  minLength: 4,
  maxLength: 8,
  patternId: 7,
  acceptedPattern: null,
  ...over,
});

describe('payment password rule', () => {
  it('is six digits for a brand without its own rule', () => {
    expect(paymentPasswordRule([])).toEqual(DEFAULT_PAYMENT_PASSWORD_RULE);
    expect(paymentPasswordProblem([], '123456')).toBeNull();
    expect(paymentPasswordProblem([], '12345')).toEqual({ kind: 'pattern', patternId: 7, min: 6, max: 6 });
    expect(paymentPasswordProblem([], '')).toEqual({ kind: 'required' });
  });

  it("is the brand's registration rule, required even where registration hides the field", () => {
    const rules = [brandRule({})];
    expect(paymentPasswordProblem(rules, '1234')).toBeNull();
    expect(paymentPasswordProblem(rules, '123456789')).toEqual({ kind: 'pattern', patternId: 7, min: 4, max: 8 });
    expect(paymentPasswordProblem(rules, '')).toEqual({ kind: 'required' });
    expect(paymentPasswordProblem([brandRule({ patternId: 5, minLength: 6 })], 'abc123')).toBeNull();
  });
});
