import type { p2pDeskRow } from '@wl/contract/operator-routes/p2p';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { P2pState } from '../../db/schema-p2p.js';
import type { AppDeps } from '../../deps.js';
import { type DeskActor, type DeskDatabase, deskBrand, requireDeskBrand } from '../../domain/desk-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { fromUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { createCashierRepo } from './cashier-repo.js';
import { createP2pRepo } from './p2p-repo.js';
import type { P2pService } from './p2p-service.js';

export type P2pDeskDeps = Pick<AppDeps, 'clock' | 'brands' | 'ledger'> & { database: DeskDatabase };

type DeskRow = Awaited<ReturnType<ReturnType<typeof createP2pRepo>['deskList']>>['rows'][number];

function rowView(r: DeskRow): z.input<typeof p2pDeskRow> {
  const p = r.payment;
  return {
    id: p.id,
    brand: r.brand,
    state: p.state,
    amount: fromUnits(p.amount),
    credited: fromUnits(p.credited),
    withdrawalId: p.withdrawalId,
    depositOrderId: p.depositOrderId,
    payer: { memberId: p.payerId, account: r.payerAccount },
    payee: { memberId: p.payeeId, account: r.payeeAccount },
    payerReference: p.payerReference,
    payerProof: p.payerProofId !== null,
    confirmation: p.confirmation,
    payeeAmount: p.payeeAmount === null ? null : fromUnits(p.payeeAmount),
    payeeNote: p.payeeNote,
    payeeProof: p.payeeProofId !== null,
    resolution: p.resolution,
    resolutionReason: p.resolutionReason,
    resolvedBy: p.resolvedBy,
    createdAt: p.createdAt.toISOString(),
    payBy: p.payBy.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    confirmedAt: p.confirmedAt?.toISOString() ?? null,
    resolvedAt: p.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * The finance desk's peer-to-peer payments (spec 4 "Withdrawal confirmation"): the list by state, both sides' proofs,
 * and the decision of a dispute through the payment's state machine (p2p-rules.ts), with its audit row in the same
 * transaction. The console and the command line (`cli:<user>`) call it alike.
 */
export function createP2pDeskService(deps: P2pDeskDeps & { audit: AuditService; p2p: P2pService }) {
  const { db } = deps.database;
  const repo = createP2pRepo(db);
  const cashier = createCashierRepo(db);
  const { p2p } = deps;
  const { audit } = deps;

  async function inScope(actor: DeskActor, id: number) {
    const payment = await repo.byId(id);
    if (!payment) throw new DomainError('not_found');
    requireDeskBrand(actor, payment.brandId);
    return payment;
  }

  async function viewOf(brandId: number, id: number, tx: Db) {
    const [row] = (await repo.deskList({ brandId, id }, { offset: 0, limit: 1 }, tx)).rows;
    if (!row) throw new DomainError('not_found');
    return rowView(row);
  }

  return {
    async list(
      actor: DeskActor,
      input: {
        brand: string;
        state?: P2pState | undefined;
        sortBy?: 'createdAt' | 'amount' | undefined;
        order?: 'asc' | 'desc' | undefined;
        pageNo: number;
        pageSize?: number | undefined;
      },
    ) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const { rows, total } = await repo.deskList(
        {
          brandId: brand.id,
          states: input.state ? [input.state] : undefined,
          sort: { by: input.sortBy ?? 'createdAt', order: input.order ?? 'desc' },
        },
        page,
      );
      return pagedOf(rows.map(rowView), total, page);
    },

    async proof(actor: DeskActor, id: number, side: 'payer' | 'payee') {
      const payment = await inScope(actor, id);
      const uploadId = side === 'payer' ? payment.payerProofId : payment.payeeProofId;
      const upload = uploadId === null ? null : await cashier.upload(uploadId);
      if (!upload || (upload.mime !== 'image/png' && upload.mime !== 'image/jpeg')) return { image: null };
      return { image: `data:${upload.mime};base64,${Buffer.from(upload.data).toString('base64')}` };
    },

    /** Decides a disputed payment; 409 p2p_state_conflict when it is not (or no longer) disputed. */
    async resolve(actor: DeskActor, id: number, result: 'paid' | 'unpaid', reason: string) {
      const payment = await inScope(actor, id);
      const by = actor.audit.actor;
      return deps.database.transaction(async (tx) => {
        await p2p.apply(
          payment,
          result === 'paid' ? 'resolve_paid' : 'resolve_unpaid',
          {
            by,
            reason,
            patch: { resolution: result, resolutionReason: reason, resolvedBy: by, resolvedAt: deps.clock.now() },
          },
          tx,
        );
        const value = await viewOf(payment.brandId, id, tx);
        await audit.record(
          actor.audit,
          {
            action: 'cashierP2pResolve',
            targetType: 'p2p_payment',
            targetId: id,
            brandId: payment.brandId,
            before: { state: payment.state, credited: fromUnits(payment.credited) },
            after: { state: value.state, credited: value.credited, result, reason, amount: value.amount },
          },
          tx,
        );
        return value;
      });
    },
  };
}
