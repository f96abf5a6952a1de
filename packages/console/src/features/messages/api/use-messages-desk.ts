import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export function useBroadcasts(query: CallInput<'broadcastList'> | null) {
  return useQuery({
    queryKey: ['broadcastList', query] as const,
    queryFn: ({ signal }) => call('broadcastList', query as CallInput<'broadcastList'>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSendBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'broadcastSend'>) => call('broadcastSend', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['broadcastList'] }),
  });
}

export function useWithdrawBroadcast() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'broadcastWithdraw'>) => call('broadcastWithdraw', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['broadcastList'] }),
  });
}

export function useSendPersonal() {
  return useMutation({
    mutationFn: (input: CallInput<'messageSendPersonal'>) => call('messageSendPersonal', input),
  });
}
