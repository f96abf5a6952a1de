import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type AdjustKind = 'moneyCredit' | 'moneyDebit';

/** Credit or debit a member's main wallet: the member's page and the requests list change. */
export function useMoneyAdjust() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      memberId,
      amount,
      reason,
      key,
    }: {
      kind: AdjustKind;
      memberId: number;
      amount: number;
      reason: string;
      /** The dialog's idempotency key: a retry answers the first request. */
      key?: string;
    }) => call(kind, { memberId, amount, reason, ...(key ? { key } : {}) }),
    onSuccess: async (_value, { memberId }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['memberDetail', memberId] }),
        queryClient.invalidateQueries({ queryKey: ['moneyRequests'] }),
      ]);
    },
  });
}
