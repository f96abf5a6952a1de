import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { PAYOUT_ACCOUNTS_KEY } from '../security-queries';

/** Adds a bank card or e-wallet account in the real name; the list shows it. */
export function useAddPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CallInput<'addPayoutAccount'>) => call('addPayoutAccount', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: PAYOUT_ACCOUNTS_KEY }),
  });
}
