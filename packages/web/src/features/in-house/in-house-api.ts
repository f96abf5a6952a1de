import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/api-client';

/** The in-house (BGS) calls of contract routes/in-house.ts; their answers are built by in-house-service.ts. */

export interface SeedView {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface HistoryRound {
  id: number;
  time: string;
  game: string;
  demo: boolean;
  stake: number;
  payout: number;
  multiplier: number;
  params: Record<string, unknown>;
  outcome: unknown;
  nonce: number;
  clientSeed: string;
  serverSeedHash: string;
  /** Revealed once the seed pair is rotated. */
  serverSeed: string | null;
}

export interface InHouseSession {
  game: { code: string; name: string; minBet: number; maxBet: number };
  demo: boolean;
  balance: number;
  currencySymbol: string;
  seed: SeedView;
  rounds: HistoryRound[];
}

export interface PlayedRound {
  id: number;
  nonce: number;
  stake: number;
  payout: number;
  multiplier: number;
  params: Record<string, unknown>;
  outcome: unknown;
}

export interface PlayResult {
  round: PlayedRound;
  balance: number;
  seed: SeedView;
}

export interface RoundsPage {
  content: HistoryRound[];
  pageNum: number;
  totalPages: number;
}

export interface VerifyInput {
  game: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params: string;
}

export interface VerifyResult {
  serverSeedHash: string;
  floats: number[];
  multiplier: number;
  outcome: unknown;
  recorded: { multiplier: number; outcome: unknown; params: unknown } | null;
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
    queryFn: async ({ signal }) =>
      (await call('inHouseSession', {}, { ...sessionHeaders(token), signal })) as InHouseSession,
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
    mutationFn: async (input: { amount: number; params: Record<string, unknown> }) =>
      (await call('inHousePlay', input, sessionHeaders(token))) as PlayResult,
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
    queryFn: async ({ signal }) =>
      (await call(
        'inHouseRounds',
        { pageNo, pageSize: ROUNDS_PAGE_SIZE },
        { ...sessionHeaders(token), signal },
      )) as RoundsPage,
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
    queryFn: async ({ signal }) => (await call('inHouseVerify', input ?? undefined, { signal })) as VerifyResult,
    enabled: input !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
