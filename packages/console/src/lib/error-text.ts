import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/**
 * What a failure names in its value, for the text to say (`lottery_results_awaiting_confirmation` names the draws in
 * `value.numeros`): strings and numbers as they are, lists joined.
 */
function namedValues(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, v]): [string, string][] => {
      if (Array.isArray(v)) return [[key, v.map(String).join(', ')]];
      return typeof v === 'string' || typeof v === 'number' ? [[key, String(v)]] : [];
    }),
  );
}

/** The text of a failed call: every contract code is an i18n key; an unknown code shows the server's message. */
export function errorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) return t(error.code, { ...namedValues(error.value), defaultValue: error.message });
  return t('unknown_error');
}
