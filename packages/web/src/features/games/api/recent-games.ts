import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';

/** Every session's recent games are under this key: a launch refreshes them (./launch-game.ts). */
export const recentGamesRoot = ['games', 'recent'] as const;
export const recentGamesKey = (account: string | null) => [...recentGamesRoot, account] as const;

export const recentGamesQuery = (account: string | null) =>
  queryOptions({ queryKey: recentGamesKey(account), queryFn: () => call('recentGames') });

export function useRecentGames() {
  const { account, isLogin } = useSession();
  return useQuery({ ...recentGamesQuery(account), enabled: isLogin });
}
