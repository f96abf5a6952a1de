import type { OperatorValue } from '@wl/contract/operator-routes/auth';

/**
 * The one module that owns the console's browser storage (conventions.md "Web"). The operator's token and who they
 * are live in session storage (gone with the tab); the theme and language choices in local storage. The keys are
 * the console's own, apart from the player site's.
 */
export const SESSION_KEYS = {
  token: 'consoleToken',
  expiresAt: 'consoleExpiresAt',
  operator: 'consoleOperator',
  brand: 'consoleBrand',
} as const;

export const LOCAL_KEYS = {
  theme: 'consoleTheme',
  language: 'consoleLanguage',
} as const;

export type Theme = 'light' | 'dark';

export interface OperatorSession {
  token: string;
  expiresAt: string;
  operator: OperatorValue;
}

const listeners = new Set<() => void>();
let snapshot: OperatorSession | null | undefined;

function notify(): void {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function read(): OperatorSession | null {
  const token = window.sessionStorage.getItem(SESSION_KEYS.token);
  const expiresAt = window.sessionStorage.getItem(SESSION_KEYS.expiresAt) ?? '';
  const operatorText = window.sessionStorage.getItem(SESSION_KEYS.operator);
  if (!token || !operatorText) return null;
  try {
    return { token, expiresAt, operator: JSON.parse(operatorText) as OperatorValue };
  } catch {
    return null;
  }
}

/** The signed-in operator, or null; the same object until the session changes (for useSyncExternalStore). */
export function getSession(): OperatorSession | null {
  if (snapshot === undefined) snapshot = read();
  return snapshot;
}

export function getToken(): string | null {
  return window.sessionStorage.getItem(SESSION_KEYS.token);
}

export function saveSession(session: OperatorSession): void {
  window.sessionStorage.setItem(SESSION_KEYS.token, session.token);
  window.sessionStorage.setItem(SESSION_KEYS.expiresAt, session.expiresAt);
  window.sessionStorage.setItem(SESSION_KEYS.operator, JSON.stringify(session.operator));
  notify();
}

/** The server's fresh view of the operator (role, brands) replaces the one stored at login. */
export function updateOperator(operator: OperatorValue): void {
  if (!getToken()) return;
  const current = window.sessionStorage.getItem(SESSION_KEYS.operator);
  const next = JSON.stringify(operator);
  if (current === next) return;
  window.sessionStorage.setItem(SESSION_KEYS.operator, next);
  notify();
}

export function clearSession(): void {
  for (const key of Object.values(SESSION_KEYS)) window.sessionStorage.removeItem(key);
  notify();
}

export function getBrand(): string | null {
  return window.sessionStorage.getItem(SESSION_KEYS.brand);
}

export function setBrand(brand: string): void {
  window.sessionStorage.setItem(SESSION_KEYS.brand, brand);
  notify();
}

export function getTheme(): Theme {
  return window.localStorage.getItem(LOCAL_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

export function setTheme(theme: Theme): void {
  window.localStorage.setItem(LOCAL_KEYS.theme, theme);
}

export function getLanguage(): string | null {
  return window.localStorage.getItem(LOCAL_KEYS.language);
}

export function setLanguage(code: string): void {
  window.localStorage.setItem(LOCAL_KEYS.language, code);
}
