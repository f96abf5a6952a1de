import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { inboxKey } from './message-list';

/** The unread count (spec 7 CSP_unreadCount) of one session: the member centre's messageV2 badge. */
export const unreadCountKey = (token: string | null) => [...inboxKey, 'unread', token] as const;

export const unreadCountQuery = (token: string | null) =>
  queryOptions({
    queryKey: unreadCountKey(token),
    queryFn: () => call('unreadCount'),
    staleTime: 60_000,
    select: (value) => value.unreadMessage,
  });

/** The unread count of spec 7 (CSP_unreadCount): the messageV2 badge. Trial members have none (spec 6). */
export function useUnreadMessages() {
  const { token, isLogin, isTrial } = useSession();
  return useQuery({ ...unreadCountQuery(token), enabled: isLogin && !isTrial });
}
