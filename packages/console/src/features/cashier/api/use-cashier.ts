import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export function useDeposits(query: CallInput<'cashierDeposits'> | null) {
  return useQuery({
    queryKey: ['cashierDeposits', query] as const,
    queryFn: ({ signal }) => call('cashierDeposits', query as CallInput<'cashierDeposits'>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useDepositProof(id: number | null) {
  return useQuery({
    queryKey: ['cashierDepositProof', id] as const,
    queryFn: ({ signal }) => call('cashierDepositProof', { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
}

/** Approve (a first approval above the threshold) or reject a deposit; the queue reloads. */
export function useDepositDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { id: number; approve: true } | { id: number; approve: false; reason: string }) =>
      decision.approve
        ? call('cashierDepositApprove', { id: decision.id })
        : call('cashierDepositReject', { id: decision.id, reason: decision.reason }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cashierDeposits'] }),
  });
}

export function useChannels(brand: string | null) {
  return useQuery({
    queryKey: ['cashierChannels', brand] as const,
    queryFn: ({ signal }) => call('cashierChannels', { brand: brand ?? '' }, { signal }),
    enabled: brand !== null,
  });
}

export function useChannelSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'cashierChannelSave'>) => call('cashierChannelSave', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cashierChannels'] }),
  });
}

export function useAccountSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'cashierAccountSave'>) => call('cashierAccountSave', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cashierChannels'] }),
  });
}
