import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export function useP2pPayments(query: CallInput<'cashierP2pPayments'> | null) {
  return useQuery({
    queryKey: ['cashierP2pPayments', query] as const,
    queryFn: ({ signal }) => call('cashierP2pPayments', query as CallInput<'cashierP2pPayments'>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useP2pProof(id: number, side: 'payer' | 'payee') {
  return useQuery({
    queryKey: ['cashierP2pProof', id, side] as const,
    queryFn: ({ signal }) => call('cashierP2pProof', { id, side }, { signal }),
  });
}

/**
 * Decides a disputed payment (paid or unpaid, with a reason). Whether it passed or was refused (another operator
 * decided first: 409 p2p_state_conflict), the payments and the withdrawals they pay reload.
 */
export function useP2pResolve() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'cashierP2pResolve'>) => call('cashierP2pResolve', input),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cashierP2pPayments'] }),
        queryClient.invalidateQueries({ queryKey: ['cashierWithdrawals'] }),
      ]);
    },
  });
}
