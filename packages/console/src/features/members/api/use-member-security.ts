import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A member's security facts and payout accounts (masked), read apart from the detail so either may fail alone. */
export function useMemberSecurity(memberId: number) {
  return useQuery({
    queryKey: ['memberDetail', memberId, 'security'] as const,
    queryFn: ({ signal }) => call('memberSecurity', { memberId }, { signal }),
  });
}
