import { z } from 'zod';
import { CONSTANTS, MAX_AMOUNT } from './constants.js';
import { MIN_AMOUNT } from './inputs.js';

/**
 * The amount a member types (deposit, withdrawal, transfer) read as a money number: digits with optional thousands
 * commas and at most `decimals` decimals (the brand's balance decimals, spec 9 "Balance: 2 decimals"), more than
 * zero. Null when it does not read as one. Web and server read a typed amount this one way.
 */
export function parseAmount(typed: string, decimals: number = CONSTANTS.balanceDecimals): number | null {
  const cleaned = typed.trim().replace(/,/g, '');
  const fraction = decimals > 0 ? `(\\.\\d{1,${decimals}})?` : '';
  if (!new RegExp(`^\\d+${fraction}$`).test(cleaned)) return null;
  const amount = Number(cleaned);
  return amount > 0 && amount <= MAX_AMOUNT ? amount : null;
}

/**
 * Messages of an amount input's issues. They are the web's translation keys (as checkField's reg_pattern_N): the
 * min and max keys take the limit as {{min}} / {{max}}, carried in the issue's `params`.
 */
export const AMOUNT_MESSAGES = {
  required: 'input_required',
  invalid: 'cashier_error_amount',
  min: 'cashier_error_min',
  max: 'cashier_error_max',
} as const;

export interface AmountLimits {
  min?: number | undefined;
  max?: number | undefined;
  decimals?: number | undefined;
  /** A form's own wording of a problem (a transfer says "below the minimum transfer"). */
  messages?: Partial<Record<keyof typeof AMOUNT_MESSAGES, string>> | undefined;
}

/**
 * A form's amount field: the typed string in, the money number out (`z.input` is string, `z.output` number), with
 * the channel's or limit's min and max. Issues carry AMOUNT_MESSAGES and, for min/max, `params: { min }`/`{ max }`.
 */
export function amountInput({ min = MIN_AMOUNT, max = MAX_AMOUNT, decimals, messages = {} }: AmountLimits = {}) {
  const say = { ...AMOUNT_MESSAGES, ...messages };
  return z.string().transform((typed, ctx) => {
    if (typed.trim() === '') {
      ctx.addIssue({ code: 'custom', message: say.required });
      return z.NEVER;
    }
    const amount = parseAmount(typed, decimals);
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: say.invalid });
      return z.NEVER;
    }
    if (amount < min) {
      ctx.addIssue({ code: 'custom', message: say.min, params: { min } });
      return z.NEVER;
    }
    if (amount > max) {
      ctx.addIssue({ code: 'custom', message: say.max, params: { max } });
      return z.NEVER;
    }
    return amount;
  });
}
