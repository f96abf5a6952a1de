import type { TransferInput } from './ledger.js';
import { house, mainWallet, move, POSTING_KINDS } from './postings.js';

// The cashier's money (design.md "Cashier"): deposits, and withdrawals held, released or paid out.

/** A member's money held for a withdrawal until it is paid out or released. */
export const WITHDRAWAL_HOLD = 'withdrawal';

/**
 * A confirmed deposit order: money in from the payment channel. `amount` is what the member paid. A fee the member
 * pays is kept by the channel, so the wallet gets `amount - fee`; a fee the brand pays is the brand's cost
 * (house `payment_fees`), so the wallet gets all of `amount`. Either way `cash_in` records what really arrived.
 */
export function deposit(p: {
  brandId: number;
  memberId: number;
  orderId: string | number;
  amount: number;
  channel: string;
  fee?: { amount: number; payer: 'member' | 'brand' };
}): TransferInput {
  const fee = p.fee?.amount ?? 0;
  if (!Number.isSafeInteger(fee) || fee < 0 || fee >= p.amount)
    throw new RangeError('fee: 0 or more, below the amount');
  const base = {
    brandId: p.brandId,
    key: `deposit:${p.orderId}`,
    kind: POSTING_KINDS.deposit,
    reason: p.channel,
  };
  const metadata = { orderId: String(p.orderId), channel: p.channel };
  if (fee === 0)
    return { ...base, metadata, legs: move(house('cash_in'), mainWallet(p.memberId), p.amount, 'deposit') };
  const received = p.amount - fee;
  if (p.fee?.payer === 'member') {
    return {
      ...base,
      metadata: { ...metadata, fee, feePayer: 'member' },
      legs: move(house('cash_in'), mainWallet(p.memberId), received, 'deposit'),
    };
  }
  return {
    ...base,
    metadata: { ...metadata, fee, feePayer: 'brand' },
    legs: [
      { account: house('cash_in'), amount: -received },
      { account: house('payment_fees'), amount: -fee },
      { account: mainWallet(p.memberId), amount: p.amount },
    ],
  };
}

/** A withdrawal request holds its amount apart from the main wallet (refused when the wallet lacks it). */
export function withdrawalHold(p: {
  brandId: number;
  memberId: number;
  withdrawalId: string | number;
  amount: number;
}): TransferInput {
  return {
    brandId: p.brandId,
    key: `withdrawal:${p.withdrawalId}:hold`,
    kind: POSTING_KINDS.withdrawalHold,
    metadata: { withdrawalId: String(p.withdrawalId) },
    legs: move(mainWallet(p.memberId), { memberId: p.memberId, code: WITHDRAWAL_HOLD }, p.amount, 'withdrawal'),
  };
}

/**
 * Release (rejected or cancelled) and payout (approved) of one withdrawal share one key: the ledger applies
 * whichever comes first, and the other is a 409 idempotency_conflict, so a withdrawal can never be both.
 */
const withdrawalCloseKey = (withdrawalId: string | number) => `withdrawal:${withdrawalId}:close`;

/** A rejected or cancelled withdrawal: the held amount returns to the main wallet. */
export function withdrawalRelease(p: {
  brandId: number;
  memberId: number;
  withdrawalId: string | number;
  amount: number;
  reason: string;
}): TransferInput {
  return {
    brandId: p.brandId,
    key: withdrawalCloseKey(p.withdrawalId),
    kind: POSTING_KINDS.withdrawalRelease,
    reason: p.reason,
    metadata: { withdrawalId: String(p.withdrawalId) },
    legs: move({ memberId: p.memberId, code: WITHDRAWAL_HOLD }, mainWallet(p.memberId), p.amount, 'withdrawal'),
  };
}

/** An approved withdrawal: the held amount leaves through the payment channel. */
export function withdrawalPayout(p: {
  brandId: number;
  memberId: number;
  withdrawalId: string | number;
  amount: number;
  channel: string;
}): TransferInput {
  return {
    brandId: p.brandId,
    key: withdrawalCloseKey(p.withdrawalId),
    kind: POSTING_KINDS.withdrawalPayout,
    reason: p.channel,
    metadata: { withdrawalId: String(p.withdrawalId), channel: p.channel },
    legs: move({ memberId: p.memberId, code: WITHDRAWAL_HOLD }, house('cash_out'), p.amount, 'withdrawal'),
  };
}

/**
 * A peer-to-peer payment confirmed (spec 4 "Withdrawal confirmation"): the payer paid the withdrawer outside the
 * site, so the withdrawer's held money becomes the payer's. `part` 'credit' is the confirmation's credit (all of
 * it, or what partly arrived), 'rest' the finance desk's credit of the rest of a dispute: one key each.
 */
export function p2pPaymentCredit(p: {
  brandId: number;
  paymentId: number;
  depositOrderId: number;
  withdrawalId: number;
  payeeId: number;
  payerId: number;
  amount: number;
  part: 'credit' | 'rest';
}): TransferInput {
  return {
    brandId: p.brandId,
    key: `p2p:${p.paymentId}:${p.part}`,
    kind: POSTING_KINDS.p2pPayment,
    reason: 'p2p',
    metadata: {
      paymentId: String(p.paymentId),
      part: p.part,
      depositOrderId: String(p.depositOrderId),
      withdrawalId: String(p.withdrawalId),
    },
    legs: move({ memberId: p.payeeId, code: WITHDRAWAL_HOLD }, mainWallet(p.payerId), p.amount, 'p2p payment'),
  };
}
