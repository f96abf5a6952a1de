import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthDialogState } from '../../lib/auth-dialog';
import { setInvitationCode } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { isSignInRoute, routedDialog } from './routed-dialog';

// The forms, their validation and the dialog library load the first time a popup is wanted, not with the page.
const AccountDialogs = lazy(() => import('./account-dialogs').then((m) => ({ default: m.AccountDialogs })));

/**
 * Mounts the account popups once one is needed (opened in place, a /login or /register route, a password that
 * must change) and keeps them mounted afterwards.
 */
export function AccountDialogsGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const inPlace = useAuthDialogState();
  const needed =
    inPlace !== null ||
    routedDialog(location.pathname, session.isLogin) !== null ||
    (session.token !== null && session.mustChangePassword);
  const [wanted, setWanted] = useState(needed);

  useEffect(() => {
    if (needed) setWanted(true);
  }, [needed]);

  // A logged-in member who opens /login or /register (a bookmark, the back button) is led home, not asked again.
  useEffect(() => {
    if (session.isLogin && isSignInRoute(location.pathname)) void navigate('/', { replace: true });
  }, [session.isLogin, location.pathname, navigate]);

  // Invitation codes from links are kept for the registration (spec 3 "fall back to stored ones").
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const affiliate = params.get('affiliateCode');
    const referral = params.get('referralCode');
    if (affiliate) setInvitationCode('affiliateCode', affiliate);
    if (referral) setInvitationCode('referralCode', referral);
  }, [location.search]);

  if (!wanted && !needed) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialogs />
    </Suspense>
  );
}
