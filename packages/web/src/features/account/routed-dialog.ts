/** Routes that open their popup over the home page (spec 2 "/login", "/register"; the e-mailed reset link). */
export const ROUTED_DIALOGS = {
  '/login': 'login',
  '/register': 'register',
  '/resetpassword': 'resetPassword',
} as const;

export type RoutedDialog = (typeof ROUTED_DIALOGS)[keyof typeof ROUTED_DIALOGS];

/**
 * The popup a route opens. A member who is logged in gets no login or register popup (issue 13): `loggedIn` makes
 * those routes open nothing (the gate then leads back home).
 */
export function routedDialog(pathname: string, loggedIn = false): RoutedDialog | null {
  const dialog = ROUTED_DIALOGS[pathname.toLowerCase() as keyof typeof ROUTED_DIALOGS] ?? null;
  return loggedIn && (dialog === 'login' || dialog === 'register') ? null : dialog;
}

/** /login or /register reached by a logged-in member: nothing to open there. */
export function isSignInRoute(pathname: string): boolean {
  const dialog = routedDialog(pathname);
  return dialog === 'login' || dialog === 'register';
}
