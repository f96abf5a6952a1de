import { useUnreadMessages } from '../../features/messages/api/unread-count';
import type { MemberCentreBadge } from './member-centre-pages';

/**
 * The counts shown beside the member centre's pages. Messages come from the spec's unread-count call (spec 6: trial
 * users skip it), refreshed when the inbox changes and when a live `message` event arrives; rewards and missions come
 * with the rewards issue and stay hidden until then.
 */
export function useMemberCentreBadges(): Partial<Record<MemberCentreBadge, number>> {
  const unread = useUnreadMessages();
  return { messages: unread.data };
}
