import type { Database, Db } from '../../db/client.js';
import type { Brand } from '../../domain/brand.js';
import { vendorCredit, vendorDebit, vendorRollback } from '../../ledger/game-postings.js';
import type { Ledger } from '../../ledger/ledger.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/errors.js';
import { BET_SOURCES, type BetFacts, type BetService, toGameKind, wagerCounts } from '../bets/bet-service.js';
import { createVendorTransactionRepo, type VendorAction, type VendorTransaction } from './vendor-transaction-repo.js';

/** A signed call of a vendor's seamless wallet, checked and parsed (seamless-wallet-service.ts). */
export interface VendorCall {
  brand: Pick<Brand, 'id' | 'trialTypes'>;
  vendor: { code: string; name: string; gameTypes: string[] };
  member: { id: number; type: number };
  /** The game wallet's code the vendor plays from (game-wallet.ts). */
  wallet: string;
  txId: string;
  roundId: string | null;
  gameCode: string | null;
  /** 0.0001 units; 0 for a rollback. */
  amount: number;
}

/**
 * Debit, credit and rollback of a vendor's round (design.md "Games and vendors"): each in one transaction that
 * moves the money, records the vendor transaction and keeps the round's bet, so they commit together or not at
 * all. Calls about one transaction id are serialised; a repeated call answers as the first did.
 */
export function createVendorWalletService(
  deps: {
    database: Pick<Database, 'transaction' | 'db'>;
    ledger: Ledger;
    clock: Clock;
  } & { bets: BetService },
) {
  const repo = createVendorTransactionRepo();
  const { bets } = deps;

  /** The same transaction id again: the same call answers as before, another one is a conflict. */
  function replay(found: VendorTransaction, call: VendorCall, action: VendorAction) {
    const same =
      found.memberId === call.member.id &&
      (action === 'rollback' || (found.amount === call.amount && found.roundId === (call.roundId ?? call.txId)));
    if (!same) throw new DomainError('idempotency_conflict');
  }

  /** Each vendor round is one bet. */
  const roundSource = (call: VendorCall, roundId: string) => ({
    brandId: call.brand.id,
    sourceKind: BET_SOURCES.vendorRound,
    sourceRef: `${call.vendor.code}:${roundId}`,
  });

  /** The round's game kind: its game's in our catalogue when the vendor names it, else the vendor's first kind. */
  async function betFacts(call: VendorCall, roundId: string, tx: Db): Promise<BetFacts> {
    const gameType = call.gameCode ? await repo.gameType(call.brand.id, call.vendor.code, call.gameCode, tx) : null;
    return {
      ...roundSource(call, roundId),
      memberId: call.member.id,
      gameKind: toGameKind(gameType, ...call.vendor.gameTypes),
      vendorCode: call.vendor.code,
      gameCode: call.gameCode ?? '',
    };
  }

  const posting = (call: VendorCall, roundId: string, amount: number) => ({
    brandId: call.brand.id,
    vendor: call.vendor.code,
    vendorName: call.vendor.name,
    memberId: call.member.id,
    wallet: call.wallet,
    txId: call.txId,
    roundId,
    amount,
  });

  async function apply(action: VendorAction, call: VendorCall): Promise<void> {
    const counts = wagerCounts(call.brand, call.member.type, false);
    await deps.database.transaction(async (tx) => {
      await repo.lockTxId(call.brand.id, call.vendor.code, call.txId, tx);
      const found = await repo.find(call.brand.id, call.vendor.code, action, call.txId, tx);
      // A debit that was rolled back is never answered as taken, not even a repeat of the debit that came first:
      // its money is back in the wallet, and a vendor told "taken" would settle a round nobody paid for.
      if (action === 'debit' && (await repo.find(call.brand.id, call.vendor.code, 'rollback', call.txId, tx))) {
        throw new DomainError('transaction_rolled_back');
      }
      if (found) return replay(found, call, action);
      const now = deps.clock.now();
      const record = (roundId: string, amount: number, transferId: number | null) =>
        repo.insert(
          {
            brandId: call.brand.id,
            vendorCode: call.vendor.code,
            txId: call.txId,
            action,
            roundId,
            memberId: call.member.id,
            amount,
            transferId,
            createdAt: now,
          },
          tx,
        );
      if (action === 'rollback') {
        // Gives back exactly what the debit took. A rollback of a debit we never saw moves nothing, and is kept so
        // that debit is refused if it arrives later (the usual rule of seamless-wallet protocols).
        const debit = await repo.find(call.brand.id, call.vendor.code, 'debit', call.txId, tx);
        if (debit && debit.memberId !== call.member.id) throw new DomainError('idempotency_conflict');
        const roundId = debit?.roundId ?? call.roundId ?? call.txId;
        const amount = debit?.amount ?? 0;
        const transfer =
          amount > 0 ? await deps.ledger.transfer(vendorRollback(posting(call, roundId, amount)), tx) : null;
        await record(roundId, amount, transfer?.transferId ?? null);
        if (debit && counts) await bets.removeStake(tx, roundSource(call, roundId), amount, now);
        return;
      }
      const roundId = call.roundId ?? call.txId;
      const build = action === 'debit' ? vendorDebit : vendorCredit;
      const transfer = await deps.ledger.transfer(build(posting(call, roundId, call.amount)), tx);
      await record(roundId, call.amount, transfer.transferId);
      if (!counts) return;
      const facts = await betFacts(call, roundId, tx);
      if (action === 'debit') await bets.addStake(tx, facts, call.amount, now);
      else await bets.addPayout(tx, facts, call.amount, now);
    });
  }

  return {
    debit: (call: VendorCall) => apply('debit', call),
    credit: (call: VendorCall) => apply('credit', call),
    rollback: (call: VendorCall) => apply('rollback', call),
  };
}

export type VendorWalletService = ReturnType<typeof createVendorWalletService>;
