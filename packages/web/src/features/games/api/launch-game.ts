import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { recentGamesRoot } from './recent-games';

/** Spec 4 "Game start": the launch URL of a game or a vendor's lobby; a launch adds to the recent games. */
export function useLaunchGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'launchGame'>) => call('launchGame', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: recentGamesRoot });
    },
  });
}
