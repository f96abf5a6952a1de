import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOutput, call } from '../../../lib/api-client';
import { sessionHeaders } from './session-headers';

/** The in-house (BGS) calls of contract routes/in-house.ts; their answers are built by in-house-service.ts. */
export type InHouseSession = CallOutput<'inHouseSession'>;
export type SeedView = InHouseSession['seed'];

export const inHouseSessionKey = (token: string) => ['in-house', 'session', token] as const;

export const inHouseSessionQuery = (token: string) =>
  queryOptions({
    queryKey: inHouseSessionKey(token),
    queryFn: ({ signal }) => call('inHouseSession', {}, { ...sessionHeaders(token), signal }),
    // The page keeps balance and seed current from each play and rotation.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useInHouseSession = (token: string) => useQuery({ ...inHouseSessionQuery(token), enabled: token !== '' });

/** Updates the cached session after a round or a rotation. */
export function usePatchSession(token: string) {
  const queryClient = useQueryClient();
  return (patch: Partial<InHouseSession>) =>
    queryClient.setQueryData<InHouseSession>(inHouseSessionKey(token), (old) => (old ? { ...old, ...patch } : old));
}
