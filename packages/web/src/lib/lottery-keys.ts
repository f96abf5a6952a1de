/**
 * The member's lottery bets as the lottery pages cache them (features/lottery/my-bets.tsx), here because the live
 * socket (features/wallet) refreshes them when a `lotteryBet` event says a numero of theirs was settled.
 */
export const lotteryBetsKey = ['lottery', 'bets'] as const;
