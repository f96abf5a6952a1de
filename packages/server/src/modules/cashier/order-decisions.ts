import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { DeskActor, DeskDatabase } from '../../domain/desk-actor.js';
import { DomainError } from '../../lib/errors.js';
import type { MakerChecker } from '../approvals/maker-checker.js';

/** A deposit or withdrawal order as the finance desk decides it. */
export interface DecidedOrder {
  brandId: number;
  status: string;
  amount: number;
  firstApprovedBy: string | null;
}

/** What every decided order's view shows the audit row. */
export interface DecidedView {
  status: string;
  firstApprovedBy: string | null;
  amount: number;
  memberId: number;
}

/** What a desk (deposits, withdrawals) tells the decisions about its orders. */
export interface OrderDesk<V extends DecidedView> {
  /** The audit actions: `<action>FirstApproval`, `<action>Approve`, `<action>Reject`. */
  action: 'cashierDeposit' | 'cashierWithdrawal';
  targetType: 'deposit_order' | 'withdrawal_order';
  /** The order, refused (404, 403) when missing or outside the operator's brands. */
  orderInScope(actor: DeskActor, id: number): Promise<DecidedOrder>;
  viewOf(brandId: number, id: number, tx: Db): Promise<V>;
  /** Records the first of two approvals: false when the order was decided meanwhile. */
  firstApproval(id: number, by: string, tx: Db): Promise<boolean>;
  /**
   * The approval that moves the money, alone or as the second (`otherThanFirst` then names the first approver, who
   * may not be the one): null when the order was decided meanwhile; the member's balance after it when known.
   */
  approve(
    id: number,
    by: string,
    tx: Db,
    otherThanFirst: string | null,
  ): Promise<{ balanceAfter: number | null } | null>;
  /** Rejects the order with its reason (the money held goes back): false when decided meanwhile. */
  reject(id: number, by: string, reason: string, tx: Db): Promise<boolean>;
  /** What an approval's audit row records of the order besides status, first approver, amount and member. */
  approvedFacts(view: V, balanceAfter: number | null): Record<string, unknown>;
}

/**
 * Approving and rejecting a cashier order, the same for deposits and withdrawals (design.md "Cashier", "Operators"):
 * through the maker-checker of modules/approvals, at or below the brand's approval threshold the money moves at once;
 * above it the first approval is recorded and a second operator's moves it (the first cannot). Each step is one
 * conditional UPDATE, so racing decisions (or the member's cancel) close an order once and the loser is told 409
 * request_decided; every step writes its audit row in its transaction.
 */
export function createOrderDecisions<V extends DecidedView>(
  deps: Pick<AppDeps, 'brands'> & { database: DeskDatabase; makerChecker: MakerChecker },
  desk: OrderDesk<V>,
) {
  const { makerChecker } = deps;
  return {
    async approve(actor: DeskActor, id: number): Promise<V> {
      const order = await desk.orderInScope(actor, id);
      const brand = await deps.brands.byId(order.brandId);
      if (!brand) throw new DomainError('not_found');
      const by = actor.audit.actor;
      return deps.database.transaction(async (tx) => {
        const done = await makerChecker.approve(
          actor.audit,
          {
            maker: order.firstApprovedBy === null ? null : { name: order.firstApprovedBy },
            rule: { threshold: brand.approvalThreshold, amount: order.amount },
            write: async (step) => {
              if (step === 'first') {
                if (!(await desk.firstApproval(id, by, tx))) return null;
                return { value: await desk.viewOf(order.brandId, id, tx), balanceAfter: null };
              }
              const approved = await desk.approve(id, by, tx, step === 'second' ? by : null);
              if (!approved) return null;
              return { value: await desk.viewOf(order.brandId, id, tx), balanceAfter: approved.balanceAfter };
            },
            audit: ({ value, balanceAfter }, step) => ({
              action: `${desk.action}${step === 'first' ? 'FirstApproval' : 'Approve'}`,
              targetType: desk.targetType,
              targetId: id,
              brandId: order.brandId,
              before: { status: order.status, firstApprovedBy: order.firstApprovedBy },
              after: {
                status: value.status,
                firstApprovedBy: value.firstApprovedBy,
                amount: value.amount,
                memberId: value.memberId,
                ...desk.approvedFacts(value, balanceAfter),
              },
            }),
          },
          tx,
        );
        return done.value;
      });
    },

    async reject(actor: DeskActor, id: number, reason: string): Promise<V> {
      const order = await desk.orderInScope(actor, id);
      return deps.database.transaction((tx) =>
        makerChecker.close(
          actor.audit,
          {
            write: async () =>
              (await desk.reject(id, actor.audit.actor, reason, tx)) ? desk.viewOf(order.brandId, id, tx) : null,
            audit: (value) => ({
              action: `${desk.action}Reject`,
              targetType: desk.targetType,
              targetId: id,
              brandId: order.brandId,
              before: { status: order.status },
              after: { status: value.status, reason, amount: value.amount, memberId: value.memberId },
            }),
          },
          tx,
        ),
      );
    },
  };
}
