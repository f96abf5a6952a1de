import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { deposit } from '../../ledger/cashier-postings.js';
import { DomainError } from '../../lib/errors.js';
import { moneyParam, type SystemMessages } from '../messages/system-messages.js';
import type { Wagering } from '../turnover/wagering-service.js';
import { createCashierRepo, type DepositOrder } from './cashier-repo.js';

export type SettlementDeps = Pick<AppDeps, 'clock' | 'ledger'> & { database: Pick<AppDeps['database'], 'db'> };

/**
 * A deposit order's state changes, each inside the caller's transaction (design.md "Money"): approving moves the order
 * from pending to approved with ONE conditional UPDATE (status = 'pending'), then credits the wallet with the ledger's
 * `deposit` posting and adds the turnover requirement (modules/turnover), all in that transaction; so two approvals at
 * the same moment cannot both credit (the second finds the order decided). The balance reaches the member's open tabs
 * by the ledger's NOTIFY at commit (src/http/live-events.ts). Each decision the member did not take (approved,
 * rejected, expired) sends them a system message in the same transaction (spec 2 messageV2: the message exists exactly
 * when the decision does); a cancel is the member's own and sends none.
 */
export function createDepositSettlement(deps: SettlementDeps & { systemMessages: SystemMessages; wagering: Wagering }) {
  const repo = createCashierRepo(deps.database.db);
  const messages = deps.systemMessages;
  const { wagering } = deps;

  async function tell(
    order: DepositOrder,
    category: 'deposit_approved' | 'deposit_rejected' | 'deposit_expired',
    tx: Db,
  ) {
    const amount = moneyParam(order.amount, await repo.currencySymbol(order.brandId, tx));
    await messages.sendSystemMessage(order.memberId, category, { amount, orderId: order.id }, tx);
  }

  return {
    /**
     * Approves and credits a pending order; null when it is no longer pending (or `onlyIf` does not hold: the
     * second approver must differ from the first).
     */
    async approve(
      orderId: number,
      by: string,
      tx: Db,
      onlyIf?: { otherThanFirst: string },
    ): Promise<{ order: DepositOrder; balanceAfter: number } | null> {
      const now = deps.clock.now();
      const order = await repo.closePending(orderId, { status: 'approved', decidedBy: by, decidedAt: now }, tx, {
        otherThanFirst: onlyIf?.otherThanFirst,
      });
      if (!order) return null;
      const channel = await repo.channelById(order.channelId, tx);
      if (!channel) throw new Error(`order ${order.id}: channel missing`);
      const result = await deps.ledger.transfer(depositPosting(order, channel.code), tx);
      await repo.setTransfer(order.id, result.transferId, tx);
      await wagering.addDeposit(tx, {
        brandId: order.brandId,
        memberId: order.memberId,
        amount: order.credited,
        at: now,
      });
      await tell(order, 'deposit_approved', tx);
      const entry = result.entries.find((e) => e.memberId === order.memberId && e.code === 'main');
      return { order: { ...order, transferId: result.transferId }, balanceAfter: entry?.balanceAfter ?? 0 };
    },

    /** Rejects (operator, gateway decline) or cancels (member) a pending order; nothing moves. Null when decided. */
    async close(
      orderId: number,
      status: 'rejected' | 'cancelled',
      by: string,
      reason: string | null,
      tx: Db,
      memberId?: number,
    ): Promise<DepositOrder | null> {
      const order = await repo.closePending(
        orderId,
        { status, reason, decidedBy: by, decidedAt: deps.clock.now() },
        tx,
        { memberId },
      );
      if (order?.status === 'rejected') await tell(order, 'deposit_rejected', tx);
      return order;
    },

    /** A pending order past its expiry expires (the expiry job); null when it was decided or is not overdue. */
    async expire(orderId: number, tx: Db): Promise<DepositOrder | null> {
      const order = await repo.expire(orderId, deps.clock.now(), tx);
      if (order) await tell(order, 'deposit_expired', tx);
      return order;
    },
  };
}

/**
 * The ledger posting of an approved order: what the member paid, the fee and who pays it, all as the order was made
 * (never the channel's settings of today: the member was shown these terms).
 */
export function depositPosting(order: DepositOrder, channelCode: string) {
  if (order.status !== 'approved') throw new DomainError('order_not_pending');
  return deposit({
    brandId: order.brandId,
    memberId: order.memberId,
    orderId: order.id,
    amount: order.amount,
    channel: channelCode,
    fee: { amount: order.fee, payer: order.feePayer },
  });
}

export type DepositSettlement = ReturnType<typeof createDepositSettlement>;
