import { createStore, useStoreValue } from '../../lib/create-store';

/**
 * Spec 4 "Login": the captcha field is hidden at first and shown from the first failed login whose answer asks
 * for it. Shared by the header form and the popup, so a header login that needs a captcha continues there.
 */
const loginCaptcha = createStore(false);

export const requireLoginCaptcha = () => loginCaptcha.set(true);
export const resetLoginCaptcha = () => loginCaptcha.set(false);
export const useLoginCaptchaRequired = () => useStoreValue(loginCaptcha);

/**
 * What the header form carries into the popup when the login continues there: the username typed, and why the
 * header's attempt was refused, shown again beside the captcha it led to (spec 4, 8).
 */
export interface LoginPrefill {
  username: string;
  error: string | null;
}

const EMPTY: LoginPrefill = { username: '', error: null };
const loginPrefill = createStore<LoginPrefill>(EMPTY);

export const setLoginPrefill = (prefill: LoginPrefill) => loginPrefill.set(prefill);
export const takeLoginPrefill = (): LoginPrefill => {
  const value = loginPrefill.get();
  loginPrefill.set(EMPTY);
  return value;
};
