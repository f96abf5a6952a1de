import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { fromUnits } from '../../ledger/amounts.js';
import { withdrawalPayout, withdrawalRelease } from '../../ledger/cashier-postings.js';
import { createSystemMessages } from '../messages/system-messages.js';
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
export function createWithdrawalSettlement(deps: WithdrawalSettlementDeps) {
  const repo = createWithdrawalRepo(deps.database.db);
  const messages = createSystemMessages(deps);

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
      if (!order) return null;
      const base = { brandId: order.brandId, memberId: order.memberId, withdrawalId: order.id, amount: order.amount };
      const result = await deps.ledger.transfer(
        status === 'approved'
          ? withdrawalPayout({ ...base, channel: payoutChannel(order) })
          : withdrawalRelease({ ...base, reason: reason ?? status }),
        tx,
      );
      await repo.setCloseTransfer(order.id, result.transferId, tx);
      if (status !== 'cancelled') {
        const brand = await deps.brands.byId(order.brandId);
        const amount = `${brand?.currencySymbol ?? ''} ${fromUnits(order.amount).toFixed(2)}`.trim();
        await messages.sendSystemMessage(
          order.memberId,
          status === 'approved' ? 'withdrawal_paid' : 'withdrawal_rejected',
          { amount, orderId: order.id, ...(reason ? { reason } : {}) },
          tx,
        );
      }
      const main = result.entries.find((e) => e.memberId === order.memberId && e.code === 'main');
      return { order: { ...order, closeTransferId: result.transferId }, balanceAfter: main?.balanceAfter ?? null };
    },
  };
}
