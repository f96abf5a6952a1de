/**
 * Reading the envelope (envelope.ts) on the calling side, once for every client of the API (the player site, the
 * console, outside tools written in TypeScript): a network failure, an answer that is not JSON, an envelope that
 * is not one, and a failure envelope all become one `ApiError` whose `code` is a contract code (also an i18n key)
 * or `network_error`.
 */

/** One field problem of an invalid_input answer. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** A failed call: `code` is a contract ERRORS code (also an i18n key) or `network_error`. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** Extra data a failure carries (spec 8: captcha after a failed login). */
  readonly value: unknown;
  readonly details: FieldIssue[];

  constructor(code: string, message: string, status: number, value?: unknown, details: FieldIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
    this.details = details;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
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

/** fetch, with a failure to reach the server as `network_error` (an abort stays an abort). */
export async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('network_error', 'Network link is abnormal, please try again', 0);
  }
}

/** The value of a success envelope; anything else throws its ApiError. */
export async function readEnvelope(response: Response): Promise<unknown> {
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
    throw new ApiError(code, message, response.status, env.value, fieldIssues(env.details));
  }
  return env.value;
}
