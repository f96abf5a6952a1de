import type { withdrawalRow, withdrawalSettingsView } from '@wl/contract/operator-routes/withdrawals';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { Brand } from '../../domain/brand.js';
import { dayRange } from '../../domain/day-range.js';
import { type DeskActor, type DeskDatabase, deskBrand, requireDeskBrand } from '../../domain/desk-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { fromUnits, toUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import { aboveThreshold, type MakerChecker } from '../approvals/maker-checker.js';
import type { AuditService } from '../audit/audit-service.js';
import type { Turnover } from '../turnover/turnover-service.js';
import { createOrderDecisions } from './order-decisions.js';
import { createP2pRepo, type P2pSettingsRow } from './p2p-repo.js';
import { DEFAULT_P2P_TERMS } from './p2p-rules.js';
import { createWithdrawalDeskRepo, type WithdrawalQueueRow } from './withdrawal-desk-repo.js';
import { createWithdrawalRepo, type WithdrawalSettingsRow } from './withdrawal-repo.js';
import { termsOf } from './withdrawal-rules.js';
import type { WithdrawalSettlement } from './withdrawal-settlement.js';

export type WithdrawalDeskDeps = Pick<AppDeps, 'clock' | 'brands' | 'ledger'> & { database: DeskDatabase };

/** A queue row with the valid turnover since its last deposit's hour (turnover module), null without a deposit. */
type QueueRow = WithdrawalQueueRow & { turnoverSinceDeposit: number | null };

function rowView(r: QueueRow): z.input<typeof withdrawalRow> {
  const w = r.order;
  const lastDeposit = r.lastDeposit === null ? null : Number(r.lastDeposit);
  const since = lastDeposit === null ? null : (r.turnoverSinceDeposit ?? 0);
  const flags = [
    { flag: 'shared_payout' as const, count: Number(r.sharedPayout) },
    { flag: 'shared_ip' as const, count: Number(r.sharedIp) },
    { flag: 'quick_after_deposit' as const, count: lastDeposit !== null && (since ?? 0) < lastDeposit ? 1 : 0 },
  ].filter((f) => f.count > 0);
  return {
    id: w.id,
    brand: r.brand,
    memberId: w.memberId,
    memberAccount: r.memberAccount,
    payout: {
      kind: w.payoutKind,
      provider: w.payoutProvider,
      holderName: w.payoutHolder,
      maskedNumber: w.payoutMasked,
    },
    amount: fromUnits(w.amount),
    fee: fromUnits(w.fee),
    netAmount: fromUnits(w.netAmount),
    status: w.status,
    ip: w.ip,
    reason: w.reason,
    firstApprovedBy: w.firstApprovedBy,
    needsSecondApproval:
      w.status === 'processing' && (w.firstApprovedBy !== null || aboveThreshold(r.approvalThreshold, w.amount)),
    decidedBy: w.decidedBy,
    createdAt: w.createdAt.toISOString(),
    decidedAt: w.decidedAt?.toISOString() ?? null,
    lastDeposit: lastDeposit === null ? null : fromUnits(lastDeposit),
    turnoverSinceDeposit: since === null ? null : fromUnits(since),
    flags,
    p2p: w.p2p
      ? {
          open: fromUnits(w.p2pOpen),
          underWay: fromUnits(w.netAmount - w.p2pOpen - w.p2pPaid),
          paid: fromUnits(w.p2pPaid),
        }
      : null,
  };
}

function settingsView(
  brand: Brand,
  row: WithdrawalSettingsRow | null,
  p2p: P2pSettingsRow | null,
): z.input<typeof withdrawalSettingsView> {
  const t = termsOf(row);
  return {
    brand: brand.code,
    minAmount: fromUnits(t.minAmount),
    maxAmount: fromUnits(t.maxAmount),
    dailyCount: t.dailyCount,
    dailyAmount: fromUnits(t.dailyAmount),
    feePercent: t.feeBps / 100,
    feeFixed: fromUnits(t.feeFixed),
    approvalThreshold: fromUnits(brand.approvalThreshold),
    timeZone: brand.timeZone,
    p2pPayWindowMinutes: p2p?.payWindowMinutes ?? DEFAULT_P2P_TERMS.payWindowMinutes,
    p2pAutoReceiveMinutes: p2p?.autoReceiveMinutes ?? DEFAULT_P2P_TERMS.autoReceiveMinutes,
  };
}

/**
 * The finance desk's withdrawals (design.md "Cashier"): the queue with its risk flags, approving (paid out; above the
 * brand's threshold the maker-checker of modules/approvals records the first approval and another operator's pays),
 * rejecting with a reason (released), and the brand's withdrawal settings. Every change writes its audit row in its
 * transaction; the console and the command line (`cli:<user>`) call it alike.
 */
export function createWithdrawalDeskService(
  deps: WithdrawalDeskDeps & {
    audit: AuditService;
    makerChecker: MakerChecker;
    turnover: Turnover;
    withdrawalSettlement: WithdrawalSettlement;
  },
) {
  const { db } = deps.database;
  const repo = createWithdrawalRepo(db);
  const desk = createWithdrawalDeskRepo(db);
  const { audit } = deps;
  const settlement = deps.withdrawalSettlement;
  const p2pRepo = createP2pRepo(db);
  const { turnover } = deps;

  /** The page's rows with what each member wagered since their last deposit, read in one query. */
  async function withTurnover(brandId: number, rows: WithdrawalQueueRow[], tx?: Db): Promise<QueueRow[]> {
    const since = rows.flatMap((r) =>
      r.lastDepositAt === null ? [] : [{ memberId: r.order.memberId, at: new Date(r.lastDepositAt) }],
    );
    const totals = await turnover.validTurnoverFrom(brandId, since, tx);
    let i = 0;
    return rows.map((r) => ({ ...r, turnoverSinceDeposit: r.lastDepositAt === null ? null : (totals[i++] ?? 0) }));
  }

  async function viewOf(brandId: number, id: number, tx: Db) {
    const page = { offset: 0, limit: 1 };
    const { rows } = await desk.withdrawals({ brandId, id }, { by: 'createdAt', order: 'desc' }, page, tx);
    const [row] = await withTurnover(brandId, rows, tx);
    if (!row) throw new DomainError('not_found');
    return rowView(row);
  }

  async function orderInScope(actor: DeskActor, id: number) {
    const order = await repo.byId(id);
    if (!order) throw new DomainError('not_found');
    requireDeskBrand(actor, order.brandId);
    return order;
  }

  const decisions = createOrderDecisions(deps, {
    action: 'cashierWithdrawal',
    targetType: 'withdrawal_order',
    orderInScope,
    viewOf,
    firstApproval: async (id, by, tx) => Boolean(await repo.firstApproval(id, by, tx)),
    approve: async (id, by, tx, otherThanFirst) =>
      (await settlement.close(id, 'approved', by, null, tx, otherThanFirst === null ? {} : { otherThanFirst }))
        ? { balanceAfter: null }
        : null,
    reject: async (id, by, reason, tx) => Boolean(await settlement.close(id, 'rejected', by, reason, tx)),
    approvedFacts: (value) => ({ netAmount: value.netAmount }),
  });

  return {
    async list(
      actor: DeskActor,
      input: {
        brand: string;
        status?: z.infer<typeof withdrawalRow>['status'] | undefined;
        member?: string | undefined;
        from?: string | undefined;
        to?: string | undefined;
        minAmount?: number | undefined;
        maxAmount?: number | undefined;
        sortBy: 'createdAt' | 'amount';
        order: 'asc' | 'desc';
        pageNo: number;
        pageSize?: number | undefined;
      },
    ) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const days = dayRange(brand, input);
      const { rows, total } = await desk.withdrawals(
        {
          brandId: brand.id,
          status: input.status,
          member: input.member || undefined,
          since: days.start ?? undefined,
          until: days.end ?? undefined,
          minAmount: input.minAmount === undefined ? undefined : toUnits(input.minAmount),
          maxAmount: input.maxAmount === undefined ? undefined : toUnits(input.maxAmount),
        },
        { by: input.sortBy, order: input.order },
        page,
      );
      return pagedOf((await withTurnover(brand.id, rows)).map(rowView), total, page);
    },

    /** Approves: paid out alone at or below the brand's threshold, else by the second of two (order-decisions.ts). */
    approve: decisions.approve,
    reject: decisions.reject,

    async settings(actor: DeskActor, brandCode: string) {
      const brand = await deskBrand(deps, actor, brandCode);
      return settingsView(brand, await repo.settings(brand.id), await p2pRepo.settings(brand.id));
    },

    async saveSettings(
      actor: DeskActor,
      input: {
        brand: string;
        minAmount: number;
        maxAmount: number;
        dailyCount: number;
        dailyAmount: number;
        feePercent: number;
        feeFixed: number;
        p2pPayWindowMinutes?: number | undefined;
        p2pAutoReceiveMinutes?: number | undefined;
      },
    ) {
      const brand = await deskBrand(deps, actor, input.brand);
      if (input.maxAmount < input.minAmount || input.dailyAmount < input.minAmount) {
        throw new DomainError('invalid_input', { details: [{ path: 'maxAmount', message: 'below_min' }] });
      }
      return deps.database.transaction(async (tx) => {
        const p2pBefore = await p2pRepo.settings(brand.id, tx);
        const before = settingsView(brand, await repo.settings(brand.id, tx), p2pBefore);
        const row = await repo.saveSettings(
          {
            brandId: brand.id,
            minAmount: toUnits(input.minAmount),
            maxAmount: toUnits(input.maxAmount),
            dailyCount: input.dailyCount,
            dailyAmount: toUnits(input.dailyAmount),
            feeBps: Math.round(input.feePercent * 100),
            feeFixed: toUnits(input.feeFixed),
            updatedAt: deps.clock.now(),
          },
          tx,
        );
        const p2pRow =
          input.p2pPayWindowMinutes === undefined && input.p2pAutoReceiveMinutes === undefined
            ? p2pBefore
            : await p2pRepo.saveSettings(
                {
                  brandId: brand.id,
                  payWindowMinutes: input.p2pPayWindowMinutes ?? before.p2pPayWindowMinutes,
                  autoReceiveMinutes: input.p2pAutoReceiveMinutes ?? before.p2pAutoReceiveMinutes,
                  updatedAt: deps.clock.now(),
                },
                tx,
              );
        const after = settingsView(brand, row, p2pRow);
        await audit.record(
          actor.audit,
          {
            action: 'cashierWithdrawalSettingsSave',
            targetType: 'brand',
            targetId: brand.id,
            brandId: brand.id,
            before,
            after,
          },
          tx,
        );
        return after;
      });
    },
  };
}
