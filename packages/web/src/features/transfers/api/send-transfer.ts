import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { INFO_KEY } from '../transfer-queries';

/** A transfer to the upline or (agents) to a downline by account: the contract's request, with where it goes. */
export type TransferRequest =
  | ({ to: 'upline' } & CallInput<'transferUpline'>)
  | ({ to: 'downline' } & CallInput<'transferDownline'>);

/** Sends to the upline or a downline (encrypted: it carries the payment password); the page's figures follow. */
export function useSendTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ to, ...body }: TransferRequest) =>
      to === 'upline'
        ? call('transferUpline', body as CallInput<'transferUpline'>)
        : call('transferDownline', body as CallInput<'transferDownline'>),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: INFO_KEY });
      void queryClient.invalidateQueries({ queryKey: ['memberTransfers'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}
