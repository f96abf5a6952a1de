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
/**
 * Read while the popup's form first renders; cleared once that form is on screen (`clearLoginPrefill` in an
 * effect), not while rendering: a render React throws away (the lazy popup suspending) must not use it up.
 */
export const peekLoginPrefill = (): LoginPrefill => loginPrefill.get();
export const clearLoginPrefill = (): void => {
  loginPrefill.set(EMPTY);
};
