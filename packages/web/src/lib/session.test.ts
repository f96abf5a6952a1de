import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  getHistoryLanguage,
  getSessionSnapshot,
  getTheme,
  getToken,
  readCache,
  SESSION_KEYS,
  saveMember,
  setHistoryLanguage,
  setMerchant,
  setTheme,
  setToken,
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
});
