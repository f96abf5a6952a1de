import type { depositRow } from '@wl/contract/operator-routes/cashier';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { dayRange } from '../../domain/day-range.js';
import { type DeskActor, type DeskDatabase, deskBrand, requireDeskBrand } from '../../domain/desk-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { fromUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import { aboveThreshold, type MakerChecker } from '../approvals/maker-checker.js';
import { createCashierDeskRepo, type DepositQueueRow } from './cashier-desk-repo.js';
import { createCashierRepo } from './cashier-repo.js';
import type { DepositSettlement } from './deposit-settlement.js';
import { createOrderDecisions } from './order-decisions.js';

export type CashierDeskDeps = Pick<AppDeps, 'clock' | 'brands' | 'ledger'> & { database: DeskDatabase };

function rowView(r: DepositQueueRow): z.input<typeof depositRow> {
  const o = r.order;
  const flags = [
    { flag: 'shared_ip' as const, count: Number(r.sharedIp) },
    { flag: 'same_reference' as const, count: Number(r.sameReference) },
    { flag: 'same_proof' as const, count: Number(r.sameProof) },
  ].filter((f) => f.count > 0);
  return {
    id: o.id,
    brand: r.brand,
    memberId: o.memberId,
    memberAccount: r.memberAccount,
    channel: r.channel,
    channelKind: r.channelKind,
    amount: fromUnits(o.amount),
    fee: fromUnits(o.fee),
    credited: fromUnits(o.credited),
    status: o.status,
    reference: o.reference,
    hasProof: o.proofUploadId !== null,
    gatewayRef: o.gatewayRef,
    ip: o.ip,
    reason: o.reason,
    account: r.account,
    firstApprovedBy: o.firstApprovedBy,
    needsSecondApproval:
      o.status === 'pending' && (o.firstApprovedBy !== null || aboveThreshold(r.approvalThreshold, o.amount)),
    decidedBy: o.decidedBy,
    transferId: o.transferId,
    createdAt: o.createdAt.toISOString(),
    decidedAt: o.decidedAt?.toISOString() ?? null,
    flags,
  };
}

/**
 * The finance desk's deposits (design.md "Cashier"): the queue, approving (the maker-checker of modules/approvals above
 * the brand's approval threshold: the first approval is recorded, a second operator's credits), rejecting with a
 * reason. Every change writes its audit row in the transaction of the change. Called by the console (an operator) and
 * the command line (`cli:<user>`) alike.
 */
export function createCashierDeskService(
  deps: CashierDeskDeps & { makerChecker: MakerChecker; depositSettlement: DepositSettlement },
) {
  const { db } = deps.database;
  const repo = createCashierRepo(db);
  const desk = createCashierDeskRepo(db);
  const settlement = deps.depositSettlement;

  async function viewOf(brandId: number, id: number, tx: Db) {
    const { rows } = await desk.deposits(
      { brandId, id },
      { by: 'createdAt', order: 'desc' },
      { offset: 0, limit: 1 },
      tx,
    );
    const row = rows[0];
    if (!row) throw new DomainError('not_found');
    return rowView(row);
  }

  async function orderInScope(actor: DeskActor, id: number) {
    const found = await repo.orderById(id);
    if (!found) throw new DomainError('not_found');
    requireDeskBrand(actor, found.order.brandId);
    return found.order;
  }

  const decisions = createOrderDecisions(deps, {
    action: 'cashierDeposit',
    targetType: 'deposit_order',
    orderInScope,
    viewOf,
    firstApproval: async (id, by, tx) => Boolean(await repo.firstApproval(id, by, tx)),
    approve: (id, by, tx, otherThanFirst) =>
      settlement.approve(id, by, tx, otherThanFirst === null ? undefined : { otherThanFirst }),
    reject: async (id, by, reason, tx) => Boolean(await settlement.close(id, 'rejected', by, reason, tx)),
    approvedFacts: (value, balanceAfter) => ({
      credited: value.credited,
      transferId: value.transferId,
      balanceAfter: balanceAfter === null ? null : fromUnits(balanceAfter),
    }),
  });

  return {
    async list(
      actor: DeskActor,
      input: {
        brand: string;
        status?: z.infer<typeof depositRow>['status'] | undefined;
        channel?: string | undefined;
        member?: string | undefined;
        from?: string | undefined;
        to?: string | undefined;
        sortBy: 'createdAt' | 'amount';
        order: 'asc' | 'desc';
        pageNo: number;
        pageSize?: number | undefined;
      },
    ) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const days = dayRange(brand, input);
      const { rows, total } = await desk.deposits(
        {
          brandId: brand.id,
          status: input.status,
          channel: input.channel || undefined,
          member: input.member || undefined,
          since: days.start ?? undefined,
          until: days.end ?? undefined,
        },
        { by: input.sortBy, order: input.order },
        page,
      );
      return pagedOf(rows.map(rowView), total, page);
    },

    async proof(actor: DeskActor, id: number) {
      const order = await orderInScope(actor, id);
      const upload = order.proofUploadId === null ? null : await repo.upload(order.proofUploadId);
      if (!upload || (upload.mime !== 'image/png' && upload.mime !== 'image/jpeg')) return { image: null };
      return { image: `data:${upload.mime};base64,${Buffer.from(upload.data).toString('base64')}` };
    },

    /** Approves: alone at or below the brand's threshold, else as the first or the second of two (order-decisions.ts). */
    approve: decisions.approve,
    reject: decisions.reject,
  };
}
