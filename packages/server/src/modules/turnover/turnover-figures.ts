/** Summed rollup figures: 0.0001 units, and a count of bets (turnover-service.ts says which bets each counts). */
export interface Figures {
  stake: number;
  validTurnover: number;
  payout: number;
  profit: number;
  count: number;
}
