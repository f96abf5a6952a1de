import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONSTANTS } from '@wl/contract/constants';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { useCanFavourite } from '../can-favourite';

/** Every page of the member's favourites is under this key. */
export const favoriteGamesListKey = (account: string | null) => ['games', 'favorites', account] as const;

export const favoriteGamesListQuery = (input: { account: string | null; pageNo: number }) =>
  queryOptions({
    queryKey: [...favoriteGamesListKey(input.account), input.pageNo] as const,
    queryFn: () => call('favoriteGamesList', { pageNo: input.pageNo, pageSize: CONSTANTS.favouritesPageSize }),
    placeholderData: keepPreviousData,
  });

export function useFavoriteGamesPage(pageNo: number) {
  const { account } = useSession();
  const enabled = useCanFavourite();
  return useQuery({ ...favoriteGamesListQuery({ account, pageNo }), enabled });
}
