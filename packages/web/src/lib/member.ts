import { useQuery } from '@tanstack/react-query';
import { call, isApiError } from './api-client';
import { clearSession, saveMember } from './session';
import { useSiteStatus } from './site-status';
import { useSession } from './use-session';

/**
 * Spec 4 "Startup": with a token in the URL or session storage, member info loads. An answer of
 * not_logged_in means the token is stale: the session is cleared and the visitor is anonymous.
 */
export function useMemberInfo() {
  const { token } = useSession();
  const { data: status } = useSiteStatus();
  return useQuery({
    queryKey: ['memberInfo', token],
    enabled: token !== null && status !== undefined,
    retry: false,
    queryFn: async () => {
      try {
        const member = await call('memberInfo');
        if (status) saveMember(member, status.info);
        return member;
      } catch (error) {
        if (isApiError(error, 'not_logged_in')) {
          clearSession();
          return null;
        }
        throw error;
      }
    },
  });
}
