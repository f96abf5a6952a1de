import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CONSTANTS } from '@wl/contract/constants';
import type { Game } from '@wl/contract/schemas';
import { call } from '../../lib/api-client';
import { readCache, writeCache } from '../../lib/session';
import { useSession } from '../../lib/use-session';

/** Spec 7 "Games" calls of the list centre, as TanStack Query hooks. */

export interface GameFilter {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  name?: string | undefined;
}

export const gameKeys = {
  hot: ['games', 'hot'] as const,
  popular: ['games', 'popular'] as const,
  list: (account: string | null, filter: GameFilter) => ['games', 'list', account, filter] as const,
  favoriteIds: (account: string | null) => ['games', 'favoriteIds', account] as const,
  favoritePage: (account: string | null, pageNo: number) => ['games', 'favorites', account, pageNo] as const,
  favorites: (account: string | null) => ['games', 'favorites', account] as const,
  recent: (account: string | null) => ['games', 'recent', account] as const,
};

/** Spec 9: the hot games cache stays in session storage until a refresh is requested. */
export const hotGamesQuery = queryOptions({
  queryKey: gameKeys.hot,
  queryFn: async () => {
    const games = await call('hotGames', {});
    writeCache('hotGames', games);
    return games;
  },
  initialData: () => readCache<Game[]>('hotGames') ?? undefined,
  staleTime: Number.POSITIVE_INFINITY,
});

export const useHotGames = () => useQuery(hotGamesQuery);

/** Visitors browse the public calls: hot and popular games together, each game once. */
export function useCatalogueGames(enabled: boolean) {
  const hot = useQuery({ ...hotGamesQuery, enabled });
  const popular = useQuery({
    queryKey: gameKeys.popular,
    queryFn: () => call('popularGames'),
    staleTime: 5 * 60_000,
    enabled,
  });
  const seen = new Set<number>();
  const games: Game[] = [];
  for (const game of [...(hot.data ?? []), ...(popular.data ?? [])]) {
    if (seen.has(game.nodeId)) continue;
    seen.add(game.nodeId);
    games.push(game);
  }
  return {
    games,
    isPending: hot.isPending || popular.isPending,
    isError: hot.isError && popular.isError,
    error: hot.error ?? popular.error,
    refetch: () => Promise.all([hot.refetch(), popular.refetch()]),
  };
}

/** The full list of a logged-in session (game list call, page size 50), page by page. */
export function useGameList(filter: GameFilter, enabled: boolean) {
  const { account } = useSession();
  return useInfiniteQuery({
    queryKey: gameKeys.list(account, filter),
    queryFn: ({ pageParam }) =>
      call('gameList', {
        pageNo: pageParam,
        pageSize: CONSTANTS.gameListPageSize,
        ...(filter.gameType ? { gameType: filter.gameType } : {}),
        ...(filter.vassalage ? { vassalage: filter.vassalage } : {}),
        ...(filter.name ? { name: filter.name } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Favourites and real play need a real account (spec 6): trial sessions do not ask. */
export const useCanFavourite = () => {
  const session = useSession();
  return session.isLogin && !session.isTrial;
};

export function useFavoriteIds() {
  const { account } = useSession();
  const enabled = useCanFavourite();
  return useQuery({
    queryKey: gameKeys.favoriteIds(account),
    queryFn: () => call('favoriteGames'),
    enabled,
    staleTime: 60_000,
  });
}

export function useFavoriteGamesPage(pageNo: number) {
  const { account } = useSession();
  const enabled = useCanFavourite();
  return useQuery({
    queryKey: gameKeys.favoritePage(account, pageNo),
    queryFn: () => call('favoriteGamesList', { pageNo, pageSize: CONSTANTS.favouritesPageSize }),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useRecentGames() {
  const { account, isLogin } = useSession();
  return useQuery({
    queryKey: gameKeys.recent(account),
    queryFn: () => call('recentGames'),
    enabled: isLogin,
  });
}

/** The client-side filter of the visitor's list (spec: hot/popular filtered by type, vendor and name). */
export function filterGames(games: readonly Game[], filter: GameFilter): Game[] {
  const type = filter.gameType?.toUpperCase();
  const vendor = filter.vassalage?.toUpperCase();
  const name = filter.name?.trim().toLowerCase();
  return games.filter(
    (g) =>
      (!type || g.gameType.toUpperCase() === type) &&
      (!vendor || g.vassalage.toUpperCase() === vendor) &&
      (!name || g.displayName.toLowerCase().includes(name) || g.gameName.toLowerCase().includes(name)),
  );
}
