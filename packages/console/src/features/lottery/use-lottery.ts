import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../lib/api-client';

/** The lottery desk's calls (issue 14 "Console"): one query hook per list, one mutation per change. */

export function useLotteryGames(brand: string | null) {
  return useQuery({
    queryKey: ['lotteryDeskGames', brand] as const,
    queryFn: ({ signal }) => call('lotteryDeskGames', { brand: brand ?? '' }, { signal }),
    enabled: brand !== null,
  });
}

export function useLotteryNumeros(query: CallInput<'lotteryDeskNumeros'> | null) {
  return useQuery({
    queryKey: ['lotteryDeskNumeros', query] as const,
    queryFn: ({ signal }) => call('lotteryDeskNumeros', query as CallInput<'lotteryDeskNumeros'>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useLotteryExposure(query: CallInput<'lotteryDeskExposure'> | null) {
  return useQuery({
    queryKey: ['lotteryDeskExposure', query] as const,
    queryFn: ({ signal }) => call('lotteryDeskExposure', query as CallInput<'lotteryDeskExposure'>, { signal }),
    enabled: query !== null,
  });
}

export function useLotteryBets(query: CallInput<'lotteryDeskBets'> | null) {
  return useQuery({
    queryKey: ['lotteryDeskBets', query] as const,
    queryFn: ({ signal }) => call('lotteryDeskBets', query as CallInput<'lotteryDeskBets'>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useLotteryGameUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'lotteryDeskGameUpdate'>) => call('lotteryDeskGameUpdate', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['lotteryDeskGames'] }),
  });
}

/** Result entry, confirmation and cancellation: whatever the answer, the numeros and the bets reload. */
function useNumeroChange<N extends 'lotteryDeskResultEnter' | 'lotteryDeskResultConfirm' | 'lotteryDeskNumeroCancel'>(
  name: N,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<N>) => call(name, input),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['lotteryDeskNumeros'] }),
        queryClient.invalidateQueries({ queryKey: ['lotteryDeskBets'] }),
        queryClient.invalidateQueries({ queryKey: ['lotteryDeskExposure'] }),
      ]);
    },
  });
}

export const useResultEnter = () => useNumeroChange('lotteryDeskResultEnter');
export const useResultConfirm = () => useNumeroChange('lotteryDeskResultConfirm');
export const useNumeroCancel = () => useNumeroChange('lotteryDeskNumeroCancel');

export function useLotteryLimits(brand: string | null, game: string | null) {
  return useQuery({
    queryKey: ['lotteryDeskLimits', brand, game] as const,
    queryFn: ({ signal }) => call('lotteryDeskLimits', { brand: brand ?? '', game: game ?? '' }, { signal }),
    enabled: brand !== null && game !== null,
  });
}

export function useLotteryOddsTables(brand: string | null, game: string | null) {
  return useQuery({
    queryKey: ['lotteryDeskOddsTables', brand, game] as const,
    queryFn: ({ signal }) => call('lotteryDeskOddsTables', { brand: brand ?? '', game: game ?? '' }, { signal }),
    enabled: brand !== null && game !== null,
  });
}

export function useLotterySettlements(query: CallInput<'lotteryDeskSettlements'> | null) {
  return useQuery({
    queryKey: ['lotteryDeskSettlements', query] as const,
    queryFn: ({ signal }) => call('lotteryDeskSettlements', query as CallInput<'lotteryDeskSettlements'>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** A limits row set or removed: the answer is the game's limits as they now stand. */
export function useLimitSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'lotteryDeskLimitSet'>) => call('lotteryDeskLimitSet', input),
    onSuccess: (value, input) => queryClient.setQueryData(['lotteryDeskLimits', input.brand, input.game], value),
  });
}

/** An odds table published or reset: the answer is the game's tables as they now stand. */
export function useOddsTableSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'lotteryDeskOddsTableSet'>) => call('lotteryDeskOddsTableSet', input),
    onSuccess: (value, input) => queryClient.setQueryData(['lotteryDeskOddsTables', input.brand, input.game], value),
  });
}

/** A drawn official numero's result corrections (issue 14), loaded while its dialog is open. */
export function useLotteryCorrections(query: CallInput<'lotteryDeskCorrections'> | null) {
  return useQuery({
    queryKey: ['lotteryDeskCorrections', query] as const,
    queryFn: ({ signal }) => call('lotteryDeskCorrections', query as CallInput<'lotteryDeskCorrections'>, { signal }),
    enabled: query !== null,
  });
}

/** Propose, confirm or withdraw a correction: the corrections, numeros and bets reload whatever the answer. */
function useCorrectionChange<
  N extends 'lotteryDeskCorrectionPropose' | 'lotteryDeskCorrectionConfirm' | 'lotteryDeskCorrectionWithdraw',
>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<N>) => call(name, input),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['lotteryDeskCorrections'] }),
        queryClient.invalidateQueries({ queryKey: ['lotteryDeskNumeros'] }),
        queryClient.invalidateQueries({ queryKey: ['lotteryDeskBets'] }),
      ]);
    },
  });
}

export const useCorrectionPropose = () => useCorrectionChange('lotteryDeskCorrectionPropose');
export const useCorrectionConfirm = () => useCorrectionChange('lotteryDeskCorrectionConfirm');
export const useCorrectionWithdraw = () => useCorrectionChange('lotteryDeskCorrectionWithdraw');

/** A game's schedule or results feed (a new feed key too): the games list takes the answer's game. */
function useGameChange<N extends 'lotteryDeskScheduleSet' | 'lotteryDeskFeedSet' | 'lotteryDeskFeedKey'>(name: N) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<N>) => call(name, input),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['lotteryDeskGames'] }),
        queryClient.invalidateQueries({ queryKey: ['lotteryDeskNumeros'] }),
      ]);
    },
  });
}

export const useScheduleSet = () => useGameChange('lotteryDeskScheduleSet');
export const useFeedSet = () => useGameChange('lotteryDeskFeedSet');
export const useFeedKey = () => useGameChange('lotteryDeskFeedKey');
