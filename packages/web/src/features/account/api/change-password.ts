import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type CallInput, call } from '../../../lib/api-client';
import { closeAuthDialog } from '../../../lib/auth-dialog';
import { getToken, setMustChangePassword } from '../../../lib/session';
import { useSiteInfo } from '../../../lib/site-status';
import { loadMember } from '../member-info';

/**
 * Spec 4 "Change password": success reloads the member, closes the popup, goes to / and says it worked
 * (`onChanged`).
 */
export function useChangePassword({ onChanged }: { onChanged: () => void }) {
  const info = useSiteInfo();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: CallInput<'changePassword'>) => call('changePassword', body),
    onSuccess: async () => {
      setMustChangePassword(false);
      closeAuthDialog();
      const token = getToken();
      if (token) await loadMember(queryClient, token, info).catch(() => null);
      void navigate('/');
      onChanged();
    },
  });
}
