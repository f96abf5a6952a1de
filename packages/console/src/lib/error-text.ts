import type { TFunction } from 'i18next';
import { isApiError } from './api-client';

/** The text of a failed call: every contract code is an i18n key; an unknown code shows the server's message. */
export function errorText(t: TFunction, error: unknown): string {
  if (isApiError(error)) return t(error.code, { defaultValue: error.message });
  return t('unknown_error');
}
