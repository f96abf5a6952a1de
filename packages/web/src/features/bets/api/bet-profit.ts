import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export const betProfitKey = (input: CallInput<'betProfit'>) => ['betProfit', input] as const;

export const betProfitQuery = (input: CallInput<'betProfit'>) =>
  queryOptions({
    queryKey: betProfitKey(input),
    queryFn: () => call('betProfit', input),
  });

/** The member's profit and loss by game kind and period, from the hourly rollups (spec 2 personalProfit). */
export const useBetProfit = (input: CallInput<'betProfit'>) => useQuery(betProfitQuery(input));
