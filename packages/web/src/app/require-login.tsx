import { Navigate, Outlet, redirect } from 'react-router';
import { getToken } from '../lib/session';
import { useSession } from '../lib/use-session';

/** Spec 2: routes marked "requires login" redirect to /login when no session token exists. */
export function requireLoginLoader() {
  if (!getToken()) throw redirect('/login');
  return null;
}

/** The same rule while the page is open (a stale token cleared by member info, a logout elsewhere). */
export function RequireLogin() {
  const { isLogin } = useSession();
  return isLogin ? <Outlet /> : <Navigate to="/login" replace />;
}
