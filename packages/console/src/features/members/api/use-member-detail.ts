import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The key every change to a member invalidates (money adjustments included: they use the same name). */
export const memberDetailKey = (memberId: number) => ['memberDetail', memberId] as const;

export function useMemberDetail(memberId: number) {
  return useQuery({
    queryKey: memberDetailKey(memberId),
    queryFn: ({ signal }) => call('memberDetail', { memberId }, { signal }),
  });
}
