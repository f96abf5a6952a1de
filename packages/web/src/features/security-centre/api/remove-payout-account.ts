import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { PAYOUT_ACCOUNTS_KEY } from '../security-queries';

/** Removes a payout account with the payment password; the list drops it. */
export function useRemovePayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'removePayoutAccount'>) => call('removePayoutAccount', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PAYOUT_ACCOUNTS_KEY }),
  });
}
