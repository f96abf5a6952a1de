import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export const memberTransactionsKey = (input: CallInput<'memberTransactions'>) => ['memberTransactions', input] as const;

export const memberTransactionsQuery = (input: CallInput<'memberTransactions'>) =>
  queryOptions({
    queryKey: memberTransactionsKey(input),
    queryFn: () => call('memberTransactions', input),
  });

/** A page of the member's ledger entries (spec 7 ODSFE2_MemTransDet). */
export const useMemberTransactions = (input: CallInput<'memberTransactions'>) =>
  useQuery(memberTransactionsQuery(input));
