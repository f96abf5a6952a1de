import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export function useMoneyRequests(query: CallInput<'moneyRequests'> | null) {
  return useQuery({
    queryKey: ['moneyRequests', query] as const,
    queryFn: ({ signal }) => call('moneyRequests', query ?? { brand: '' }, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** Approve or reject a pending request: the list and the member's page change. */
export function useMoneyDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      decision: { requestId: number; approve: true } | { requestId: number; approve: false; reason: string },
    ) =>
      decision.approve
        ? call('moneyApprove', { requestId: decision.requestId })
        : call('moneyReject', { requestId: decision.requestId, reason: decision.reason }),
    onSuccess: async (request) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['moneyRequests'] }),
        queryClient.invalidateQueries({ queryKey: ['memberDetail', request.memberId] }),
      ]);
    },
  });
}
