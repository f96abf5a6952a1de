import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CallOutput, call } from '../../../lib/api-client';

export type LotteryBet = CallOutput<'lotteryBets'>['content'][number];

/** Everything under this key is the member's lottery bets; the live `lotteryBet` event refreshes it (../live-updates.ts). */
export const lotteryBetsKey = ['lottery', 'bets'] as const;

export const lotteryBetsQuery = (gameCode: string) =>
  queryOptions({
    queryKey: [...lotteryBetsKey, gameCode] as const,
    queryFn: async () => (await call('lotteryBets', { gameCode, pageNo: 1, pageSize: 50 })).content,
    retry: false,
  });

/** The member's latest bets on a game (token), newest first; settled ones refresh on the `lotteryBet` event. */
export const useLotteryBets = (gameCode: string) => useQuery(lotteryBetsQuery(gameCode));
