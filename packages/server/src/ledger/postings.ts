import type { Leg, TransferInput } from './ledger.js';
import { type AccountRef, HOUSE_SHARDS, type HouseAccount } from './ledger-accounts.js';

/**
 * Every kind of money movement, named once (design.md "Money"): each function builds the whole transfer (legs,
 * kind, idempotency key, reason, metadata) from the business facts, and no module outside `ledger/` writes legs.
 * Amounts are positive integers in 0.0001 units. The key is made from the business record's own id, so a retried
 * request moves money once, and two records never share a transfer. Games are in game-postings.ts, the cashier's
 * movements in cashier-postings.ts.
 */

export const mainWallet = (memberId: number): AccountRef => ({ memberId, code: 'main' });
export const house = (account: HouseAccount): AccountRef => ({ house: account });

/** A member's shard of a busy house account (ledger-accounts.ts): members on other shards never wait for it. */
export const houseOf = (account: HouseAccount, memberId: number): AccountRef => ({
  house: account,
  shard: memberId % HOUSE_SHARDS,
});

export function positive(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`${what}: a positive whole number of units`);
  return amount;
}

/** The two legs of a plain movement of `amount` from one account to another. */
export function move(from: AccountRef, to: AccountRef, amount: number, what: string): Leg[] {
  const units = positive(amount, what);
  return [
    { account: from, amount: -units },
    { account: to, amount: units },
  ];
}

/** Transfer kinds, as members see them in their transaction details (`type`) and `ledger check` reconciles them. */
export const POSTING_KINDS = {
  game: 'game',
  gameRollback: 'game_rollback',
  walletTransfer: 'wallet_transfer',
  walletCollect: 'wallet_collect',
  playMoney: 'play_money',
  deposit: 'deposit',
  withdrawalHold: 'withdrawal_hold',
  withdrawalRelease: 'withdrawal_release',
  withdrawalPayout: 'withdrawal_payout',
  p2pPayment: 'p2p_payment',
  lotteryBet: 'lottery_bet',
  lotteryPayout: 'lottery_payout',
  lotteryRefund: 'lottery_refund',
  lotteryChaseHold: 'lottery_chase_hold',
  lotteryChaseRelease: 'lottery_chase_release',
  lotteryCorrection: 'lottery_correction',
  transferToUpline: 'transfer_upline',
  transferToDownline: 'transfer_downline',
  rebate: 'rebate',
  salary: 'salary',
  dividend: 'dividend',
  bonus: 'bonus',
  pointsConversion: 'points_conversion',
  adjustment: 'adjustment',
} as const;

// The member's own wallets -------------------------------------------------------------------------------------------

/** GCS_walletTransfer: between the main wallet and a vendor's wallet, under the member's idempotency key. */
export function walletTransfer(p: {
  brandId: number;
  memberId: number;
  key: string;
  /** Wallet codes: 'main' or 'vendor:<code>'. */
  from: string;
  to: string;
  amount: number;
}): TransferInput {
  return {
    brandId: p.brandId,
    key: `wallet:${p.memberId}:${p.key}`,
    kind: POSTING_KINDS.walletTransfer,
    legs: move({ memberId: p.memberId, code: p.from }, { memberId: p.memberId, code: p.to }, p.amount, 'amount'),
  };
}

/** GCS_walletTransfer collectAll: every vendor wallet's balance back into the main wallet. */
export function walletCollect(p: {
  brandId: number;
  memberId: number;
  key: string;
  wallets: { code: string; amount: number }[];
}): TransferInput {
  const legs = p.wallets.map((w) => ({
    account: { memberId: p.memberId, code: w.code },
    amount: -positive(w.amount, w.code),
  }));
  return {
    brandId: p.brandId,
    key: `wallet:${p.memberId}:${p.key}`,
    kind: POSTING_KINDS.walletCollect,
    legs: [...legs, { account: mainWallet(p.memberId), amount: -legs.reduce((sum, l) => sum + l.amount, 0) }],
  };
}

/** Free play (spec 7): a new trial member's play money, from the brand's play-money account. */
export function freePlayGrant(p: { brandId: number; memberId: number; amount: number }): TransferInput {
  return {
    brandId: p.brandId,
    key: `freeplay:${p.memberId}`,
    kind: POSTING_KINDS.playMoney,
    reason: 'free play',
    legs: move(house('play_money'), mainWallet(p.memberId), p.amount, 'play money'),
  };
}

// Between members (spec member centre transferUpline, agent centre) -------------------------------------------------

interface MemberToMember {
  brandId: number;
  fromMemberId: number;
  toMemberId: number;
  /** The transfer record's id, or the caller's idempotency key. */
  ref: string | number;
  amount: number;
}

/** A member sends money to the upline (agent). */
export function transferToUpline(p: MemberToMember): TransferInput {
  return {
    brandId: p.brandId,
    key: `upline:${p.ref}`,
    kind: POSTING_KINDS.transferToUpline,
    metadata: { from: p.fromMemberId, to: p.toMemberId },
    legs: move(mainWallet(p.fromMemberId), mainWallet(p.toMemberId), p.amount, 'amount'),
  };
}

/** An agent sends money to a downline. */
export function transferToDownline(p: MemberToMember): TransferInput {
  return {
    brandId: p.brandId,
    key: `downline:${p.ref}`,
    kind: POSTING_KINDS.transferToDownline,
    metadata: { from: p.fromMemberId, to: p.toMemberId },
    legs: move(mainWallet(p.fromMemberId), mainWallet(p.toMemberId), p.amount, 'amount'),
  };
}

// Rewards paid by the house -----------------------------------------------------------------------------------------

interface Reward {
  brandId: number;
  memberId: number;
  /** The record that earned it: a salary run and member, a dividend period, a bonus claim... */
  ref: string | number;
  amount: number;
  reason?: string;
}

function reward(kind: keyof typeof POSTING_KINDS, from: HouseAccount, prefix: string, p: Reward): TransferInput {
  return {
    brandId: p.brandId,
    key: `${prefix}:${p.ref}`,
    kind: POSTING_KINDS[kind],
    reason: p.reason ?? null,
    metadata: { ref: String(p.ref) },
    legs: move(house(from), mainWallet(p.memberId), p.amount, kind),
  };
}

/** A rebate on turnover, or an upline's lottery rebate (design.md "Lottery" prize groups). */
export const rebate = (p: Reward) => reward('rebate', 'rebate', 'rebate', p);
/** An agent's daily, hourly or real-time salary. */
export const salary = (p: Reward) => reward('salary', 'salary', 'salary', p);
/** An agent's dividend of a contract period. */
export const dividend = (p: Reward) => reward('dividend', 'dividend', 'dividend', p);
/** A promotion's bonus or reward. */
export const bonus = (p: Reward) => reward('bonus', 'bonus', 'bonus', p);
/** Points converted to balance (spec 7 MCS2_convertPoint). */
export const pointsConversion = (p: Reward & { points: number }) => ({
  ...reward('pointsConversion', 'points', 'points', p),
  metadata: { ref: String(p.ref), points: p.points },
});

// Operators ---------------------------------------------------------------------------------------------------------

/**
 * An operator's manual credit (positive amount) or debit (negative) of a member's main wallet, against the
 * adjustment account; every one says why.
 */
export function operatorAdjustment(p: {
  brandId: number;
  memberId: number;
  amount: number;
  reason: string;
  key: string;
  operator: string;
}): TransferInput {
  if (!p.reason.trim()) throw new RangeError('an adjustment needs a reason');
  const units = positive(Math.abs(p.amount), 'amount');
  return {
    brandId: p.brandId,
    key: p.key,
    kind: POSTING_KINDS.adjustment,
    reason: p.reason,
    metadata: { operator: p.operator },
    legs:
      p.amount > 0
        ? move(house('adjustment'), mainWallet(p.memberId), units, 'credit')
        : move(mainWallet(p.memberId), house('adjustment'), units, 'debit'),
  };
}
