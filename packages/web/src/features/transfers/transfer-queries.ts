import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../lib/api-client';

const INFO_KEY = ['transferInfo'] as const;

/** What the page shows before sending: the upline, the brand's limits, what was sent today, the balance. */
export function useTransferInfo() {
  return useQuery({ queryKey: INFO_KEY, queryFn: ({ signal }) => call('transferInfo', {}, { signal }) });
}

/** The transfers the member sent and received, newest first. */
export function useMemberTransfers(query: CallInput<'memberTransfers'>) {
  return useQuery({
    queryKey: ['memberTransfers', query] as const,
    queryFn: ({ signal }) => call('memberTransfers', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type TransferRequest =
  | { to: 'upline'; amount: number; paymentPassword: string }
  | { to: 'downline'; downlineAccount: string; amount: number; paymentPassword: string };

/** Sends to the upline or a downline (encrypted: it carries the payment password); the page's figures follow. */
export function useSendTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TransferRequest) =>
      request.to === 'upline'
        ? call('transferUpline', { amount: request.amount, paymentPassword: request.paymentPassword })
        : call('transferDownline', {
            downlineAccount: request.downlineAccount,
            amount: request.amount,
            paymentPassword: request.paymentPassword,
          }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: INFO_KEY });
      void queryClient.invalidateQueries({ queryKey: ['memberTransfers'] });
      void queryClient.invalidateQueries({ queryKey: ['balance'] });
    },
  });
}
