import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { closeAuthDialog } from '../../lib/auth-dialog';
import { clearSession } from '../../lib/session';
import { useNavigateTo } from '../../lib/use-navigate-to';

/**
 * Spec 4 "Logout": call logout, then clear session storage except merchant and merchantCode. The session is
 * cleared even when the call fails: the visitor asked to leave, and a dead token is useless anyway.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigateTo = useNavigateTo();
  return useMutation({
    mutationFn: () => call('logout'),
    onSettled: () => {
      clearSession();
      closeAuthDialog();
      queryClient.removeQueries({ queryKey: ['memberInfo'] });
      navigateTo('/');
    },
  });
}
