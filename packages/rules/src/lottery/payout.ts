/**
 * What a lottery bet item costs and pays, in ledger units (design.md "Money": 1 currency = 10000 ledger units).
 * lottery-plays.md "Words": a bet item costs `units x unitStake x multiple`; a winning unit pays
 * `unitStake x multiple x odds` (the stake is part of the payout) and a per-hit unit is paid per hit.
 * Products overflow 2^53 (a 10^12 unit stake at odds 97500 already does), so all of it is BigInt; the item's
 * payout is rounded down once, after adding up its lines, so it is never more than the exact amount and less by
 * under one ledger unit.
 */
import type { PlayOdds4 } from './odds.js';
import type { WinLine } from './plays-winning.js';

export type Integer = bigint | number;

function toBigInt(name: string, value: Integer): bigint {
  if (typeof value === 'number' && !Number.isSafeInteger(value)) {
    throw new RangeError(`${name} must be a safe integer: ${value}`);
  }
  const big = BigInt(value);
  if (big < 0n) throw new RangeError(`${name} must not be negative: ${value}`);
  return big;
}

/** `units x unitStake x multiple`, in ledger units when `unitStake` is. */
export function betCost(units: Integer, unitStake: Integer, multiple: Integer): bigint {
  return toBigInt('units', units) * toBigInt('unitStake', unitStake) * toBigInt('multiple', multiple);
}

export interface PayoutInput {
  /** Stake of one unit in ledger units. */
  unitStake: Integer;
  multiple: Integer;
  /** The play's odds from `playOdds4` (one number, or a record by option or tier). */
  odds: PlayOdds4;
  /** The winning lines from `winnings`. */
  lines: readonly WinLine[];
}

/**
 * floor(unitStake x multiple x sum over lines of (odds4 of the line's key x units) / 10000), in ledger units.
 * Throws a RangeError when a keyed line meets a single odds or a line's key has no odds: the odds and the lines
 * belong to different plays, which is a bug rather than a loss.
 */
export function payout({ unitStake, multiple, odds, lines }: PayoutInput): bigint {
  let odds4Units = 0n;
  for (const line of lines) {
    let lineOdds4: number | undefined;
    if (typeof odds === 'number') {
      if (line.key !== undefined) throw new RangeError(`a line keyed ${line.key} needs odds by key`);
      lineOdds4 = odds;
    } else {
      if (line.key === undefined) throw new RangeError('a line without a key needs a single odds');
      lineOdds4 = Object.hasOwn(odds, line.key) ? odds[line.key] : undefined;
      if (lineOdds4 === undefined) throw new RangeError(`no odds for ${line.key}`);
    }
    odds4Units += toBigInt('odds4', lineOdds4) * toBigInt('units', line.units);
  }
  return (toBigInt('unitStake', unitStake) * toBigInt('multiple', multiple) * odds4Units) / 10_000n;
}
