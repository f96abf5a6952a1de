import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { fromUnits } from '../../ledger/amounts.js';
import { withdrawalPayout, withdrawalRelease } from '../../ledger/cashier-postings.js';
import { DomainError } from '../../lib/errors.js';
import type { SystemMessages } from '../messages/system-messages.js';
import { createCashierRepo } from './cashier-repo.js';
import { createWithdrawalRepo, type WithdrawalOrder } from './withdrawal-repo.js';

export type WithdrawalSettlementDeps = Pick<AppDeps, 'clock' | 'ledger' | 'brands'> & {
  database: Pick<AppDeps['database'], 'db'>;
};

/** The channel name of a payout in the ledger: the kind of account it was paid to. */
const payoutChannel = (order: WithdrawalOrder) => `payout_${order.payoutKind}`;

/**
 * A withdrawal's closing, inside the caller's transaction (design.md "Money"): ONE conditional UPDATE from
 * processing, then the ledger's `withdrawalPayout` (approved) or `withdrawalRelease` (rejected, cancelled), the
 * order's closing transfer and, for a decision of the finance desk, the member's system message. Two decisions at
 * once cannot both pass the UPDATE; should they, the ledger's shared close key refuses the second. Money moved back
 * reaches the member's open tabs by the ledger's NOTIFY at commit.
 */
export function createWithdrawalSettlement(deps: WithdrawalSettlementDeps & { systemMessages: SystemMessages }) {
  const repo = createWithdrawalRepo(deps.database.db);
  const messages = deps.systemMessages;
  const cashierRepo = createCashierRepo(deps.database.db);

  return {
    /** Null when the order is no longer processing (or not the member's, or the first approver tries again). */
    async close(
      orderId: number,
      status: 'approved' | 'rejected' | 'cancelled',
      by: string,
      reason: string | null,
      tx: Db,
      only: { memberId?: number | undefined; otherThanFirst?: string | undefined } = {},
    ): Promise<{ order: WithdrawalOrder; balanceAfter: number | null } | null> {
      const now = deps.clock.now();
      const order = await repo.closeProcessing(orderId, { status, decidedBy: by, decidedAt: now, reason }, tx, only);
      if (!order) {
        const current = await repo.byId(orderId, tx);
        if (current?.status === 'processing' && current.p2p && (!only.memberId || current.memberId === only.memberId)) {
          const underWay = current.netAmount - current.p2pOpen - current.p2pPaid;
          if (underWay > 0 || (status !== 'approved' && current.p2pPaid > 0)) {
            throw new DomainError('withdrawal_p2p_in_progress');
          }
        }
        return null;
      }
      return finish(order, status, reason, tx);
    },

    /**
     * Closes (approved) a p2p withdrawal whose net amount depositors have all paid, in the transaction of the last
     * payment's credit; null while any of it is open or under way. Decided by 'p2p'.
     */
    async closeIfPaidByPeers(orderId: number, tx: Db) {
      const order = await repo.closePaidByPeers(orderId, deps.clock.now(), tx);
      return order ? finish(order, 'approved', null, tx) : null;
    },
  };

  /**
   * The closing transfer and the member's message. What depositors paid has already left the hold; the brand pays
   * out (approved) or gives back (rejected, cancelled) the rest, and there is no transfer when nothing is left.
   */
  async function finish(
    order: WithdrawalOrder,
    status: 'approved' | 'rejected' | 'cancelled',
    reason: string | null,
    tx: Db,
  ): Promise<{ order: WithdrawalOrder; balanceAfter: number | null }> {
    const left = order.amount - order.p2pPaid;
    const base = { brandId: order.brandId, memberId: order.memberId, withdrawalId: order.id, amount: left };
    const result =
      left > 0
        ? await deps.ledger.transfer(
            status === 'approved'
              ? withdrawalPayout({ ...base, channel: payoutChannel(order) })
              : withdrawalRelease({ ...base, reason: reason ?? status }),
            tx,
          )
        : null;
    if (result) await repo.setCloseTransfer(order.id, result.transferId, tx);
    if (status !== 'cancelled') {
      // Read in the transaction: on PGlite a query outside an open transaction waits for it to end.
      const symbol = await cashierRepo.currencySymbol(order.brandId, tx);
      const amount = `${symbol} ${fromUnits(order.amount).toFixed(2)}`.trim();
      await messages.sendSystemMessage(
        order.memberId,
        status === 'approved' ? 'withdrawal_paid' : 'withdrawal_rejected',
        { amount, orderId: order.id, ...(reason ? { reason } : {}) },
        tx,
      );
    }
    const main = result?.entries.find((e) => e.memberId === order.memberId && e.code === 'main');
    return {
      order: { ...order, closeTransferId: result?.transferId ?? null },
      balanceAfter: main?.balanceAfter ?? null,
    };
  }
}

export type WithdrawalSettlement = ReturnType<typeof createWithdrawalSettlement>;
