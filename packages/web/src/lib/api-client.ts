import ROUTE_META from 'virtual:wl-route-meta';
import { ApiError, isApiError, readEnvelope, send } from '@wl/contract/envelope-client';
import type { RouteName, Routes } from '@wl/contract/routes';
import type { PublicJwk } from '@wl/contract/schemas';
import type { z } from 'zod';
import { loadFontsForText } from '../i18n/script-fonts';
import { openAuthDialog } from './auth-dialog';
import { clearSession, getToken, setMustChangePassword } from './session';

/** What a caller passes: the request schema's input (defaults may be left out). */
export type CallInput<N extends RouteName> = z.input<Routes[N]['request']>;
/** What a call answers: the envelope's value, as the response schema outputs it. */
export type CallOutput<N extends RouteName> = z.output<Routes[N]['response']>;

export { ApiError, type FieldIssue, isApiError } from '@wl/contract/envelope-client';

let publicKey: PublicJwk | null = null;

/** The status call publishes the key for encrypted (E) calls (design.md "The contract"). */
export function setEncryptionKey(key: PublicJwk | null): void {
  publicKey = key;
}

/**
 * Encrypts any payload the way E calls are sent (a compact JWE of its JSON). Free play sends one as a field
 * value (spec 7 "encrypted random string").
 */
export async function encryptPayload(payload: unknown): Promise<string> {
  if (!publicKey) throw new ApiError('unknown_error', 'Encryption key not loaded', 0);
  // Loaded lazily: only encrypted calls (login, register, password) need jose.
  const { CompactEncrypt, importJWK } = await import('jose');
  const key = await importJWK(publicKey, 'RSA-OAEP-256');
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM', kid: publicKey.kid })
    .encrypt(key);
}

function toParams(data: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) params.set(key, value.join(','));
      else if (typeof value === 'object') params.set(key, JSON.stringify(value));
      else params.set(key, String(value));
    }
  }
  return params;
}

type RouteMeta = (typeof ROUTE_META)[RouteName];

async function buildRequest(
  def: RouteMeta,
  payload: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<{ url: string; init: RequestInit }> {
  const headers: Record<string, string> = { ...extraHeaders, Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const data = payload ?? {};
  if (def.method === 'GET' || def.method === 'DELETE') {
    const query = toParams(data).toString();
    return { url: query ? `${def.path}?${query}` : def.path, init: { method: def.method, headers } };
  }
  let body: string;
  if (def.encrypted) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify({ value: await encryptPayload(data) });
  } else if (def.bodyType === 'form') {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = toParams(data).toString();
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(data);
  }
  return { url: def.path, init: { method: def.method, headers, body } };
}

/**
 * Call an API route by its contract name: `call('memberInfo')`. Resolves to the envelope's value.
 * `headers` adds request headers, such as the in-house games' launch session (`X-Game-Session`).
 */
export async function call<N extends RouteName>(
  name: N,
  payload?: CallInput<N>,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<CallOutput<N>> {
  const def = ROUTE_META[name];
  const { url, init } = await buildRequest(def, payload, options.headers);
  const response = await send(url, { ...init, credentials: 'same-origin', signal: options.signal ?? null });
  try {
    // The route table types the value; the server built it from the same contract schema.
    const value = (await readEnvelope(response)) as CallOutput<N>;
    // Text in a script that needs a bundled font gets it before it is drawn (i18n/script-fonts.ts).
    await loadFontsForText(value);
    return value;
  } catch (error) {
    if (def.auth === 'token' && isApiError(error)) sessionEnded(name, error.code);
    throw error;
  }
}

/**
 * A token call that answers not_logged_in means the token is dead: the session is cleared and the login popup
 * shown (not after a logout, which clears the session itself). password_change_required means the session
 * must change its password first, which opens the change-password modal.
 */
function sessionEnded(name: RouteName, code: string): void {
  if (code === 'not_logged_in' && name !== 'logout') {
    const hadToken = getToken() !== null;
    clearSession();
    if (hadToken) openAuthDialog('login');
  } else if (code === 'password_change_required') {
    setMustChangePassword(true);
  }
}
