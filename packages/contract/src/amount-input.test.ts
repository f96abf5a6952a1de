import { describe, expect, it } from 'vitest';
import { AMOUNT_MESSAGES, amountInput, parseAmount } from './amount-input.js';
import { MAX_AMOUNT } from './constants.js';

describe('parseAmount', () => {
  it('reads digits with thousands commas and at most the brand decimals (2)', () => {
    expect(parseAmount('100')).toBe(100);
    expect(parseAmount(' 1,250.50 ')).toBe(1250.5);
    expect(parseAmount('0.01')).toBe(0.01);
    expect(parseAmount('12.345')).toBeNull();
    expect(parseAmount('12.345', 4)).toBe(12.345);
    expect(parseAmount('12.5', 0)).toBeNull();
  });

  it('refuses what is not a positive amount the ledger can hold', () => {
    for (const typed of ['', '0', '0.00', '-5', '1e3', 'abc', '1.', '.5', '1 000', String(MAX_AMOUNT + 1)]) {
      expect(parseAmount(typed), typed).toBeNull();
    }
  });
});

describe('amountInput', () => {
  const schema = amountInput({ min: 10, max: 500 });
  const messageOf = (typed: string) => {
    const result = schema.safeParse(typed);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('turns the typed text into the amount the call takes', () => {
    expect(schema.parse('1,00.5')).toBe(100.5);
  });

  it('says what is wrong: empty, unreadable, below the minimum, above the maximum', () => {
    expect(messageOf('  ')).toBe(AMOUNT_MESSAGES.required);
    expect(messageOf('ten')).toBe(AMOUNT_MESSAGES.invalid);
    expect(messageOf('9.99')).toBe(AMOUNT_MESSAGES.min);
    expect(messageOf('500.01')).toBe(AMOUNT_MESSAGES.max);
    const below = schema.safeParse('5');
    expect(below.success ? null : below.error.issues[0]).toMatchObject({ params: { min: 10 } });
  });
});

describe('amountInput messages', () => {
  it("says a problem in the form's own words when it has them", () => {
    const schema = amountInput({ min: 10, messages: { min: 'transfer_amount_below_min' } });
    const result = schema.safeParse('5');
    expect(result.success ? null : result.error.issues[0]?.message).toBe('transfer_amount_below_min');
  });
});
