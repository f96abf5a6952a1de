import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@wl/contract/schemas';
import { call } from '../../../lib/api-client';
import { readCache, writeCache } from '../../../lib/session';

export const hotGamesKey = ['games', 'hot'] as const;

/** Spec 9: the hot games cache stays in session storage until a refresh is requested. */
export const hotGamesQuery = () =>
  queryOptions({
    queryKey: hotGamesKey,
    queryFn: async () => {
      const games = await call('hotGames', {});
      writeCache('hotGames', games);
      return games;
    },
    initialData: () => readCache<Game[]>('hotGames') ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useHotGames = (enabled = true) => useQuery({ ...hotGamesQuery(), enabled });
