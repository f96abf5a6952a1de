import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const popularGamesKey = ['games', 'popular'] as const;

export const popularGamesQuery = () =>
  queryOptions({ queryKey: popularGamesKey, queryFn: () => call('popularGames'), staleTime: 5 * 60_000 });

export const usePopularGames = (enabled = true) => useQuery({ ...popularGamesQuery(), enabled });
