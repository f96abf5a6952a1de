import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { useCanFavourite } from '../can-favourite';

export const favoriteGamesKey = (account: string | null) => ['games', 'favoriteIds', account] as const;

export const favoriteGamesQuery = (account: string | null) =>
  queryOptions({ queryKey: favoriteGamesKey(account), queryFn: () => call('favoriteGames'), staleTime: 60_000 });

/** The ids of the member's favourite games. */
export function useFavoriteIds() {
  const { account } = useSession();
  const enabled = useCanFavourite();
  return useQuery({ ...favoriteGamesQuery(account), enabled });
}
