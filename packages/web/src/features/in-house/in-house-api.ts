import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOutput, call } from '../../lib/api-client';

/** The in-house (BGS) calls of contract routes/in-house.ts; their answers are built by in-house-service.ts. */

export type InHouseSession = CallOutput<'inHouseSession'>;
export type SeedView = InHouseSession['seed'];
export type HistoryRound = InHouseSession['rounds'][number];
export type PlayResult = CallOutput<'inHousePlay'>;
export type PlayedRound = PlayResult['round'];

export interface VerifyInput {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: string;
  /** The hash published before play (contract inHouseVerify). */
  serverSeedHash?: string;
}

const ROUNDS_PAGE_SIZE = 10;

const sessionHeaders = (token: string) => ({ headers: { 'X-Game-Session': token } });

export const inHouseKeys = {
  session: (token: string) => ['in-house', 'session', token] as const,
  rounds: (token: string) => ['in-house', 'rounds', token] as const,
  verify: (input: VerifyInput | null) => ['in-house', 'verify', input] as const,
};

export function useInHouseSession(token: string) {
  return useQuery({
    queryKey: inHouseKeys.session(token),
    queryFn: ({ signal }) => call('inHouseSession', {}, { ...sessionHeaders(token), signal }),
    enabled: token !== '',
    // The page keeps balance and seed current from each play and rotation.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Updates the cached session after a round or a rotation. */
export function usePatchSession(token: string) {
  const queryClient = useQueryClient();
  return (patch: Partial<InHouseSession>) =>
    queryClient.setQueryData<InHouseSession>(inHouseKeys.session(token), (old) => (old ? { ...old, ...patch } : old));
}

export function usePlay(token: string) {
  return useMutation({
    mutationFn: (input: { amount: number; params: Record<string, unknown> }) =>
      call('inHousePlay', input, sessionHeaders(token)),
  });
}

export function useRotateSeed(token: string) {
  const queryClient = useQueryClient();
  const patch = usePatchSession(token);
  return useMutation({
    mutationFn: (clientSeed: string | undefined) =>
      call('inHouseRotateSeed', clientSeed ? { clientSeed } : {}, sessionHeaders(token)),
    onSuccess: (value) => {
      patch({ seed: value.current });
      // The rounds of the revealed pair can now be verified.
      return queryClient.invalidateQueries({ queryKey: inHouseKeys.rounds(token) });
    },
  });
}

export function useRounds(token: string, pageNo: number) {
  return useQuery({
    queryKey: [...inHouseKeys.rounds(token), pageNo],
    queryFn: ({ signal }) =>
      call('inHouseRounds', { pageNo, pageSize: ROUNDS_PAGE_SIZE }, { ...sessionHeaders(token), signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useInvalidateRounds(token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inHouseKeys.rounds(token) });
}

export function useVerify(input: VerifyInput | null) {
  return useQuery({
    queryKey: inHouseKeys.verify(input),
    queryFn: ({ signal }) => call('inHouseVerify', input ?? undefined, { signal }),
    enabled: input !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
