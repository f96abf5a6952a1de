import type { TransferInput } from './ledger.js';
import type { AccountRef } from './ledger-accounts.js';
import { houseOf, move, POSTING_KINDS, positive } from './postings.js';

// Game rounds' money (design.md "Games and vendors"), named once: the in-house vendor's and third parties'.

/**
 * One in-house round (vendor BGS): the stake goes to the house and the payout comes back, in one transfer whose
 * stake must be covered before the round even when it wins. A push (payout equal to the stake) moves no money and
 * has no transfer (null): the round and its bet still record it, and `ledger check` expects none.
 */
export function inHouseRound(p: {
  brandId: number;
  memberId: number;
  /** The game wallet's code: 'main', or 'vendor:BGS' on a multi-wallet brand (game-wallet.ts). */
  wallet: string;
  seedId: number;
  nonce: number;
  stake: number;
  payout: number;
  game: string;
  gameName: string;
  params: unknown;
  multiplier: number;
}): TransferInput | null {
  positive(p.stake, 'stake');
  if (!Number.isSafeInteger(p.payout) || p.payout < 0) throw new RangeError('payout: whole units, not negative');
  if (p.payout === p.stake) return null;
  const wallet: AccountRef = { memberId: p.memberId, code: p.wallet };
  return {
    brandId: p.brandId,
    key: `bgs:${p.seedId}:${p.nonce}`,
    kind: POSTING_KINDS.game,
    reason: p.gameName,
    legs: [
      ...move(wallet, houseOf('game', p.memberId), p.stake, 'stake'),
      ...(p.payout > 0 ? move(houseOf('game', p.memberId), wallet, p.payout, 'payout') : []),
    ],
    requireBefore: [{ account: wallet, amount: p.stake }],
    // The round can be rebuilt from the ledger alone.
    metadata: { game: p.game, seedId: p.seedId, nonce: p.nonce, params: p.params, multiplier: p.multiplier },
  };
}

interface VendorCall {
  brandId: number;
  vendor: string;
  vendorName: string;
  memberId: number;
  /** The game wallet's code (game-wallet.ts). */
  wallet: string;
  txId: string;
  roundId: string;
  amount: number;
}

const vendorKey = (p: VendorCall, action: string) => `vendor:${p.vendor}:${action}:${p.txId}`;
const vendorMetadata = (p: VendorCall) => ({ vendor: p.vendor, roundId: p.roundId, txId: p.txId });

/** A third-party vendor's seamless-wallet debit: the stake of its round. */
export function vendorDebit(p: VendorCall): TransferInput {
  return {
    brandId: p.brandId,
    key: vendorKey(p, 'debit'),
    kind: POSTING_KINDS.game,
    reason: `${p.vendorName} bet`,
    metadata: vendorMetadata(p),
    legs: move({ memberId: p.memberId, code: p.wallet }, houseOf('game', p.memberId), p.amount, 'debit'),
  };
}

/** A vendor's credit: what its round paid. */
export function vendorCredit(p: VendorCall): TransferInput {
  return {
    brandId: p.brandId,
    key: vendorKey(p, 'credit'),
    kind: POSTING_KINDS.game,
    reason: `${p.vendorName} win`,
    metadata: vendorMetadata(p),
    legs: move(houseOf('game', p.memberId), { memberId: p.memberId, code: p.wallet }, p.amount, 'credit'),
  };
}

/** A vendor's rollback: gives back exactly what the debit with that transaction id took. */
export function vendorRollback(p: VendorCall): TransferInput {
  return {
    brandId: p.brandId,
    key: vendorKey(p, 'rollback'),
    kind: POSTING_KINDS.gameRollback,
    reason: `${p.vendorName} rollback`,
    metadata: vendorMetadata(p),
    legs: move(houseOf('game', p.memberId), { memberId: p.memberId, code: p.wallet }, p.amount, 'rollback'),
  };
}
