import type { TransferInput } from './ledger.js';
import { houseOf, mainWallet, move, POSTING_KINDS } from './postings.js';

// The lottery's money (design.md "Lottery"), named once. Keys come from the records' own ids, so a retried settlement
// or refund moves money once (ledger idempotency).

/** Where a chase's later stakes wait (a member account): held when the chase is placed, spent or released later. */
export const CHASE_HOLD = 'lottery_chase';

/** The key of a slip's (or a chase step's) stake: a slip sent again with its request id finds its bets by it. */
export const lotteryStakeKey = (ref: string) => `lottery:${ref}:stake`;

/**
 * The stake of a slip on one numero: from the main wallet (a slip placed now) or from the chase hold (a chase's
 * step placed when its numero opens), to the house. `ref` names the slip (`slip:<uuid>`, or
 * `slip:m<member id>:<request id>` when the caller gave one) or the step (`step:<id>`).
 */
export function lotteryStake(p: {
  brandId: number;
  memberId: number;
  ref: string;
  amount: number;
  gameCode: string;
  numero: string;
  fromHold?: boolean;
}): TransferInput {
  const from = p.fromHold ? { memberId: p.memberId, code: CHASE_HOLD } : mainWallet(p.memberId);
  return {
    brandId: p.brandId,
    key: lotteryStakeKey(p.ref),
    kind: POSTING_KINDS.lotteryBet,
    reason: p.gameCode,
    metadata: { gameCode: p.gameCode, numero: p.numero, ref: p.ref },
    legs: move(from, houseOf('game', p.memberId), p.amount, 'stake'),
  };
}

/** The chase's later numeros: their stake held apart from the main wallet (refused when the wallet lacks it). */
export function lotteryChaseHold(p: {
  brandId: number;
  memberId: number;
  chaseId: number;
  amount: number;
}): TransferInput {
  return {
    brandId: p.brandId,
    key: `lottery:chase:${p.chaseId}:hold`,
    kind: POSTING_KINDS.lotteryChaseHold,
    metadata: { chaseId: String(p.chaseId) },
    legs: move(mainWallet(p.memberId), { memberId: p.memberId, code: CHASE_HOLD }, p.amount, 'chase'),
  };
}

/** A chase step not played (stopped after a win, numero cancelled or closed): its held stake back to the wallet. */
export function lotteryChaseRelease(p: {
  brandId: number;
  memberId: number;
  stepId: number;
  amount: number;
}): TransferInput {
  return {
    brandId: p.brandId,
    key: `lottery:step:${p.stepId}:release`,
    kind: POSTING_KINDS.lotteryChaseRelease,
    metadata: { stepId: String(p.stepId) },
    legs: move({ memberId: p.memberId, code: CHASE_HOLD }, mainWallet(p.memberId), p.amount, 'chase'),
  };
}

/**
 * A bet's close: its payout (won) or its stake given back (cancelled by the member, or refunded with its cancelled
 * numero). One key per bet for both, so a bet is never paid and refunded.
 */
export function lotteryBetClose(p: {
  brandId: number;
  memberId: number;
  betId: number;
  amount: number;
  outcome: 'payout' | 'refund';
  gameCode: string;
}): TransferInput {
  return {
    brandId: p.brandId,
    key: `lottery:bet:${p.betId}:close`,
    kind: p.outcome === 'payout' ? POSTING_KINDS.lotteryPayout : POSTING_KINDS.lotteryRefund,
    reason: p.gameCode,
    metadata: { betId: String(p.betId) },
    legs: move(houseOf('game', p.memberId), mainWallet(p.memberId), p.amount, p.outcome),
  };
}

/**
 * A settled bet re-judged by a confirmed correction of its numero's official result (docs/lottery.md "Result
 * corrections": a wrong official result is corrected only by a documented reversal posting): `amount` > 0 pays the
 * member what the new result adds, `amount` < 0 takes back what it removes (as far as the wallet holds: the caller caps
 * it, the ledger refuses a negative balance). One key per bet and correction, so a retried correction moves money once.
 */
export function lotteryCorrection(p: {
  brandId: number;
  memberId: number;
  betId: number;
  correctionId: number;
  amount: number;
  gameCode: string;
}): TransferInput {
  const legs =
    p.amount > 0
      ? move(houseOf('game', p.memberId), mainWallet(p.memberId), p.amount, 'correction')
      : move(mainWallet(p.memberId), houseOf('game', p.memberId), -p.amount, 'correction');
  return {
    brandId: p.brandId,
    key: `lottery:bet:${p.betId}:correction:${p.correctionId}`,
    kind: POSTING_KINDS.lotteryCorrection,
    reason: p.gameCode,
    metadata: { betId: String(p.betId), correctionId: String(p.correctionId) },
    legs,
  };
}
