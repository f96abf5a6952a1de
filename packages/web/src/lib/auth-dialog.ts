import { createStore, useStoreValue } from './create-store';

/**
 * The account popups of spec 2 "Modals" (login, register, forgot password, change password), the reset-password
 * popup of the e-mailed link, and the bonus prompt that follows a registration (spec 4). The popups are
 * features/account's; the store that opens them is here because every feature asks for a login (a game launch, a
 * favourite, a cashier button).
 */
export type AuthDialog = 'login' | 'register' | 'forgot' | 'changePassword' | 'resetPassword' | 'bonus' | null;

/** Which auth popup is open when it was opened in place (not through the /login or /register route). */
const dialog = createStore<AuthDialog>(null);

export const openAuthDialog = (which: Exclude<AuthDialog, null>) => dialog.set(which);
export const closeAuthDialog = () => dialog.set(null);
export const useAuthDialogState = () => useStoreValue(dialog);
