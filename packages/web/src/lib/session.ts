import { CONSTANTS } from '@wl/contract/constants';
import type { MemberInfo } from '@wl/contract/schemas';

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
  /** Set by a login whose answer says firstTimeLogin; the announcements (execution F) read it. */
  firstLogin: 'firstLogin',
  /** The session logged in with passwordExpired: only the change-password call works until it is done. */
  mustChangePassword: 'mustChangePassword',
  /** Header balance shown or masked (the eye toggle). */
  balanceVisible: 'balanceVisible',
  /** Spec 4 "Popups": the announcement popup was closed, once per session per logged-in or anonymous state. */
  popupClosedMember: 'popupClosedMember',
  popupClosedAnonymous: 'popupClosedAnonymous',
} as const;

export const LOCAL_KEYS = {
  historyLanguage: 'historyLanguage',
  theme: 'theme',
  /** Spec 4 "Remember-me saves credentials and last user for one day". */
  rememberMe: 'rememberMe',
  /** Invitation codes from links (spec 3 "Affiliate and referral codes fall back to stored ones"). */
  affiliateCode: 'affiliateCode',
  referralCode: 'referralCode',
} as const;

/** Spec 4 "Logout": session storage is cleared except these. */
const KEPT_ON_CLEAR: readonly string[] = [
  SESSION_KEYS.merchant,
  SESSION_KEYS.merchantCode,
  // The anonymous popup was seen in this browser session; logging out must not show it again. The member's flag
  // goes with the login, so the next login's popups show.
  SESSION_KEYS.popupClosedAnonymous,
];

export type Theme = 'dark' | 'light';
export type CacheName = 'hotGames' | 'winners' | 'gameVendors';

export interface SessionSnapshot {
  token: string | null;
  account: string | null;
  nickname: string | null;
  isAgent: boolean;
  isTrial: boolean;
  mustChangePassword: boolean;
  balanceVisible: boolean;
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
      mustChangePassword: read('session', SESSION_KEYS.mustChangePassword) === 'true',
      balanceVisible: read('session', SESSION_KEYS.balanceVisible) !== 'false',
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

/**
 * Spec 4 "Login: on success the token is saved". A session that must change its password first (passwordExpired)
 * is marked so, in the same change, so nothing asks for member info with a token that only may change the password.
 */
export function startSession(
  token: string,
  options: { mustChangePassword?: boolean; firstLogin?: boolean } = {},
): void {
  write('session', SESSION_KEYS.token, token);
  write('session', SESSION_KEYS.mustChangePassword, options.mustChangePassword ? 'true' : null);
  if (options.firstLogin) write('session', SESSION_KEYS.firstLogin, 'true');
  changed();
}

/** The server says this session must change its password (403 password_change_required), or it just did. */
export function setMustChangePassword(must: boolean): void {
  if ((read('session', SESSION_KEYS.mustChangePassword) === 'true') === must) return;
  write('session', SESSION_KEYS.mustChangePassword, must ? 'true' : null);
  changed();
}

export function isFirstLogin(): boolean {
  return read('session', SESSION_KEYS.firstLogin) === 'true';
}

export type PopupState = 'member' | 'anonymous';

const POPUP_KEY = { member: SESSION_KEYS.popupClosedMember, anonymous: SESSION_KEYS.popupClosedAnonymous } as const;

/** Spec 4 "Popups: announcement popups show once per session per logged-in/anonymous state". */
export function isPopupClosed(state: PopupState): boolean {
  return read('session', POPUP_KEY[state]) === 'true';
}

export function closePopup(state: PopupState): void {
  write('session', POPUP_KEY[state], 'true');
}

export function setBalanceVisible(visible: boolean): void {
  write('session', SESSION_KEYS.balanceVisible, String(visible));
  changed();
}

export interface RememberedLogin {
  username: string;
  password: string;
}

/** Spec 4/9: remember-me keeps the account, its password and the last user for one day, then forgets them. */
export function rememberLogin(login: RememberedLogin | null, now: number = Date.now()): void {
  write(
    'local',
    LOCAL_KEYS.rememberMe,
    login ? JSON.stringify({ ...login, lastUser: login.username, expiresAt: now + CONSTANTS.rememberMeMs }) : null,
  );
}

export function getRememberedLogin(now: number = Date.now()): RememberedLogin | null {
  const raw = read('local', LOCAL_KEYS.rememberMe);
  if (!raw) return null;
  try {
    const saved = JSON.parse(raw) as Partial<RememberedLogin & { expiresAt: number }>;
    if (typeof saved.expiresAt === 'number' && saved.expiresAt > now && typeof saved.username === 'string') {
      return { username: saved.username, password: typeof saved.password === 'string' ? saved.password : '' };
    }
  } catch {
    // A damaged entry is treated as none.
  }
  write('local', LOCAL_KEYS.rememberMe, null);
  return null;
}

export type InvitationCode = 'affiliateCode' | 'referralCode';

export function getInvitationCode(kind: InvitationCode): string | null {
  return read('local', LOCAL_KEYS[kind]);
}

export function setInvitationCode(kind: InvitationCode, code: string): void {
  write('local', LOCAL_KEYS[kind], code.trim() || null);
}

/** What the session keeps of a member info answer (spec 3). */
export type MemberFields = Pick<MemberInfo, 'id' | 'account' | 'nickname' | 'type'>;

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
