import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';

export function useVendors(query: CallInput<'vendorList'> | null) {
  return useQuery({
    queryKey: ['vendorList', query] as const,
    queryFn: ({ signal }) => call('vendorList', query as CallInput<'vendorList'>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

export function useGames(query: CallInput<'gameList'> | null) {
  return useQuery({
    queryKey: ['gameList', query] as const,
    queryFn: ({ signal }) => call('gameList', query as CallInput<'gameList'>, { signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** A vendor's or a game's change refreshes both lists (a vendor's count and order, the games' flags). */
export function useGameChange() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['vendorList'] }),
      queryClient.invalidateQueries({ queryKey: ['gameList'] }),
    ]);
  const vendor = useMutation({
    mutationFn: (input: CallInput<'vendorUpdate'>) => call('vendorUpdate', input),
    onSuccess: refresh,
  });
  const game = useMutation({
    mutationFn: (input: CallInput<'gameUpdate'>) => call('gameUpdate', input),
    onSuccess: refresh,
  });
  return { vendor, game };
}
