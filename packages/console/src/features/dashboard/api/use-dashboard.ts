import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

/** The dashboard's figures of one brand, or of every brand in scope (no brand). */
export function useDashboard(query: CallInput<'dashboard'>) {
  return useQuery({
    queryKey: ['dashboard', query] as const,
    queryFn: ({ signal }) => call('dashboard', query, { signal }),
    placeholderData: keepPreviousData,
  });
}
