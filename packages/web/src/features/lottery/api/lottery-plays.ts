import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOutput, call } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';

/** A game's plays at the series the server answered (`GET /lgw/lottery/plays`): `{ series, plays }`. */
export type PlaysAnswer = CallOutput<'lotteryPlays'>;

export const lotteryPlaysKey = (gameCode: string, token: string | null) =>
  ['lottery', 'plays', gameCode, token] as const;

/**
 * The game's plays and odds as the server answers them: at the member's series while logged in (the key follows
 * the token, so a login or logout asks again), at the brand's default for visitors. The odds the pad and slip show
 * are the server's, the same it records on a bet (issue 14 "Prize groups").
 */
export const lotteryPlaysQuery = (input: { gameCode: string; token: string | null }) =>
  queryOptions({
    queryKey: lotteryPlaysKey(input.gameCode, input.token),
    queryFn: () => call('lotteryPlays', { gameCode: input.gameCode }),
    staleTime: 5 * 60_000,
  });

export function useLotteryPlays(gameCode: string) {
  const { token } = useSession();
  return useQuery(lotteryPlaysQuery({ gameCode, token }));
}
