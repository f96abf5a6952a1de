import { useQueryClient } from '@tanstack/react-query';
import type { loginValue } from '@wl/contract/schemas';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { closeAuthDialog, openAuthDialog } from '../../lib/auth-dialog';
import { startSession } from '../../lib/session';
import { useSiteInfo } from '../../lib/site-status';
import { resetLoginCaptcha } from './login-form-state';
import { loadMember } from './member-info';

export type LoginValue = z.infer<typeof loginValue>;

/**
 * How the session came to be: the change-password modal follows an expired password only for password logins
 * (spec 4: "and the login type is not sms or firebase").
 */
export type LoginKind = 'username' | 'sms' | 'register' | 'reset' | 'freePlay' | 'google' | 'facebook';

/** The popup routes: a login there ends on the home page (spec 2 "/login ... redirects to /"). */
const POPUP_ROUTES = ['/login', '/register', '/resetpassword'];

/**
 * Spec 4 "Login" after a successful answer: save the token, run the first-login action, close the popup; then
 * either the change-password modal (expired password) or member info, the login state, and /agentHome for agents.
 * Registration, reset and free play also end on / (spec 4 "Registration success", "Forgot by phone", "Free-play").
 */
export function useCompleteLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const info = useSiteInfo();
  return useCallback(
    async (value: LoginValue, kind: LoginKind): Promise<void> => {
      const forceChange = value.passwordExpired && kind === 'username';
      // First-login action: a session flag the first-login announcements (execution F) read.
      startSession(value.token, { mustChangePassword: forceChange, firstLogin: value.firstTimeLogin });
      resetLoginCaptcha();
      closeAuthDialog();
      const onPopupRoute = POPUP_ROUTES.includes(location.pathname.toLowerCase());
      if (forceChange) {
        openAuthDialog('changePassword');
        if (onPopupRoute) void navigate('/', { replace: true });
        return;
      }
      let member = null;
      try {
        member = await loadMember(queryClient, value.token, info);
      } catch {
        // The header's member info query tries again; the session itself is valid.
      }
      const isAgent = member !== null && info.agentTypes.includes(member.type);
      if (isAgent) {
        void navigate('/agentHome');
      } else if (kind !== 'username' && kind !== 'sms') {
        if (location.pathname !== '/' || location.search) void navigate('/', { replace: onPopupRoute });
      } else if (onPopupRoute) {
        void navigate('/', { replace: true });
      }
    },
    [queryClient, navigate, location, info],
  );
}
