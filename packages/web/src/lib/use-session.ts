import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, type SessionSnapshot, subscribeSession } from './session';

export interface LoginState extends SessionSnapshot {
  isLogin: boolean;
}

/**
 * Spec 3 "Login state: isLogin, isAgent, isTrial", live from the session module. A session that must first change
 * its password is not logged in yet (spec 4: member info loads only after that).
 */
export function useSession(): LoginState {
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
  return { ...snapshot, isLogin: snapshot.token !== null && !snapshot.mustChangePassword };
}
