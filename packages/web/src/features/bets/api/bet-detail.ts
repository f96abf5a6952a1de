import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export const betDetailKey = (input: CallInput<'betDetail'>) => ['betDetail', input] as const;

export const betDetailQuery = (input: CallInput<'betDetail'>) =>
  queryOptions({
    queryKey: betDetailKey(input),
    queryFn: () => call('betDetail', input),
  });

/** One bet's figures (and, for an in-house round, its seeds). */
export const useBetDetail = (input: CallInput<'betDetail'>) => useQuery(betDetailQuery(input));
