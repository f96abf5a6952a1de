import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberInfo } from '@wl/contract/schemas';
import { call, isApiError } from '../../lib/api-client';
import { clearSession, saveMember } from '../../lib/session';
import type { SiteInfo } from '../../lib/site-status';
import { useSiteStatus } from '../../lib/site-status';
import { useSession } from '../../lib/use-session';

/** Member info of one session token; saving it marks agent and trial (spec 4 "Login"). */
export function memberInfoQuery(token: string | null, info: SiteInfo | undefined) {
  return queryOptions({
    queryKey: ['memberInfo', token],
    retry: false,
    queryFn: async (): Promise<MemberInfo | null> => {
      try {
        const member = await call('memberInfo');
        if (info) saveMember(member, info);
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

/**
 * Spec 4 "Startup": with a token in the URL query or session storage, member info loads. An answer of
 * not_logged_in means the token is stale: the session is cleared and the visitor is anonymous. A session that
 * must change its password first waits for that (spec 4 "Login").
 */
export function useMemberInfo() {
  const { token, mustChangePassword } = useSession();
  const { data: status } = useSiteStatus();
  return useQuery({
    ...memberInfoQuery(token, status?.info),
    enabled: token !== null && !mustChangePassword && status !== undefined,
  });
}

/** Loads (again) the member of the current token, e.g. right after a login or a password change. */
export function loadMember(queryClient: QueryClient, token: string, info: SiteInfo): Promise<MemberInfo | null> {
  return queryClient.fetchQuery({ ...memberInfoQuery(token, info), staleTime: 0 });
}
