import type { TransactionSource } from '@wl/contract/schemas';
import { POSTING_KINDS } from '../../ledger/postings.js';

const REWARDS = new Set<string>([
  POSTING_KINDS.rebate,
  POSTING_KINDS.salary,
  POSTING_KINDS.dividend,
  POSTING_KINDS.bonus,
  POSTING_KINDS.pointsConversion,
]);
const WITHDRAWALS = new Set<string>([
  POSTING_KINDS.withdrawalHold,
  POSTING_KINDS.withdrawalRelease,
  POSTING_KINDS.withdrawalPayout,
]);

/**
 * The lottery's transfers (ledger/lottery-postings.ts), linked to a lottery bet of the member (spec 2
 * transactionHistory).
 */
export const LOTTERY_KINDS = new Set<string>([
  POSTING_KINDS.lotteryBet,
  POSTING_KINDS.lotteryPayout,
  POSTING_KINDS.lotteryRefund,
  POSTING_KINDS.lotteryChaseHold,
  POSTING_KINDS.lotteryChaseRelease,
]);

const refOf = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

/**
 * What caused a transfer, as the member's transaction history links it (contract `transactionSource`), read from
 * the transfer's kind and the metadata its posting wrote (ledger/*-postings.ts); `betId` is the bet of a game
 * transfer, when it has one; `lottery` the member's lottery bet a lottery transfer names, with its game. Nothing
 * of the metadata goes out but the reference: no other member's id, no seed.
 */
export function transactionSourceOf(
  kind: string,
  metadata: Record<string, unknown>,
  betId: number | undefined,
  amount = 0,
  lottery?: { betId: number; gameCode: string; family: string; prizeMode: string },
): TransactionSource | null {
  if (LOTTERY_KINDS.has(kind)) {
    if (!lottery) return { kind: 'lottery', ref: null };
    const { betId: lotteryBet, ...game } = lottery;
    return { kind: 'lottery', ref: String(lotteryBet), game };
  }
  // A peer-to-peer payment: the payer's deposit order (money in), or the payee's withdrawal (money out of the hold).
  if (kind === POSTING_KINDS.p2pPayment) {
    return amount > 0
      ? { kind: 'deposit', ref: refOf(metadata.depositOrderId) }
      : { kind: 'withdrawal', ref: refOf(metadata.withdrawalId) };
  }
  if (kind === POSTING_KINDS.game || kind === POSTING_KINDS.gameRollback) {
    return { kind: 'bet', ref: betId === undefined ? null : String(betId) };
  }
  if (kind === POSTING_KINDS.deposit) return { kind: 'deposit', ref: refOf(metadata.orderId) };
  if (WITHDRAWALS.has(kind)) return { kind: 'withdrawal', ref: refOf(metadata.withdrawalId) };
  if (kind === POSTING_KINDS.adjustment) return { kind: 'adjustment', ref: null };
  if (REWARDS.has(kind)) return { kind: 'reward', ref: refOf(metadata.ref) };
  if (kind === POSTING_KINDS.walletTransfer || kind === POSTING_KINDS.walletCollect) {
    return { kind: 'wallet_transfer', ref: null };
  }
  if (kind === POSTING_KINDS.transferToUpline || kind === POSTING_KINDS.transferToDownline) {
    return { kind: 'member_transfer', ref: null };
  }
  return null;
}
