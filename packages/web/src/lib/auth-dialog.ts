import { createStore, useStoreValue } from './create-store';

export type AuthDialog = 'login' | 'register' | null;

/** Which auth popup is open when it was opened in place (not through the /login or /register route). */
const dialog = createStore<AuthDialog>(null);

export const openAuthDialog = (which: Exclude<AuthDialog, null>) => dialog.set(which);
export const closeAuthDialog = () => dialog.set(null);
export const useAuthDialogState = () => useStoreValue(dialog);
