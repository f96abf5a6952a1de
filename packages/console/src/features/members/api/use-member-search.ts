import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export type MemberSearchQuery = CallInput<'memberSearch'>;

export const memberSearchOptions = (query: MemberSearchQuery) => ({
  queryKey: ['memberSearch', query] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => call('memberSearch', query, { signal }),
});

export function useMemberSearch(query: MemberSearchQuery | null) {
  return useQuery({
    ...memberSearchOptions(query ?? { brand: '' }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
