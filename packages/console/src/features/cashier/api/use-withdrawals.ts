import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export function useWithdrawals(query: CallInput<'cashierWithdrawals'> | null) {
  return useQuery({
    queryKey: ['cashierWithdrawals', query] as const,
    queryFn: ({ signal }) => call('cashierWithdrawals', query as CallInput<'cashierWithdrawals'>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Approve (a first approval above the threshold) or reject a withdrawal; the queue reloads, also after a refusal
 * (another operator decided, or depositors' payments are under way: 409 withdrawal_p2p_in_progress).
 */
export function useWithdrawalDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number; approve: true } | { id: number; approve: false; reason: string }) =>
      decision.approve
        ? call('cashierWithdrawalApprove', { id: decision.id })
        : call('cashierWithdrawalReject', { id: decision.id, reason: decision.reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['cashierWithdrawals'] }),
  });
}

export function useWithdrawalSettings(brand: string | null) {
  return useQuery({
    queryKey: ['cashierWithdrawalSettings', brand] as const,
    queryFn: ({ signal }) => call('cashierWithdrawalSettings', { brand: brand ?? '' }, { signal }),
    enabled: brand !== null,
  });
}

export function useWithdrawalSettingsSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'cashierWithdrawalSettingsSave'>) => call('cashierWithdrawalSettingsSave', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cashierWithdrawalSettings'] }),
  });
}
