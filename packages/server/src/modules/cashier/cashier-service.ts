import { type cashierOrder, type depositChannel, WITHDRAWAL_STATUSES } from '@wl/contract/routes/cashier';
import type { z } from 'zod';
import { lockMember } from '../../db/member-lock.js';
import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../domain/actor.js';
import { dayRange } from '../../domain/day-range.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { fromUnits, toUnits } from '../../ledger/amounts.js';
import { DAY_MS } from '../../lib/clock.js';
import { DomainError } from '../../lib/errors.js';
import type { HttpFacts, RouteInput } from '../../lib/route-handler.js';
import {
  createCashierRepo,
  type OrderWithChannel,
  type PaymentChannel,
  type ReceivingAccount,
} from './cashier-repo.js';
import { channelOpen, depositTerms } from './channel-rules.js';
import { channelAdapters } from './channels/channel-registry.js';
import type { DepositSettlement } from './deposit-settlement.js';
import { isP2p, type P2pService } from './p2p-service.js';
import { parseProof } from './proof-image.js';
import { createWithdrawalRepo } from './withdrawal-repo.js';
import { withdrawalOrderView } from './withdrawal-view.js';

export type CashierDeps = Pick<AppDeps, 'clock' | 'ledger' | 'config' | 'brands'> & {
  database: Pick<AppDeps['database'], 'db' | 'transaction'>;
};

/** A member may have this many deposit orders waiting at once. */
export const MAX_PENDING_DEPOSITS = 5;
/** How long an order waits: a gateway's payment page, an offline transfer for the finance desk. */
const EXPIRY_MS = { gateway: 30 * 60_000, offline_bank: 3 * DAY_MS, p2p: DAY_MS } as const;

export function orderView(row: OrderWithChannel): z.input<typeof cashierOrder> {
  const o = row.order;
  return {
    type: 'deposit',
    id: o.id,
    channel: row.channelCode,
    channelName: row.channelName,
    amount: fromUnits(o.amount),
    fee: fromUnits(o.fee),
    credited: fromUnits(o.credited),
    status: o.status,
    reference: o.reference,
    reason: o.reason,
    payUrl: o.status === 'pending' ? o.payUrl : null,
    createdAt: o.createdAt.toISOString(),
    decidedAt: o.decidedAt?.toISOString() ?? null,
  };
}

function channelView(
  c: PaymentChannel,
  account: ReceivingAccount | undefined,
  now: Date,
  maxMatchable: number | null = null,
) {
  return {
    code: c.code,
    kind: c.kind,
    name: c.name,
    minAmount: fromUnits(c.minAmount),
    maxAmount: fromUnits(c.maxAmount),
    fee: { percent: c.feeBps / 100, fixed: fromUnits(c.feeFixed), payer: c.feePayer },
    hours: c.opensAt && c.closesAt ? { opensAt: c.opensAt, closesAt: c.closesAt } : null,
    open: channelOpen(c, now) && (c.kind !== 'offline_bank' || account !== undefined),
    presets: c.presets.map(fromUnits),
    account: account
      ? {
          bankName: account.bankName,
          holderName: account.holderName,
          accountNumber: account.accountNumber,
          branch: account.branch,
        }
      : null,
    proofRequired: c.kind === 'offline_bank',
    maxMatchable: c.kind === 'p2p' && maxMatchable !== null ? fromUnits(maxMatchable) : null,
  } satisfies z.input<typeof depositChannel>;
}

/**
 * The member's cashier (design.md "Cashier"): the brand's channels, deposit orders through a channel's adapter, the
 * member's orders and cancelling one (the turnover still required before a withdrawal is the turnover module's).
 */
export function createCashierService(deps: CashierDeps & { depositSettlement: DepositSettlement; p2p: P2pService }) {
  const { db } = deps.database;
  const repo = createCashierRepo(db);
  const adapterOf = channelAdapters(db);
  const settlement = deps.depositSettlement;
  const withdrawalRepo = createWithdrawalRepo(db);
  const { p2p } = deps;
  /** The test gateway's channels only where it is served (TEST_GATEWAY, never in production). */
  const offered = (c: PaymentChannel) => c.adapter !== 'test_gateway' || deps.config.testGateway;

  /** The first active receiving account of each offline bank channel: the one members are shown. */
  async function shownAccounts(channels: PaymentChannel[]) {
    const accounts = await repo.accounts(channels.filter((c) => c.kind === 'offline_bank').map((c) => c.id));
    const shown = new Map<number, ReceivingAccount>();
    for (const a of accounts) if (a.active && !shown.has(a.channelId)) shown.set(a.channelId, a);
    return shown;
  }

  return {
    async channels(actor: MemberActor) {
      const now = deps.clock.now();
      const channels = (await repo.channels(actor.brand.id)).filter((c) => c.enabled && offered(c));
      const accounts = await shownAccounts(channels);
      const matchable = channels.some(isP2p) ? await p2p.largestOpen(actor.brand.id, actor.member.id) : null;
      return {
        channels: channels.map((c) => channelView(c, accounts.get(c.id), now, matchable)),
        currencySymbol: actor.brand.currencySymbol,
      };
    },

    async deposit(actor: MemberActor, input: RouteInput<'cashierDeposit'>, http: Pick<HttpFacts, 'origin'>) {
      const now = deps.clock.now();
      const channel = await repo.channelByCode(actor.brand.id, input.channel);
      if (!channel || !offered(channel)) throw new DomainError('not_found');
      const amount = toUnits(input.amount);
      // Peer-to-peer money never passes the brand: no fee (the payer pays the withdrawer exactly the amount).
      const terms = isP2p(channel)
        ? depositTerms({ ...channel, feeBps: 0, feeFixed: 0 }, amount, now)
        : depositTerms(channel, amount, now);
      const account = channel.kind === 'offline_bank' ? (await shownAccounts([channel])).get(channel.id) : undefined;
      if (channel.kind === 'offline_bank' && !account) throw new DomainError('deposit_channel_closed');
      if (channel.kind === 'offline_bank' && !input.proof) throw new DomainError('deposit_proof_required');
      const proof = input.proof ? parseProof(input.proof) : null;
      const adapter = adapterOf(channel.adapter);
      const callbackOrigin = deps.config.cashierCallbackOrigin ?? http.origin;
      // Reads before the transaction are done: on PGlite a query outside the open transaction waits for it.
      const order = await deps.database.transaction(async (tx) => {
        // One order at a time per member, so two at once cannot both pass the count.
        await lockMember(actor.member.id, tx);
        if ((await repo.pendingCount(actor.member.id, tx)) >= MAX_PENDING_DEPOSITS) {
          throw new DomainError('deposit_too_many_pending');
        }
        const proofUploadId = proof
          ? await repo.insertUpload(
              {
                brandId: actor.brand.id,
                memberId: actor.member.id,
                mime: proof.mime,
                size: proof.bytes.length,
                sha256: proof.sha256,
                data: proof.bytes,
                createdAt: now,
              },
              tx,
            )
          : null;
        const created = await repo.insertOrder(
          {
            brandId: actor.brand.id,
            memberId: actor.member.id,
            channelId: channel.id,
            receivingAccountId: account?.id ?? null,
            amount,
            fee: terms.fee,
            feePayer: terms.feePayer,
            credited: terms.credited,
            reference: input.reference || null,
            proofUploadId,
            ip: actor.visitor.ip,
            createdAt: now,
            expiresAt: new Date(now.getTime() + EXPIRY_MS[channel.kind]),
          },
          tx,
        );
        const matched = isP2p(channel) ? await p2p.match(actor, created, tx) : null;
        const payment = await adapter.createOrder({ order: created, channel, origin: http.origin, callbackOrigin }, tx);
        await repo.setGateway(created.id, payment.gatewayRef, payment.payUrl, tx);
        const row = await repo.orderById(created.id, tx);
        if (!row) throw new Error('order vanished');
        return { row, matched };
      });
      return {
        order: orderView(order.row),
        payUrl: order.row.order.payUrl,
        p2p: order.matched ? await p2p.view(order.matched, actor.member.id) : null,
      };
    },

    /**
     * Deposits and withdrawals, newest first. Without a type both lists are read up to the page's end and merged,
     * so a page is the same whichever way it is cut.
     */
    async orders(actor: MemberActor, input: RouteInput<'cashierOrders'>) {
      const asked = pageOf(input);
      const { offset, size } = asked;
      const days = dayRange(actor.brand, input);
      const since = days.start ?? undefined;
      const until = days.end ?? undefined;
      const status = input.status;
      const depositStatus = status === 'processing' ? null : status;
      const withdrawalStatus = status === undefined ? undefined : WITHDRAWAL_STATUSES.find((s) => s === status);
      const merged = input.type === undefined;
      const page = merged ? { offset: 0, limit: offset + size } : asked;
      const deposits =
        input.type === 'withdrawal' || depositStatus === null
          ? { rows: [], total: 0 }
          : await repo.memberOrders(actor.member.id, { status: depositStatus, since, until }, page);
      const withdrawals =
        input.type === 'deposit' || (status !== undefined && !withdrawalStatus)
          ? { rows: [], total: 0 }
          : await withdrawalRepo.memberOrders(
              actor.member.id,
              { statuses: withdrawalStatus ? [withdrawalStatus] : undefined, since, until },
              page,
            );
      const views = [...deposits.rows.map(orderView), ...withdrawals.rows.map(withdrawalOrderView)];
      if (merged) views.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
      const total = deposits.total + withdrawals.total;
      const content = merged ? views.slice(offset, offset + size) : views;
      return pagedOf(content, total, asked);
    },

    async cancel(actor: MemberActor, orderId: number) {
      // A peer-to-peer order is cancelled with its payment (its slice goes back to the withdrawal).
      const payment = await p2p.byDepositOrder(orderId);
      if (payment && payment.payerId === actor.member.id) {
        await p2p.cancel(actor, payment.id);
        const row = await repo.orderById(orderId);
        if (!row) throw new DomainError('not_found');
        return orderView(row);
      }
      return deps.database.transaction(async (tx) => {
        const closed = await settlement.close(orderId, 'cancelled', 'member', null, tx, actor.member.id);
        const row = await repo.orderById(orderId, tx);
        if (!row || row.order.memberId !== actor.member.id) throw new DomainError('not_found');
        if (!closed) throw new DomainError('order_not_pending');
        return orderView(row);
      });
    },
  };
}
