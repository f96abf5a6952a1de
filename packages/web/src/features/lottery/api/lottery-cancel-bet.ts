import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { lotteryBetsKey } from './lottery-bets';

/**
 * Cancels an open bet while its numero still takes bets (issue 14 "Cancel a bet before its numero closes (refund).
 * After close: never"); the bets are fetched again whether it worked or not (the server may have settled it since).
 */
export function useLotteryCancelBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (betId: number) => call('lotteryCancelBet', { betId }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: lotteryBetsKey });
    },
  });
}
