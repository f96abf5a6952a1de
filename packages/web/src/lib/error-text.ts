import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/**
 * Refusals whose detail is the figure of the limit that was hit (issue 14 "the answer names the limit"): a range
 * (`0.01-1000`) or a most (`50`), shown after the sentence.
 */
const NAMED_LIMITS = new Set([
  'lottery_limit_unit_stake',
  'lottery_limit_units',
  'lottery_limit_numero_stake',
  'lottery_limit_numero_payout',
]);

/** The text of a failed call: every contract code is an i18n key; an unknown code shows the server's message. */
export function errorText(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('unknown_error');
  const text = t(error.code, { defaultValue: error.message });
  const figure = NAMED_LIMITS.has(error.code) ? error.details[0]?.message : undefined;
  // The figure isolated (FSI ... PDI), so a range keeps its order in a right-to-left sentence.
  return figure && /^[\d.-]+$/.test(figure) ? `${text} (\u2068${figure}\u2069)` : text;
}
