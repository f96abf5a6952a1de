import { Navigate, Outlet } from 'react-router';
import { useSession } from '../lib/use-session';

/**
 * Spec 2: routes marked "requires login" redirect to /login when no session token exists, before their page's code
 * is fetched, and again while the page is open (a stale token cleared by member info, a logout elsewhere).
 */
export function RequireLogin() {
  const { isLogin } = useSession();
  return isLogin ? <Outlet /> : <Navigate to="/login" replace />;
}
