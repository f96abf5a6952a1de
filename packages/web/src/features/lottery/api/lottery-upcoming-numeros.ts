import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOutput, call } from '../../../lib/api-client';

export type UpcomingNumero = CallOutput<'lotteryUpcomingNumeros'>['numeros'][number];

export const lotteryUpcomingNumerosKey = (gameCode: string, count: number, openNumero: string | null) =>
  ['lottery', 'upcoming', gameCode, count, openNumero] as const;

/**
 * The open numero and the next `count - 1`, in draw order (fewer when fewer are scheduled): the chase planner's rows,
 * the same numeros the server's chase placement takes. Asked again when the open numero changes.
 */
export const lotteryUpcomingNumerosQuery = (input: { gameCode: string; count: number; openNumero: string | null }) =>
  queryOptions({
    queryKey: lotteryUpcomingNumerosKey(input.gameCode, input.count, input.openNumero),
    queryFn: async () =>
      (await call('lotteryUpcomingNumeros', { gameCode: input.gameCode, count: input.count })).numeros,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useUpcomingNumeros = (gameCode: string, count: number, openNumero: string | null) =>
  useQuery(lotteryUpcomingNumerosQuery({ gameCode, count, openNumero }));
