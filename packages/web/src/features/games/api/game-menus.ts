import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const gameMenusKey = ['games', 'menus'] as const;

/**
 * Game categories with their vendors (public). The server already applied spec 4 "Categories" (cockfight cards
 * moved out of SPORTS) and answers only categories that have vendors.
 */
export const gameMenusQuery = () =>
  queryOptions({ queryKey: gameMenusKey, queryFn: () => call('gameMenus'), staleTime: 5 * 60_000 });

export const useGameMenus = () => useQuery(gameMenusQuery());
