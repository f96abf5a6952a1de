import type { p2pPayment } from '@wl/contract/routes/p2p';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { P2pState } from '../../db/schema-p2p.js';
import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../domain/actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { fromUnits, toUnits } from '../../ledger/amounts.js';
import { p2pPaymentCredit } from '../../ledger/cashier-postings.js';
import { DomainError } from '../../lib/errors.js';
import type { RouteInput } from '../../lib/route-handler.js';
import { moneyParam, type SystemMessages } from '../messages/system-messages.js';
import type { Wagering } from '../turnover/wagering-service.js';
import { createCashierRepo, type PaymentChannel } from './cashier-repo.js';
import { createP2pRepo, type P2pPayment } from './p2p-repo.js';
import { DEFAULT_P2P_TERMS, type P2pEvent, p2pStep } from './p2p-rules.js';
import { parseProof } from './proof-image.js';
import type { WithdrawalSettlement } from './withdrawal-settlement.js';

export type P2pDeps = Pick<AppDeps, 'clock' | 'ledger' | 'brands'> & {
  database: Pick<AppDeps['database'], 'db' | 'transaction'>;
};

type Account = NonNullable<Awaited<ReturnType<ReturnType<typeof createP2pRepo>['payeeAccount']>>>;

/** A payment as one of its two members sees it; the payer sees the account to pay into while they must pay. */
export function p2pView(p: P2pPayment, memberId: number, account: Account | null): z.input<typeof p2pPayment> {
  const role = p.payerId === memberId ? 'payer' : 'payee';
  return {
    id: p.id,
    role,
    amount: fromUnits(p.amount),
    credited: fromUnits(p.credited),
    state: p.state,
    withdrawalId: p.withdrawalId,
    depositOrderId: p.depositOrderId,
    payBy: p.payBy.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    payerReference: p.payerReference,
    confirmation: p.confirmation,
    payeeAmount: p.payeeAmount === null ? null : fromUnits(p.payeeAmount),
    resolution: p.resolution,
    resolutionReason: p.resolutionReason,
    createdAt: p.createdAt.toISOString(),
    account: role === 'payer' && p.state === 'awaiting_payment' && account ? account : null,
  };
}

/**
 * The peer-to-peer channel (spec 4 "Withdrawal confirmation"; p2p-rules.ts the state machine). A step is applied in ONE
 * transaction: the payment's guarded UPDATE, then what it moves: the payer's credit from the withdrawer's hold
 * (ledger), the withdrawal's paid or open part, the payer's deposit order, their turnover requirement and the system
 * messages. A withdrawal paid in full by payers closes (approved) in the same transaction as the last credit.
 */
export function createP2pService(
  deps: P2pDeps & { systemMessages: SystemMessages; wagering: Wagering; withdrawalSettlement: WithdrawalSettlement },
) {
  const { db } = deps.database;
  const repo = createP2pRepo(db);
  const cashier = createCashierRepo(db);
  const messages = deps.systemMessages;
  const withdrawals = deps.withdrawalSettlement;
  const { wagering } = deps;

  async function terms(brandId: number, tx: Db = db) {
    const row = await repo.settings(brandId, tx);
    return row
      ? { payWindowMinutes: row.payWindowMinutes, autoReceiveMinutes: row.autoReceiveMinutes }
      : DEFAULT_P2P_TERMS;
  }

  async function storeProof(actor: MemberActor, dataUrl: string | undefined, tx: Db): Promise<number | null> {
    if (!dataUrl) return null;
    const proof = parseProof(dataUrl);
    return cashier.insertUpload(
      {
        brandId: actor.brand.id,
        memberId: actor.member.id,
        mime: proof.mime,
        size: proof.bytes.length,
        sha256: proof.sha256,
        data: proof.bytes,
        createdAt: deps.clock.now(),
      },
      tx,
    );
  }

  /**
   * Applies `event` to the payment as read, inside `tx`; `by` names who did it (a member, 'system', an operator).
   * Throws p2p_state_conflict when another step moved it first.
   */
  async function apply(
    payment: P2pPayment,
    event: P2pEvent,
    c: { by: string; patch?: Partial<P2pPayment>; partlyAmount?: number; reason?: string | null },
    tx: Db,
  ): Promise<P2pPayment> {
    const now = deps.clock.now();
    const step = p2pStep(payment, event, c.partlyAmount);
    const updated = await repo.step(payment.id, step.from, { ...c.patch, state: step.to }, step.credit, tx);
    if (!updated) throw new DomainError('p2p_state_conflict');
    const symbol = await cashier.currencySymbol(payment.brandId, tx);
    const params = { amount: moneyParam(payment.amount, symbol), orderId: payment.depositOrderId };

    if (step.credit > 0) {
      // The withdrawal's row first (its lock), then the ledger: the order every path takes.
      await repo.addPaid(payment.withdrawalId, step.credit, tx);
      const part = payment.creditTransferId === null ? 'credit' : 'rest';
      const result = await deps.ledger.transfer(
        p2pPaymentCredit({
          brandId: payment.brandId,
          paymentId: payment.id,
          depositOrderId: payment.depositOrderId,
          withdrawalId: payment.withdrawalId,
          payeeId: payment.payeeId,
          payerId: payment.payerId,
          amount: step.credit,
          part,
        }),
        tx,
      );
      await repo.setTransfer(payment.id, part, result.transferId, tx);
      await repo.approveOrder(payment.depositOrderId, updated.credited, now, tx);
      await wagering.addDeposit(tx, {
        brandId: payment.brandId,
        memberId: payment.payerId,
        amount: step.credit,
        at: now,
      });
      await messages.sendSystemMessage(
        payment.payerId,
        'deposit_approved',
        { amount: moneyParam(step.credit, symbol), orderId: payment.depositOrderId },
        tx,
      );
      await withdrawals.closeIfPaidByPeers(payment.withdrawalId, tx);
    }
    if (step.release > 0) await repo.releaseSlice(payment.withdrawalId, step.release, tx);

    if (event === 'cancel') await repo.closeOrder(payment.depositOrderId, 'cancelled', c.by, null, now, tx);
    if (event === 'expire') {
      await repo.closeOrder(payment.depositOrderId, 'expired', 'system', null, now, tx);
      await messages.sendSystemMessage(payment.payerId, 'deposit_expired', params, tx);
    }
    if (event === 'resolve_unpaid' && updated.credited === 0) {
      await repo.closeOrder(payment.depositOrderId, 'rejected', c.by, c.reason ?? null, now, tx);
      await messages.sendSystemMessage(payment.payerId, 'deposit_rejected', params, tx);
    }
    if (event === 'paid') await messages.sendSystemMessage(payment.payeeId, 'p2p_payment_sent', params, tx);
    if (event === 'partly' || event === 'not_received') {
      await messages.sendSystemMessage(payment.payerId, 'p2p_disputed', params, tx);
    }
    if (event === 'resolve_paid' || event === 'resolve_unpaid') {
      const resolved = { ...params, result: event === 'resolve_paid' ? 'paid' : 'unpaid' };
      await messages.sendSystemMessage(payment.payerId, 'p2p_dispute_resolved', resolved, tx);
      await messages.sendSystemMessage(payment.payeeId, 'p2p_dispute_resolved', resolved, tx);
    }
    return updated;
  }

  /** The payment of `id` if `memberId` is its payer (or payee); not_found otherwise, whoever else asks. */
  async function own(id: number, memberId: number, role: 'payer' | 'payee', tx: Db = db) {
    const payment = await repo.byId(id, tx);
    if (!payment || (role === 'payer' ? payment.payerId : payment.payeeId) !== memberId) {
      throw new DomainError('not_found');
    }
    return payment;
  }

  async function view(p: P2pPayment, memberId: number) {
    const account =
      p.payerId === memberId && p.state === 'awaiting_payment' ? await repo.payeeAccount(p.withdrawalId) : null;
    return p2pView(p, memberId, account);
  }

  return {
    apply,

    /**
     * Inside the deposit's transaction (cashier-service.ts): takes `amount` from the oldest withdrawal open for it
     * and records the payment of the order. p2p_no_match when no withdrawal has that much open.
     */
    async match(actor: MemberActor, order: { id: number; amount: number }, tx: Db): Promise<P2pPayment> {
      const slice = await repo.takeSlice(actor.brand.id, actor.member.id, order.amount, tx);
      if (!slice) throw new DomainError('p2p_no_match');
      const now = deps.clock.now();
      const { payWindowMinutes } = await terms(actor.brand.id, tx);
      return repo.insert(
        {
          brandId: actor.brand.id,
          depositOrderId: order.id,
          withdrawalId: slice.withdrawalId,
          payerId: actor.member.id,
          payeeId: slice.payeeId,
          amount: order.amount,
          createdAt: now,
          payBy: new Date(now.getTime() + payWindowMinutes * 60_000),
        },
        tx,
      );
    },
    /** What a payer could be matched with now (the channel's `maxMatchable`). */
    largestOpen: (brandId: number, payerId: number) => repo.largestOpen(brandId, payerId),
    byDepositOrder: (orderId: number, tx?: Db) => repo.byDepositOrder(orderId, tx),
    view,

    async list(actor: MemberActor, input: RouteInput<'p2pPayments'>) {
      const page = pageOf(input);
      const states: P2pState[] | undefined =
        input.scope === 'open' ? ['awaiting_payment', 'paid', 'disputed'] : undefined;
      const { rows, total } = await repo.forMember(actor.member.id, page, states);
      const content = await Promise.all(rows.map((p) => view(p, actor.member.id)));
      return pagedOf(content, total, page);
    },

    async paid(actor: MemberActor, input: RouteInput<'p2pPaid'>) {
      const payment = await own(input.id, actor.member.id, 'payer');
      const updated = await deps.database.transaction(async (tx) => {
        const proofId = await storeProof(actor, input.proof, tx);
        const moved = await apply(
          payment,
          'paid',
          {
            by: `member:${actor.member.id}`,
            patch: { payerReference: input.reference, payerProofId: proofId, paidAt: deps.clock.now() },
          },
          tx,
        );
        await repo.setOrderReference(payment.depositOrderId, input.reference, proofId, tx);
        return moved;
      });
      return view(updated, actor.member.id);
    },

    async cancel(actor: MemberActor, id: number) {
      const payment = await own(id, actor.member.id, 'payer');
      const updated = await deps.database.transaction((tx) => apply(payment, 'cancel', { by: 'member' }, tx));
      return view(updated, actor.member.id);
    },

    async confirm(actor: MemberActor, input: RouteInput<'p2pConfirm'>) {
      const payment = await own(input.id, actor.member.id, 'payee');
      if (input.result === 'not_received' && !input.proof) throw new DomainError('p2p_proof_required');
      const partlyAmount =
        input.result === 'partly' ? (input.amount === undefined ? Number.NaN : toUnits(input.amount)) : undefined;
      const event: P2pEvent = input.result;
      const updated = await deps.database.transaction(async (tx) => {
        const proofId = await storeProof(actor, input.proof, tx);
        return apply(
          payment,
          event,
          {
            by: `member:${actor.member.id}`,
            partlyAmount,
            patch: {
              confirmation: input.result,
              payeeAmount: partlyAmount ?? (input.result === 'received' ? payment.amount : 0),
              payeeNote: input.note || null,
              payeeProofId: proofId,
              confirmedAt: deps.clock.now(),
            },
          },
          tx,
        );
      });
      return view(updated, actor.member.id);
    },

    /** "All received": every paid payment of the member's withdrawal, each its own guarded step, in one transaction. */
    async confirmAll(actor: MemberActor, withdrawalId: number) {
      const paid = await repo.paidOf(withdrawalId, actor.member.id);
      const updated = await deps.database.transaction(async (tx) => {
        const done: P2pPayment[] = [];
        for (const payment of paid) {
          done.push(
            await apply(
              payment,
              'received',
              {
                by: `member:${actor.member.id}`,
                patch: { confirmation: 'received', payeeAmount: payment.amount, confirmedAt: deps.clock.now() },
              },
              tx,
            ),
          );
        }
        return done;
      });
      return { payments: await Promise.all(updated.map((p) => view(p, actor.member.id))) };
    },

    /**
     * The job (every minute): payments not paid within the window expire, and paid ones left unanswered past the
     * brand's minutes count as received (a forced receipt: final). Each in its own transaction; a payment another
     * step moved meanwhile is skipped.
     */
    async runTimeouts(limit = 200) {
      const now = deps.clock.now();
      let expired = 0;
      let autoReceived = 0;
      const attempt = async (payment: P2pPayment, event: P2pEvent, patch?: Partial<P2pPayment>) => {
        try {
          await deps.database.transaction((tx) => apply(payment, event, { by: 'system', patch }, tx));
          return true;
        } catch (error) {
          if (error instanceof DomainError && error.code === 'p2p_state_conflict') return false;
          throw error;
        }
      };
      for (const p of await repo.overdueUnpaid(now, limit)) if (await attempt(p, 'expire')) expired++;
      for (const p of await repo.overdueUnconfirmed(now, DEFAULT_P2P_TERMS.autoReceiveMinutes, limit)) {
        if (await attempt(p, 'auto', { confirmation: 'auto', payeeAmount: p.amount, confirmedAt: now })) autoReceived++;
      }
      return { expired, autoReceived };
    },
  };
}

export type P2pService = ReturnType<typeof createP2pService>;

/** A P2P channel of the brand (the channels list offers it only where one is enabled). */
export const isP2p = (c: PaymentChannel) => c.kind === 'p2p';
