import type { LotteryFamily } from '@wl/rules/lottery/families';
import type { PlayOdds4 } from '@wl/rules/lottery/odds';
import { PLAYS, type PlayCode, SEA4D_TIERS } from '@wl/rules/lottery/plays-catalogue';
import { choose } from '@wl/rules/lottery/plays-combinatorics';
import { vnPrizes } from '@wl/rules/lottery/plays-units';

/**
 * The most one bet item can pay on one draw (what the limit of worst-case payout per member and numero counts, and the
 * console's exposure): the largest number of units that can win together on one draw, by the rule book's winning rules
 * (lottery-plays.md "Plays"), times the play's highest odds. Never below the real worst case; exact for most plays. The
 * selection must have passed `validateSelection`.
 */
export function maxWinningUnits(playCode: PlayCode, rows: readonly string[][], family: LotteryFamily): number {
  const first = rows[0] ?? [];
  const n = first.length;
  const nonEmptyRows = rows.filter((row) => row.length > 0).length;
  switch (playCode) {
    // Fixed positions: one number per position is drawn, so each non-empty row hits at most once.
    case 'SSC_FIXED':
    case 'X5_FIXED':
    case 'PK10_FIXED':
      return nonEmptyRows;
    // Two digits: each fits at most one of BIG/SMALL and one of ODD/EVEN.
    case 'SSC_L2_BSOE':
      return rows.reduce((product, row) => product * Math.min(row.length, 2), 1);
    case 'PC28_BSOE':
      return Math.min(n, 2);
    // Any k of the 5 drawn: with k <= 5 the units made of drawn numbers; with k >= 6 those holding all five.
    case 'X5_ANY1':
    case 'X5_ANY2':
    case 'X5_ANY3':
    case 'X5_ANY4':
    case 'X5_ANY5': {
      const k = Number(playCode.slice(-1));
      return choose(Math.min(n, 5), k);
    }
    case 'X5_ANY6':
    case 'X5_ANY7':
    case 'X5_ANY8': {
      const k = Number(playCode.slice(-1));
      return n >= 5 ? choose(n - 5, k - 5) : 0;
    }
    // Three dice show at most three distinct values.
    case 'K3_2DIFF':
      return choose(Math.min(n, 3), 2);
    case 'LHC_PICK2':
      return choose(Math.min(n, 6), 2);
    case 'LHC_PICK3':
      return choose(Math.min(n, 6), 3);
    // Every prize ends in one tail: at most one hit per prize.
    case 'VN_LO2':
      return Math.min(n, 1) * vnPrizes(family);
    case 'VN_XIEN2':
      return choose(Math.min(n, vnPrizes(family)), 2);
    // Each of the 23 prizes is one number (counted by tier in maxPayout).
    case 'SEA4D_BIG':
      return 23;
    case 'SEA4D_SMALL':
      return 3;
    default:
      // Every other play: the draw decides one value (a position tuple, a sum, a set, a champion), one unit.
      return PLAYS[playCode].perHit ? rows.reduce((t, r) => t + r.length, 0) : 1;
  }
}

/** Prizes of each SEA 4D tier in a draw: 1st, 2nd, 3rd one each, 10 special, 10 consolation. */
const SEA4D_TIER_COUNT: Record<string, number> = { first: 1, second: 1, third: 1, special: 10, consolation: 10 };

/** The worst-case payout of an item, in ledger units (floor, as payout.ts pays). */
export function maxPayout(p: {
  playCode: PlayCode;
  rows: readonly string[][];
  family: LotteryFamily;
  odds: PlayOdds4;
  unitStake: number;
  multiple: number;
}): number {
  let odds4Units: bigint;
  if (p.playCode === 'SEA4D_BIG' || p.playCode === 'SEA4D_SMALL') {
    // Each prize is one number, so the item wins each prize at most once; a draw may repeat a number (rules
    // README), so even one number may in principle take every prize: each tier's prizes at its odds.
    const table = p.odds as Record<string, number>;
    const tiers: readonly string[] = p.playCode === 'SEA4D_BIG' ? SEA4D_TIERS : SEA4D_TIERS.slice(0, 3);
    odds4Units = tiers.reduce<bigint>(
      (sum, tier) => sum + BigInt(table[tier] ?? 0) * BigInt(SEA4D_TIER_COUNT[tier] ?? 0),
      0n,
    );
  } else {
    const top = typeof p.odds === 'number' ? p.odds : Math.max(...Object.values(p.odds));
    odds4Units = BigInt(top) * BigInt(maxWinningUnits(p.playCode, p.rows, p.family));
  }
  return Number((BigInt(p.unitStake) * BigInt(p.multiple) * odds4Units) / 10_000n);
}
