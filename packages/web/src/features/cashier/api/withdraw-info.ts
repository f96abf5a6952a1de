import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const withdrawInfoKey = ['cashierWithdrawInfo'] as const;

export const withdrawInfoQuery = () =>
  queryOptions({ queryKey: withdrawInfoKey, queryFn: ({ signal }) => call('cashierWithdrawInfo', {}, { signal }) });

/** What the member may withdraw now: balance, limits, today's use, fee, turnover, accounts, payment password. */
export function useWithdrawInfo() {
  return useQuery(withdrawInfoQuery());
}
