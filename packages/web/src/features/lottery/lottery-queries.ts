import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PastNumero } from '@wl/contract/routes/lottery';
import { call } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';
import { fetchPlays, fetchUpcoming } from './lottery-bet-api';
import { lotteryMenusKey } from './lottery-menus';
import { timedCall } from './server-clock';

/** Query keys of the lottery pages; the live draws (use-live-draws.ts) write and refetch them. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  menus: lotteryMenusKey,
  open: (gameCode: string) => ['lottery', 'open', gameCode] as const,
  last: (gameCode: string) => ['lottery', 'last', gameCode] as const,
  history: (gameCode: string) => ['lottery', 'history', gameCode] as const,
  plays: (gameCode: string, token: string | null) => ['lottery', 'plays', gameCode, token] as const,
  upcoming: (gameCode: string, count: number) => ['lottery', 'upcoming', gameCode, count] as const,
  historyPage: (gameCode: string, page: number, size: number) => ['lottery', 'history', gameCode, page, size] as const,
};

/** The numero open for bets now (token call), with its close and draw times; null between a close and the next open. */
export function useOpenNumero(gameCode: string) {
  return useQuery({
    queryKey: lotteryKeys.open(gameCode),
    queryFn: () => timedCall(() => call('openedNumero', { gameCode })),
    staleTime: 15_000,
  });
}

/** The game's latest drawn (or cancelled) numero, for the lobby's cards; the live draws write it directly. */
export function useLastResult(gameCode: string) {
  return useQuery({
    queryKey: lotteryKeys.last(gameCode),
    queryFn: async (): Promise<PastNumero | null> => {
      const page = await call('openedNumeros', { gameCode, pageNo: 1, pageSize: 1 });
      return page.content[0] ?? null;
    },
    staleTime: 60_000,
  });
}

/** A page of the game's drawn numeros, newest first (results history, trend chart, fairness panel). */
export function usePastNumeros(gameCode: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: lotteryKeys.historyPage(gameCode, page, pageSize),
    queryFn: () => call('openedNumeros', { gameCode, pageNo: page, pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * The game's plays and odds as the server answers them: at the member's series while logged in (the key follows
 * the token, so a login or logout asks again), at the brand's default for visitors.
 */
export function useLotteryPlays(gameCode: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: lotteryKeys.plays(gameCode, token),
    queryFn: () => fetchPlays(gameCode),
    staleTime: 5 * 60_000,
  });
}

/** The open numero and the next ones (the chase planner's rows); refetched when the open numero changes. */
export function useUpcomingNumeros(gameCode: string, count: number, openNumero: string | null) {
  return useQuery({
    queryKey: [...lotteryKeys.upcoming(gameCode, count), openNumero],
    queryFn: () => fetchUpcoming(gameCode, count),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
