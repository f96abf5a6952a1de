import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { inHouseRoundsKey } from './in-house-rounds';
import { usePatchSession } from './in-house-session';
import { sessionHeaders } from './session-headers';

/** Reveals the seed pair and starts a new one: the session shows the new hash, the rounds can now be verified. */
export function useRotateSeed(token: string) {
  const queryClient = useQueryClient();
  const patch = usePatchSession(token);
  return useMutation({
    mutationFn: (clientSeed: string | undefined) =>
      call('inHouseRotateSeed', clientSeed ? { clientSeed } : {}, sessionHeaders(token)),
    onSuccess: (value) => {
      patch({ seed: value.current });
      return queryClient.invalidateQueries({ queryKey: inHouseRoundsKey(token) });
    },
  });
}
