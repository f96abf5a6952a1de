import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export function useAuditLog(query: CallInput<'auditLog'>) {
  return useQuery({
    queryKey: ['auditLog', query] as const,
    queryFn: ({ signal }) => call('auditLog', query, { signal }),
    placeholderData: keepPreviousData,
  });
}
