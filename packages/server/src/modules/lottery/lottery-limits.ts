import type { LotteryLimitRow } from './lottery-bet-repo.js';

/** Limits of one play of a game, in ledger units (docs/lottery.md "Plays, units and odds"). */
export interface PlayLimits {
  unitStakeMin: number;
  unitStakeMax: number;
  unitsMax: number;
  /** What one member may stake on one numero in the play. */
  numeroStakeMax: number;
  /** The worst-case payout of one member's bets of the play on one numero (lottery-exposure.ts). */
  numeroPayoutMax: number;
}

/**
 * Defaults where neither the play's nor the game's row says otherwise: a unit from 0.01 to 1,000, a whole SSC
 * five-star sheet (100,000 units) in one item, 100,000 staked and 5,000,000 of worst-case payout per numero.
 */
export const DEFAULT_LIMITS: PlayLimits = {
  unitStakeMin: 100,
  unitStakeMax: 10_000_000,
  unitsMax: 100_000,
  numeroStakeMax: 1_000_000_000,
  numeroPayoutMax: 50_000_000_000,
};

const KEYS = Object.keys(DEFAULT_LIMITS) as (keyof PlayLimits)[];

/** The play's row, column by column over the game's ('*') row, over the defaults. */
export function limitsOf(rows: readonly LotteryLimitRow[], playCode: string): PlayLimits {
  const play = rows.find((r) => r.playCode === playCode);
  const game = rows.find((r) => r.playCode === '*');
  const out = { ...DEFAULT_LIMITS };
  for (const key of KEYS) out[key] = play?.[key] ?? game?.[key] ?? DEFAULT_LIMITS[key];
  return out;
}
