import type { LotteryBet } from '@wl/contract/routes/lottery';
import type { PlayOdds4 } from '@wl/rules/lottery/odds';
import { fromUnits } from '../../ledger/amounts.js';
import type { LotteryBetRow } from './lottery-bet-repo.js';

/** Odds4 (1/10000) as the decimals the calls answer. */
export function oddsView(odds4: PlayOdds4): number | Record<string, number> {
  if (typeof odds4 === 'number') return odds4 / 10_000;
  return Object.fromEntries(Object.entries(odds4).map(([key, value]) => [key, value / 10_000]));
}

/** A bet as its member sees it (contract `lotteryBet`). */
export function betView(bet: LotteryBetRow, gameCode: string, numero: string): LotteryBet {
  return {
    id: bet.id,
    gameCode,
    numero,
    playCode: bet.playCode,
    selection: bet.selection,
    units: bet.units,
    unitStake: fromUnits(bet.unitStake),
    multiple: bet.multiple,
    stake: fromUnits(bet.stake),
    odds: oddsView(bet.odds),
    series: bet.series,
    status: bet.status,
    winningUnits: bet.winningUnits,
    payout: fromUnits(bet.payout),
    chaseId: bet.chaseId,
    placedAt: bet.placedAt.toISOString(),
    settledAt: bet.settledAt ? bet.settledAt.toISOString() : null,
  };
}
