import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallInput, call } from '../../../lib/api-client';
import { lotteryBetsKey } from './lottery-bets';

/**
 * A slip as the slip builds it: the contract's bet request, with the chase planner's multiples, whose first applies
 * to this numero and the others to the next numeros.
 */
export type SlipRequest = Omit<CallInput<'lotteryPlaceBet'>, 'chase'> & {
  chase?: { multiples: number[]; stopOnWin: boolean } | undefined;
};

/** The contract's request of a slip: the first multiple goes into the items, the rest becomes the chase. */
export function placeBetInput(request: SlipRequest): CallInput<'lotteryPlaceBet'> {
  const [first = 1, ...later] = request.chase?.multiples ?? [];
  return {
    gameCode: request.gameCode,
    numero: request.numero,
    items: request.items.map((item) => ({ ...item, multiple: (item.multiple ?? 1) * first })),
    ...(request.chase && later.length > 0
      ? { chase: { numeros: later.length, multiples: later, stopOnWin: request.chase.stopOnWin } }
      : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
  };
}

/** Places a slip (token); the member's bets are fetched again once it is placed. */
export function useLotteryPlaceBet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SlipRequest) => call('lotteryPlaceBet', placeBetInput(request)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: lotteryBetsKey });
    },
  });
}
