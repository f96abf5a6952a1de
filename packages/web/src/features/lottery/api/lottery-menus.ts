import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { timedCall } from '../server-clock';

/** The lottery menus' query key: the live draws refetch it when a numero closes. */
export const lotteryMenusKey = ['lottery', 'menus'] as const;

/**
 * Spec 7 lottery menus: every game of the brand with its open (or next) numero, and the server's clock. Its own
 * file because every page's navigation reads it (app/use-lottery-pages.ts): the betting code and the rules' play
 * catalogue stay in the lottery pages' chunk.
 */
export const lotteryMenusQuery = () =>
  queryOptions({
    queryKey: lotteryMenusKey,
    queryFn: () => timedCall(() => call('lotteryMenus', { device: 'WEB' })),
    staleTime: 30_000,
  });

export const useLotteryMenus = () => useQuery(lotteryMenusQuery());
