import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export const betRecordsKey = (input: CallInput<'betRecords'>) => ['betRecords', input] as const;

export const betRecordsQuery = (input: CallInput<'betRecords'>) =>
  queryOptions({
    queryKey: betRecordsKey(input),
    queryFn: () => call('betRecords', input),
  });

/** A page of the member's bets with their totals (spec 2 personalHistoryCopy). */
export const useBetRecords = (input: CallInput<'betRecords'>) => useQuery(betRecordsQuery(input));
