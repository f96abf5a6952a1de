import { createStore, useStoreValue } from '../../lib/create-store';

/**
 * Spec 4 "Login": the captcha field is hidden at first and shown from the first failed login whose answer asks
 * for it. Shared by the header form and the popup, so a header login that needs a captcha continues there.
 */
const loginCaptcha = createStore(false);

export const requireLoginCaptcha = () => loginCaptcha.set(true);
export const resetLoginCaptcha = () => loginCaptcha.set(false);
export const useLoginCaptchaRequired = () => useStoreValue(loginCaptcha);

/** The username typed in the header form, carried into the popup when the login continues there. */
const loginPrefill = createStore('');

export const setLoginPrefill = (username: string) => loginPrefill.set(username);
export const takeLoginPrefill = (): string => {
  const value = loginPrefill.get();
  loginPrefill.set('');
  return value;
};
