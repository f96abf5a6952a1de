import type { moneyRequestValue } from '@wl/contract/operator-routes/money';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { type DeskActor, deskBrand, requireDeskBrand } from '../../domain/desk-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { fromUnits, toUnits } from '../../ledger/amounts.js';
import { operatorAdjustment } from '../../ledger/postings.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { DomainError } from '../../lib/errors.js';
import type { MakerChecker } from '../approvals/maker-checker.js';
import { createMemberDeskRepo } from './member-desk-repo.js';
import { createMoneyRequestRepo, type MoneyRequest, type MoneyRequestStatus } from './money-request-repo.js';

export type MoneyDeskDeps = Pick<AppDeps, 'clock' | 'brands' | 'ledger'> & {
  database: Pick<AppDeps['database'], 'db' | 'transaction'>;
};

type MoneyRequestValue = z.input<typeof moneyRequestValue>;
export interface AdjustInput {
  memberId: number;
  amount: number;
  reason: string;
  /** The caller's idempotency key (design.md "Money"): a retried request answers the first one. */
  key?: string | undefined;
}

/**
 * Operator credits and debits (design.md "Operators"): every one through the ledger's `operatorAdjustment` posting with
 * a reason. Up to the brand's approval threshold (counting what the maker moved alone for the member within the brand's
 * approval window) the money moves at once; above it the request waits for a second operator (the maker-checker of
 * modules/approvals, design.md "Operators"). The request row, the transfer and the audit row commit together.
 */
export function createMoneyDeskService(deps: MoneyDeskDeps & { makerChecker: MakerChecker }) {
  const { db } = deps.database;
  const requests = createMoneyRequestRepo(db);
  const membersRepo = createMemberDeskRepo(db);
  const { makerChecker } = deps;

  async function requestValue(id: number, tx: Db, balanceAfter: number | null = null): Promise<MoneyRequestValue> {
    const { rows } = await requests.list({ id }, { offset: 0, limit: 1 }, tx);
    const row = rows[0];
    if (!row) throw new DomainError('not_found');
    return toValue(row, balanceAfter);
  }

  function toValue(
    row: { request: MoneyRequest; brand: string; memberAccount: string },
    balanceAfter: number | null,
  ): MoneyRequestValue {
    const r = row.request;
    return {
      id: r.id,
      brand: row.brand,
      memberId: r.memberId,
      memberAccount: row.memberAccount,
      amount: fromUnits(r.amount),
      reason: r.reason,
      status: r.status,
      maker: r.maker,
      checker: r.checker,
      decisionReason: r.decisionReason,
      transferId: r.transferId,
      balanceAfter: balanceAfter === null ? null : fromUnits(balanceAfter),
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  }

  /** Moves a request's money through the ledger in `tx`; answers the member's main balance after it. */
  async function execute(request: MoneyRequest, maker: string, tx: Db): Promise<number> {
    const result = await deps.ledger.transfer(
      operatorAdjustment({
        brandId: request.brandId,
        memberId: request.memberId,
        amount: request.amount,
        reason: request.reason,
        key: `money-request:${request.id}`,
        operator: maker,
      }),
      tx,
    );
    await requests.setTransfer(request.id, result.transferId, tx);
    const entry = result.entries.find((e) => e.memberId === request.memberId && e.code === 'main');
    return entry?.balanceAfter ?? 0;
  }

  async function adjust(actor: DeskActor, action: 'moneyCredit' | 'moneyDebit', input: AdjustInput) {
    const units = toUnits(input.amount) * (action === 'moneyCredit' ? 1 : -1);
    // Read before the transaction: on PGlite a query outside the open transaction would wait for it forever.
    const member = await membersRepo.byId(input.memberId);
    if (!member) throw new DomainError('not_found');
    requireDeskBrand(actor, member.brandId);
    const brand = await deps.brands.byId(member.brandId);
    if (!brand) throw new DomainError('not_found');
    const repeated = async () => {
      const first = input.key ? await requests.byKey(member.brandId, input.key) : null;
      if (!first) return null;
      if (first.memberId !== member.id || first.amount !== units || first.reason !== input.reason) {
        throw new DomainError('idempotency_conflict');
      }
      return requestValue(first.id, db);
    };
    const earlier = await repeated();
    if (earlier) return earlier;
    try {
      return await deps.database.transaction((tx) =>
        makerChecker.approve(
          actor.audit,
          {
            maker: null,
            rule: {
              threshold: brand.approvalThreshold,
              amount: units,
              window: {
                memberId: member.id,
                hours: brand.approvalWindowHours,
                ownTotal: (since, t) => requests.ownTotal({ memberId: member.id, maker: actor.audit.actor, since }, t),
              },
            },
            write: async (step) => {
              const alone = step === 'alone';
              const now = deps.clock.now();
              const request = await requests.insert(
                {
                  brandId: member.brandId,
                  memberId: member.id,
                  amount: units,
                  reason: input.reason,
                  makerId: actor.audit.operatorId,
                  maker: actor.audit.actor,
                  idempotencyKey: input.key ?? null,
                  status: alone ? 'executed' : 'pending',
                  createdAt: now,
                  decidedAt: alone ? now : null,
                },
                tx,
              );
              const balanceAfter = alone ? await execute(request, actor.audit.actor, tx) : null;
              return requestValue(request.id, tx, balanceAfter);
            },
            audit: (value) => ({
              action,
              targetType: 'member',
              targetId: member.id,
              brandId: member.brandId,
              before: null,
              after: {
                requestId: value.id,
                amount: value.amount,
                reason: value.reason,
                status: value.status,
                transferId: value.transferId,
                balanceAfter: value.balanceAfter,
              },
            }),
          },
          tx,
        ),
      );
    } catch (err) {
      // Two calls with one key at the same moment: the unique key lets one in; the other answers its request.
      if (uniqueViolation(err) === 'money_requests_brand_key') {
        const first = await repeated();
        if (first) return first;
      }
      throw err;
    }
  }

  /** The request as the checker may decide it: in scope, not their own; then the one conditional UPDATE. */
  async function decide(
    actor: DeskActor,
    action: 'moneyApprove' | 'moneyReject',
    requestId: number,
    decisionReason: string | null,
  ) {
    return deps.database.transaction(async (tx) => {
      const found = await requests.byId(requestId, tx);
      if (!found) throw new DomainError('not_found');
      requireDeskBrand(actor, found.brandId);
      const status = action === 'moneyApprove' ? 'executed' : 'rejected';
      const write = async () => {
        const decided = await requests.decide(
          requestId,
          { id: actor.audit.operatorId, name: actor.audit.actor },
          { status, decisionReason, decidedAt: deps.clock.now() },
          tx,
        );
        if (!decided) return null;
        const balanceAfter = status === 'executed' ? await execute(decided, found.maker, tx) : null;
        return requestValue(requestId, tx, balanceAfter);
      };
      const audit = (value: MoneyRequestValue) => ({
        action,
        targetType: 'money_request',
        targetId: requestId,
        brandId: found.brandId,
        before: { status: found.status },
        after: {
          status: value.status,
          amount: value.amount,
          memberId: value.memberId,
          transferId: value.transferId,
          balanceAfter: value.balanceAfter,
          decisionReason,
        },
      });
      const maker = { name: found.maker };
      return status === 'executed'
        ? makerChecker.approve(actor.audit, { maker, write, audit }, tx)
        : makerChecker.close(actor.audit, { maker, write, audit }, tx);
    });
  }

  return {
    credit: (actor: DeskActor, input: AdjustInput) => adjust(actor, 'moneyCredit', input),
    debit: (actor: DeskActor, input: AdjustInput) => adjust(actor, 'moneyDebit', input),
    approve: (actor: DeskActor, input: { requestId: number }) => decide(actor, 'moneyApprove', input.requestId, null),
    reject: (actor: DeskActor, input: { requestId: number; reason: string }) =>
      decide(actor, 'moneyReject', input.requestId, input.reason),
    async list(
      actor: DeskActor,
      input: {
        brand: string;
        status?: MoneyRequestStatus | undefined;
        sortBy?: 'createdAt' | 'amount' | undefined;
        order?: 'asc' | 'desc' | undefined;
        pageNo: number;
        pageSize?: number | undefined;
      },
    ) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const { rows, total } = await requests.list(
        {
          brandId: brand.id,
          status: input.status,
          sort: { by: input.sortBy ?? 'createdAt', order: input.order ?? 'desc' },
        },
        page,
      );
      return pagedOf(
        rows.map((r) => toValue(r, null)),
        total,
        page,
      );
    },
  };
}

export type MoneyDeskService = ReturnType<typeof createMoneyDeskService>;
