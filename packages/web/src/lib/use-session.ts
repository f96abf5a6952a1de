import { useSyncExternalStore } from 'react';
import { getSessionSnapshot, type SessionSnapshot, subscribeSession } from './session';

export interface LoginState extends SessionSnapshot {
  isLogin: boolean;
}

/** Spec 3 "Login state: isLogin, isAgent, isTrial", live from the session module. */
export function useSession(): LoginState {
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
  return { ...snapshot, isLogin: snapshot.token !== null };
}
