import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export function useFeedbackList(query: CallInput<'feedbackList'> | null) {
  return useQuery({
    queryKey: ['feedbackList', query] as const,
    queryFn: ({ signal }) => call('feedbackList', query as CallInput<'feedbackList'>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackDetail(id: number | null) {
  return useQuery({
    queryKey: ['feedbackDetail', id] as const,
    queryFn: ({ signal }) => call('feedbackDetail', { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
}

export function useFeedbackHandle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'feedbackHandle'>) => call('feedbackHandle', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['feedbackList'] }),
        queryClient.invalidateQueries({ queryKey: ['feedbackDetail'] }),
      ]),
  });
}
