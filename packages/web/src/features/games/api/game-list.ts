import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { CONSTANTS } from '@wl/contract/constants';
import { type CallInput, call } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';

/** What the list centre filters the game list by (spec 7 gameList's type, vendor and name). */
export type GameFilter = Pick<CallInput<'gameList'>, 'gameType' | 'vassalage' | 'name'>;

export const gameListKey = (account: string | null, filter: GameFilter) => ['games', 'list', account, filter] as const;

/** The full list of a logged-in session (game list call, page size 50), page by page. */
export const gameListQuery = (input: { account: string | null; filter: GameFilter }) =>
  infiniteQueryOptions({
    queryKey: gameListKey(input.account, input.filter),
    queryFn: ({ pageParam }) =>
      call('gameList', {
        pageNo: pageParam,
        pageSize: CONSTANTS.gameListPageSize,
        ...(input.filter.gameType ? { gameType: input.filter.gameType } : {}),
        ...(input.filter.vassalage ? { vassalage: input.filter.vassalage } : {}),
        ...(input.filter.name ? { name: input.filter.name } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export function useGameList(filter: GameFilter, enabled: boolean) {
  const { account } = useSession();
  return useInfiniteQuery({ ...gameListQuery({ account, filter }), enabled });
}
