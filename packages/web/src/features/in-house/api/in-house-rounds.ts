import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOutput, call } from '../../../lib/api-client';
import { sessionHeaders } from './session-headers';

export type HistoryRound = CallOutput<'inHouseSession'>['rounds'][number];

const ROUNDS_PAGE_SIZE = 10;

/** Every page of a session's rounds is under this key. */
export const inHouseRoundsKey = (token: string) => ['in-house', 'rounds', token] as const;

export const inHouseRoundsQuery = (input: { token: string; pageNo: number }) =>
  queryOptions({
    queryKey: [...inHouseRoundsKey(input.token), input.pageNo] as const,
    queryFn: ({ signal }) =>
      call(
        'inHouseRounds',
        { pageNo: input.pageNo, pageSize: ROUNDS_PAGE_SIZE },
        { ...sessionHeaders(input.token), signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useRounds = (token: string, pageNo: number) => useQuery(inHouseRoundsQuery({ token, pageNo }));

export function useInvalidateRounds(token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: inHouseRoundsKey(token) });
}
