import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';
import type { MemberCentreBadge } from './member-centre-pages';

/**
 * The counts shown beside the member centre's pages. Messages come from the spec's unread-count call (spec 6: trial
 * users skip it); rewards and missions come with the rewards issue and stay hidden until then.
 */
export function useMemberCentreBadges(enabled: boolean): Partial<Record<MemberCentreBadge, number>> {
  const session = useSession();
  const unread = useQuery({
    queryKey: ['unreadCount'],
    queryFn: () => call('unreadCount'),
    enabled: enabled && session.isLogin && !session.isTrial,
    staleTime: 30_000,
  });
  return { messages: unread.data?.unreadMessage };
}
