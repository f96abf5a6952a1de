import { clearSession, getToken, setToken } from '../lib/session';

/**
 * Spec 4 "Startup": a token in the URL query (?token=) is kept in the session. It is taken out of the
 * address bar so it is not bookmarked, shared or sent on as a referrer.
 */
export function adoptTokenFromUrl(): void {
  const url = new URL(window.location.href);
  // The forgot-password e-mail's link carries its own reset token, which is not a session.
  if (url.pathname.toLowerCase() === '/resetpassword') return;
  const token = url.searchParams.get('token');
  if (!token) return;
  if (getToken() !== token) clearSession();
  setToken(token);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
