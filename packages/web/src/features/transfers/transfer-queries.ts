import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../lib/api-client';

export const INFO_KEY = ['transferInfo'] as const;

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
