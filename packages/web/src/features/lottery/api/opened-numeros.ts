import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PastNumero } from '@wl/contract/routes/lottery';
import { call } from '../../../lib/api-client';

/** Every page of a game's drawn numeros is under this key: a live draw refetches it (../results/use-live-draws.ts). */
export const openedNumerosKey = (gameCode: string) => ['lottery', 'history', gameCode] as const;
/** The game's latest drawn (or cancelled) numero, for the lobby's cards; the live draws write it directly. */
export const lastResultKey = (gameCode: string) => ['lottery', 'last', gameCode] as const;

/** A page of the game's drawn numeros, newest first (results history, trend chart, fairness panel). */
export const openedNumerosQuery = (input: { gameCode: string; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: [...openedNumerosKey(input.gameCode), input.page, input.pageSize] as const,
    queryFn: () => call('openedNumeros', { gameCode: input.gameCode, pageNo: input.page, pageSize: input.pageSize }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const lastResultQuery = (gameCode: string) =>
  queryOptions({
    queryKey: lastResultKey(gameCode),
    queryFn: async (): Promise<PastNumero | null> => {
      const page = await call('openedNumeros', { gameCode, pageNo: 1, pageSize: 1 });
      return page.content[0] ?? null;
    },
    staleTime: 60_000,
  });

export const usePastNumeros = (gameCode: string, page: number, pageSize: number) =>
  useQuery(openedNumerosQuery({ gameCode, page, pageSize }));

export const useLastResult = (gameCode: string) => useQuery(lastResultQuery(gameCode));
