import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxKey } from './message-list';

/** Every change to the inbox refetches its pages and its badge. */
export function useInboxMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKey }),
  });
}
