import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageKind } from '@wl/contract/routes/messages';
import { call } from '../../lib/api-client';
import { messagesKey, unreadMessagesKey } from '../../lib/message-keys';
import { useSession } from '../../lib/use-session';

export type MessageFilter = 'all' | 'unread' | MessageKind;

export const MESSAGES_PER_PAGE = 10;

/** One page of the inbox (spec 2 messageV2), refreshed by the live socket's `message` events. */
export function useMessages(filter: MessageFilter, pageNo: number) {
  const { token, isLogin } = useSession();
  return useQuery({
    queryKey: [...messagesKey, 'list', token, filter, pageNo],
    queryFn: () => call('messageList', { filter, pageNo, pageSize: MESSAGES_PER_PAGE }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}

/** The unread count of spec 7 (CSP_unreadCount): the messageV2 badge. Trial members have none (spec 6). */
export function useUnreadMessages() {
  const { token, isLogin, isTrial } = useSession();
  return useQuery({
    queryKey: unreadMessagesKey(token),
    queryFn: () => call('unreadCount'),
    enabled: isLogin && !isTrial,
    staleTime: 60_000,
    select: (value) => value.unreadMessage,
  });
}

/** Every change to the inbox refetches its pages and its badge. */
function useInboxMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey }),
  });
}

export const useReadMessage = () =>
  useInboxMutation((ref: { kind: MessageKind; id: number }) => call('messageRead', ref));
export const useReadAllMessages = () => useInboxMutation(() => call('messageReadAll'));
export const useDeleteMessage = () =>
  useInboxMutation((ref: { kind: MessageKind; id: number }) => call('messageDelete', ref));
