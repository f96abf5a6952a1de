import type { LiveSubscription } from '../../lib/live-events';
import { lotteryBetsKey } from './api/lottery-bets';

/** The member's lottery bets of a numero were settled or refunded: "my bets" is fetched again. */
export const lotteryLiveUpdates: LiveSubscription = ({ bus, queryClient }) =>
  bus.subscribe('lotteryBet', () => {
    void queryClient.invalidateQueries({ queryKey: lotteryBetsKey });
  });
