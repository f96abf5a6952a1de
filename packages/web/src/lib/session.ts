/**
 * The one module that owns browser storage (conventions.md "Web"). Session storage keys are the ones of
 * spec 3 "Session storage keys"; local storage holds the language choice (spec 9 "history-language key")
 * and the theme. Nothing else reads or writes sessionStorage or localStorage.
 */

export const SESSION_KEYS = {
  token: 'token',
  nickname: 'nickname',
  account: 'account',
  username: 'username',
  customerId: 'customerId',
  isAgent: 'isAgent',
  isTrial: 'isTrial',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  merchantWallet: 'merchantWallet',
  validate: 'validate',
  consolidated: 'consolidated',
  enableSalary: 'enableSalary',
  enableContract: 'enableContract',
  hotGamesCache: 'hotGames',
  winnersCache: 'winners',
  gameVendorsCache: 'gameVendors',
} as const;

export const LOCAL_KEYS = { historyLanguage: 'historyLanguage', theme: 'theme' } as const;

/** Spec 4 "Logout": session storage is cleared except these. */
const KEPT_ON_CLEAR: readonly string[] = [SESSION_KEYS.merchant, SESSION_KEYS.merchantCode];

export type Theme = 'dark' | 'light';
export type CacheName = 'hotGames' | 'winners' | 'gameVendors';

export interface SessionSnapshot {
  token: string | null;
  account: string | null;
  nickname: string | null;
  isAgent: boolean;
  isTrial: boolean;
}

function store(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    // Storage can be disabled (private mode, sandboxed iframe); the site still works without it.
    return null;
  }
}

function read(kind: 'session' | 'local', key: string): string | null {
  return store(kind)?.getItem(key) ?? null;
}

function write(kind: 'session' | 'local', key: string, value: string | null): void {
  const s = store(kind);
  if (!s) return;
  if (value === null) s.removeItem(key);
  else s.setItem(key, value);
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | null = null;

function changed(): void {
  snapshot = null;
  for (const listener of listeners) listener();
}

/** Subscribe to session changes (for useSyncExternalStore). */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A stable snapshot of the login state; a new object only after a change. */
export function getSessionSnapshot(): SessionSnapshot {
  if (!snapshot) {
    snapshot = {
      token: read('session', SESSION_KEYS.token),
      account: read('session', SESSION_KEYS.account),
      nickname: read('session', SESSION_KEYS.nickname),
      isAgent: read('session', SESSION_KEYS.isAgent) === 'true',
      isTrial: read('session', SESSION_KEYS.isTrial) === 'true',
    };
  }
  return snapshot;
}

export function getToken(): string | null {
  return read('session', SESSION_KEYS.token);
}

export function setToken(token: string): void {
  write('session', SESSION_KEYS.token, token);
  changed();
}

export interface MemberFields {
  id: number;
  account: string;
  nickname: string;
  type: number;
}

/** Spec 4 "Login": a type in the agent list marks an agent, one in the trial list a trial user. */
export function saveMember(member: MemberFields, lists: { agentTypes: number[]; trialTypes: number[] }): void {
  write('session', SESSION_KEYS.account, member.account);
  write('session', SESSION_KEYS.username, member.account);
  write('session', SESSION_KEYS.nickname, member.nickname);
  write('session', SESSION_KEYS.customerId, String(member.id));
  write('session', SESSION_KEYS.isAgent, String(lists.agentTypes.includes(member.type)));
  write('session', SESSION_KEYS.isTrial, String(lists.trialTypes.includes(member.type)));
  changed();
}

export function setMerchant(merchantCode: string, brandName: string): void {
  write('session', SESSION_KEYS.merchantCode, merchantCode);
  write('session', SESSION_KEYS.merchant, brandName);
}

export function getMerchantCode(): string | null {
  return read('session', SESSION_KEYS.merchantCode);
}

/** Spec 4 "Logout": clear session storage except merchant and merchantCode. */
export function clearSession(): void {
  const s = store('session');
  if (s) {
    const kept = KEPT_ON_CLEAR.map((key) => [key, s.getItem(key)] as const);
    s.clear();
    for (const [key, value] of kept) if (value !== null) s.setItem(key, value);
  }
  changed();
}

/** Caches of hot games, winners and game vendors stay until a refresh is requested (spec 9). */
export function readCache<T>(name: CacheName): T | null {
  const raw = read('session', name);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeCache(name: CacheName, value: unknown): void {
  write('session', name, value === null ? null : JSON.stringify(value));
}

export function getHistoryLanguage(): string | null {
  return read('local', LOCAL_KEYS.historyLanguage);
}

export function setHistoryLanguage(code: string): void {
  write('local', LOCAL_KEYS.historyLanguage, code);
}

export function getTheme(): Theme {
  return read('local', LOCAL_KEYS.theme) === 'light' ? 'light' : 'dark';
}

export function setTheme(theme: Theme): void {
  write('local', LOCAL_KEYS.theme, theme);
}
