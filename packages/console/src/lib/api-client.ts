import { isApiError, readEnvelope, send } from '@wl/contract/envelope-client';
import { OPERATOR_ROUTES, type OperatorRouteName, type OperatorRoutes } from '@wl/contract/operator-routes';
import type { z } from 'zod';
import { clearSession, getSession, getToken, updateOperator } from './session';

/** What a caller passes: the request schema's input (defaults may be left out). */
export type CallInput<N extends OperatorRouteName> = z.input<OperatorRoutes[N]['request']>;
/** What a call answers: the envelope's value, as the response schema outputs it. */
export type CallOutput<N extends OperatorRouteName> = z.output<OperatorRoutes[N]['response']>;

export { ApiError, type FieldIssue, isApiError } from '@wl/contract/envelope-client';

function toQuery(data: unknown): string {
  const params = new URLSearchParams();
  if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined || value === null || value === '') continue;
      params.set(key, String(value));
    }
  }
  return params.toString();
}

/**
 * Calls an operator route by its name in the contract's operator route table: `call('memberSearch', {...})`.
 * Resolves to the envelope's value. A 401 on an operator route means the session is over: it is cleared, and the
 * console goes back to its login page.
 */
export async function call<N extends OperatorRouteName>(
  name: N,
  payload?: CallInput<N>,
  options: { signal?: AbortSignal } = {},
): Promise<CallOutput<N>> {
  const def = OPERATOR_ROUTES[name];
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token && def.auth === 'operator') headers.Authorization = `Bearer ${token}`;
  let url: string = def.path;
  const init: RequestInit = { method: def.method, headers, credentials: 'same-origin', signal: options.signal ?? null };
  if (def.method === 'GET' || def.method === 'DELETE') {
    const query = toQuery(payload);
    if (query) url = `${url}?${query}`;
  } else {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(payload ?? {});
  }
  const response = await send(url, init);
  try {
    // The route table types the value; the server built it from the same contract schema.
    return (await readEnvelope(response)) as CallOutput<N>;
  } catch (error) {
    if (isApiError(error)) {
      if (def.auth === 'operator' && error.status === 401) clearSession();
      // The password must change first (a one-time password, or reset by another operator): the console opens the
      // change-password page, the only one the server still answers.
      const operator = getSession()?.operator;
      if (error.code === 'password_change_required' && operator) {
        updateOperator({ ...operator, mustChangePassword: true });
      }
    }
    throw error;
  }
}
