import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';

export type MessageFilter = NonNullable<CallInput<'messageList'>['filter']>;

export const MESSAGES_PER_PAGE = 10;

/** Everything under this key is the inbox: its pages and its unread count (./unread-count.ts). */
export const inboxKey = ['messages'] as const;

export const messageListKey = (token: string | null, filter: MessageFilter, pageNo: number) =>
  [...inboxKey, 'list', token, filter, pageNo] as const;

export const messageListQuery = (input: { token: string | null; filter: MessageFilter; pageNo: number }) =>
  queryOptions({
    queryKey: messageListKey(input.token, input.filter, input.pageNo),
    queryFn: () => call('messageList', { filter: input.filter, pageNo: input.pageNo, pageSize: MESSAGES_PER_PAGE }),
    placeholderData: keepPreviousData,
  });

/** One page of the inbox (spec 2 messageV2), refreshed by the live `message` event (../live-updates.ts). */
export function useMessages(filter: MessageFilter, pageNo: number) {
  const { token, isLogin } = useSession();
  return useQuery({ ...messageListQuery({ token, filter, pageNo }), enabled: isLogin });
}
