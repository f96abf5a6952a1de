import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { timedCall } from '../server-clock';

export const openedNumeroKey = (gameCode: string) => ['lottery', 'open', gameCode] as const;

/** The numero open for bets now (token call), with its close and draw times; null between a close and the next open. */
export const openedNumeroQuery = (gameCode: string) =>
  queryOptions({
    queryKey: openedNumeroKey(gameCode),
    queryFn: () => timedCall(() => call('openedNumero', { gameCode })),
    staleTime: 15_000,
  });

export const useOpenNumero = (gameCode: string) => useQuery(openedNumeroQuery(gameCode));
