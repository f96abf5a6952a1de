import { OPERATOR_ROUTES, type OperatorRouteName, type OperatorRoutes } from '@wl/contract/operator-routes';
import type { z } from 'zod';
import { clearSession, getSession, getToken, updateOperator } from './session';

/** What a caller passes: the request schema's input (defaults may be left out). */
export type CallInput<N extends OperatorRouteName> = z.input<OperatorRoutes[N]['request']>;
/** What a call answers: the envelope's value, as the response schema outputs it. */
export type CallOutput<N extends OperatorRouteName> = z.output<OperatorRoutes[N]['response']>;

/** One field problem of an invalid_input answer. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** A failed call: `code` is a contract ERRORS code (also an i18n key) or `network_error`. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: FieldIssue[];

  constructor(code: string, message: string, status: number, details: FieldIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function fieldIssues(details: unknown): FieldIssue[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((d: unknown) => {
    if (!d || typeof d !== 'object') return [];
    const { path, message } = d as { path?: unknown; message?: unknown };
    const where = Array.isArray(path) ? path.join('.') : path;
    return typeof where === 'string' && typeof message === 'string' ? [{ path: where, message }] : [];
  });
}

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
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_error', 'Network link is abnormal, please try again', 0);
  }
  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError(response.ok ? 'unknown_error' : 'network_error', response.statusText, response.status);
  }
  if (!envelope || typeof envelope !== 'object' || !('success' in envelope)) {
    throw new ApiError('unknown_error', 'Unexpected response', response.status);
  }
  const env = envelope as { success: boolean; value?: unknown; code?: unknown; message?: unknown; details?: unknown };
  if (!env.success) {
    const code = typeof env.code === 'string' ? env.code : 'unknown_error';
    const message = typeof env.message === 'string' ? env.message : code;
    if (def.auth === 'operator' && response.status === 401) clearSession();
    // The password must change first (a one-time password, or reset by another operator): the console opens the
    // change-password page, the only one the server still answers.
    const operator = getSession()?.operator;
    if (code === 'password_change_required' && operator) updateOperator({ ...operator, mustChangePassword: true });
    throw new ApiError(code, message, response.status, fieldIssues(env.details));
  }
  // The route table types the value; the server built it from the same contract schema.
  return env.value as CallOutput<N>;
}
