import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export function useChatHosts(query: CallInput<'chatHostList'> | null) {
  return useQuery({
    queryKey: ['chatHostList', query] as const,
    queryFn: ({ signal }) => call('chatHostList', query as CallInput<'chatHostList'>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useChatHostSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'chatHostSave'>) => call('chatHostSave', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chatHostList'] }),
  });
}

/** The ticket is answered once: it is kept in this mutation's result only, never in the query cache. */
export function useChatHostTicket() {
  return useMutation({ mutationFn: (input: CallInput<'chatHostTicket'>) => call('chatHostTicket', input) });
}
