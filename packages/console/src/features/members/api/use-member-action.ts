import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export type MemberActionName = 'memberLock' | 'memberUnlock' | 'memberEndSessions' | 'memberForcePasswordChange';

/** Lock, unlock, end sessions, force a password change: each refreshes the member's page and the search. */
export function useMemberAction(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, reason }: { action: MemberActionName; reason?: string }) =>
      action === 'memberLock' ? call('memberLock', { memberId, reason: reason ?? '' }) : call(action, { memberId }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['memberDetail', memberId] }),
        queryClient.invalidateQueries({ queryKey: ['memberSearch'] }),
      ]);
    },
  });
}
