/** Routes that open their popup over the home page (spec 2 "/login", "/register"; the e-mailed reset link). */
export const ROUTED_DIALOGS = {
  '/login': 'login',
  '/register': 'register',
  '/resetpassword': 'resetPassword',
} as const;

export type RoutedDialog = (typeof ROUTED_DIALOGS)[keyof typeof ROUTED_DIALOGS];

export function routedDialog(pathname: string): RoutedDialog | null {
  return ROUTED_DIALOGS[pathname.toLowerCase() as keyof typeof ROUTED_DIALOGS] ?? null;
}
