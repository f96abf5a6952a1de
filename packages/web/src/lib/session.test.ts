import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getHistoryLanguage,
  getInvitationCode,
  getRememberedLogin,
  getSessionSnapshot,
  getTheme,
  getToken,
  readCache,
  rememberLogin,
  SESSION_KEYS,
  saveMember,
  setHistoryLanguage,
  setInvitationCode,
  setMerchant,
  setMustChangePassword,
  setTheme,
  setToken,
  startSession,
  subscribeSession,
  writeCache,
} from './session';

describe('session', () => {
  it('keeps the token in session storage under the spec key', () => {
    setToken('abc');
    expect(getToken()).toBe('abc');
    expect(window.sessionStorage.getItem('token')).toBe('abc');
  });

  it('marks agents and trial users from the configured type lists (spec 4)', () => {
    setToken('t');
    saveMember({ id: 7, account: 'agent7', nickname: 'Seven', type: 41 }, { agentTypes: [1, 41], trialTypes: [4] });
    expect(getSessionSnapshot()).toMatchObject({ token: 't', account: 'agent7', isAgent: true, isTrial: false });
    expect(window.sessionStorage.getItem(SESSION_KEYS.customerId)).toBe('7');
    saveMember({ id: 8, account: 'trial', nickname: '', type: 4 }, { agentTypes: [1, 41], trialTypes: [4] });
    expect(getSessionSnapshot()).toMatchObject({ isAgent: false, isTrial: true });
  });

  it('logout clears session storage except merchant and merchantCode (spec 4)', () => {
    setMerchant('DEMO', 'Demo Casino');
    setToken('t');
    saveMember({ id: 1, account: 'a', nickname: 'n', type: 0 }, { agentTypes: [], trialTypes: [] });
    writeCache('winners', [{ customerName: 'x' }]);
    clearSession();
    expect(getToken()).toBeNull();
    expect(readCache('winners')).toBeNull();
    expect(window.sessionStorage.getItem('merchant')).toBe('Demo Casino');
    expect(window.sessionStorage.getItem('merchantCode')).toBe('DEMO');
    expect(window.sessionStorage.length).toBe(2);
  });

  it('notifies subscribers and gives a new snapshot only after a change', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const before = getSessionSnapshot();
    expect(getSessionSnapshot()).toBe(before);
    setToken('x');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getSessionSnapshot()).not.toBe(before);
    unsubscribe();
  });

  it('keeps language and theme in local storage', () => {
    expect(getTheme()).toBe('dark');
    setTheme('light');
    expect(getTheme()).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    setHistoryLanguage('BN');
    expect(getHistoryLanguage()).toBe('BN');
    expect(window.localStorage.getItem('historyLanguage')).toBe('BN');
    clearSession();
    expect(getHistoryLanguage()).toBe('BN');
  });

  it('caches survive as JSON until replaced', () => {
    writeCache('hotGames', [{ nodeId: 1 }]);
    expect(readCache('hotGames')).toEqual([{ nodeId: 1 }]);
    writeCache('hotGames', null);
    expect(readCache('hotGames')).toBeNull();
  });

  it('remember-me keeps account and password for one day, then forgets them (spec 4, 9)', () => {
    const now = 1_000_000;
    rememberLogin({ username: 'demo01', password: 'demo1234' }, now);
    expect(getRememberedLogin(now + 23 * 3600_000)).toEqual({ username: 'demo01', password: 'demo1234' });
    expect(getRememberedLogin(now + 24 * 3600_000 + 1)).toBeNull();
    expect(window.localStorage.getItem('rememberMe')).toBeNull();
    rememberLogin({ username: 'a', password: 'b' }, now);
    rememberLogin(null);
    expect(getRememberedLogin(now)).toBeNull();
  });

  it('a session that must change its password is marked in the same change as its token', () => {
    startSession('t1', { mustChangePassword: true, firstLogin: true });
    expect(getSessionSnapshot()).toMatchObject({ token: 't1', mustChangePassword: true });
    expect(window.sessionStorage.getItem('firstLogin')).toBe('true');
    setMustChangePassword(false);
    expect(getSessionSnapshot().mustChangePassword).toBe(false);
  });

  it('keeps invitation codes from links across logouts', () => {
    setInvitationCode('affiliateCode', ' AGENT01 ');
    clearSession();
    expect(getInvitationCode('affiliateCode')).toBe('AGENT01');
  });
});
