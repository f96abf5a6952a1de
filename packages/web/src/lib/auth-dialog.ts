import { createStore, useStoreValue } from './create-store';

/**
 * The account popups of spec 2 "Modals" (login, register, forgot password, change password), the reset-password
 * popup of the e-mailed link, and the bonus prompt that follows a registration (spec 4).
 */
export type AuthDialog = 'login' | 'register' | 'forgot' | 'changePassword' | 'resetPassword' | 'bonus' | null;

/** Which auth popup is open when it was opened in place (not through the /login or /register route). */
const dialog = createStore<AuthDialog>(null);

export const openAuthDialog = (which: Exclude<AuthDialog, null>) => dialog.set(which);
export const closeAuthDialog = () => dialog.set(null);
export const useAuthDialogState = () => useStoreValue(dialog);

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
