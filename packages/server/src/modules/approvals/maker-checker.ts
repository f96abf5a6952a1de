import type { Db } from '../../db/client.js';
import { lockMember } from '../../db/member-lock.js';
import type { AuditActor } from '../../domain/operator-actor.js';
import type { Clock } from '../../lib/clock.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditChange, AuditService } from '../audit/audit-service.js';

/**
 * Who made a request, or gave its first approval: an operator by id (the lottery desk keeps ids), or anyone by the
 * name the audit log gives them (an operator's account, or the command line's `cli:<user>`).
 */
export type Maker = { operatorId: number } | { name: string };

/**
 * How many operators a request takes. `always`: two, whatever it is (an official lottery result, a correction).
 * `threshold`: one while the amount's size is at most the brand's approval threshold, two above it (design.md
 * "Operators"); with `window`, what this operator already moved for this member on their own say within the brand's
 * approval window (signed: credits less debits) is added to the amount first, so a credit cannot be split under the
 * threshold. Amounts in ledger units; a debit is negative.
 */
export type ApprovalRule =
  | { always: true }
  | { threshold: number; amount: number; window?: ApprovalWindow | undefined };

export interface ApprovalWindow {
  memberId: number;
  hours: number;
  /** What the operator moved for the member on their own say since `since`, signed like the amount. */
  ownTotal: (since: Date, tx: Db) => Promise<number>;
}

/** `alone`: the one decision moves it; `first`: it now waits for another operator; `second`: that operator's. */
export type ApprovalStep = 'alone' | 'first' | 'second';

export interface ApprovalRequest<R> {
  /** The maker or first approver, who may not take the next step; null while nobody has. */
  maker: Maker | null;
  /** How many operators it takes, read when nobody has acted yet (none given: two). */
  rule?: ApprovalRule;
  /**
   * The desk's one guarded statement of the step (an INSERT, or an UPDATE still open and not by the maker): null
   * when the request was decided meanwhile, so of two checkers exactly one gets it.
   */
  write: (step: ApprovalStep) => Promise<R | null>;
  /** Why a refused write is refused (409 request_decided unless told). */
  refused?: () => DomainError;
  audit: (result: R, step: ApprovalStep) => AuditChange;
}

export interface Closing<R> {
  /** Given: the maker may not close it (the money desk's checker rejects; the cashier's anyone). */
  maker?: Maker | null;
  write: () => Promise<R | null>;
  refused?: () => DomainError;
  audit: (result: R) => AuditChange;
}

const HOUR_MS = 3_600_000;

export function sameOperator(maker: Maker, actor: AuditActor): boolean {
  return 'operatorId' in maker ? maker.operatorId === actor.operatorId : maker.name === actor.actor;
}

/** Whether an amount (signed), with what the operator moved alone in the window, is above the threshold. */
export function aboveThreshold(threshold: number, amount: number, ownTotal = 0): boolean {
  return Math.abs(amount) > threshold || Math.abs(ownTotal + amount) > threshold;
}

/** A step two different people must take can only be taken by an operator: the command line has no one to tell apart. */
export function operatorIdOf(actor: AuditActor): number {
  if (actor.operatorId === null) throw new DomainError('forbidden');
  return actor.operatorId;
}

/**
 * The one maker-checker (design.md "Operators"), for every desk: the money desk's credits and debits, deposits,
 * withdrawals, official lottery results and their corrections. In the caller's transaction it decides whether a
 * second operator is needed (the rule), refuses the maker taking the next step themselves (403
 * approval_needs_other_operator), runs the desk's one guarded statement (a request decided meanwhile answers 409
 * request_decided) and writes the step's audit row. The desk owns its table and what else moves with the step.
 */
export function createMakerChecker(deps: { db: Db; clock: Clock } & { audit: AuditService }) {
  const { audit } = deps;

  async function needsSecond(rule: ApprovalRule, tx: Db): Promise<boolean> {
    if ('always' in rule) return true;
    if (aboveThreshold(rule.threshold, rule.amount)) return true;
    if (!rule.window) return false;
    // The member's row lock makes one operator's parallel requests for them count one after the other.
    await lockMember(rule.window.memberId, tx);
    const since = new Date(deps.clock.now().getTime() - rule.window.hours * HOUR_MS);
    return aboveThreshold(rule.threshold, rule.amount, await rule.window.ownTotal(since, tx));
  }

  return {
    /** Approves (or makes) a request: alone, as the first of two, or as the second operator. */
    async approve<R>(actor: AuditActor, request: ApprovalRequest<R>, tx: Db): Promise<R> {
      let step: ApprovalStep;
      if (request.maker) {
        if (sameOperator(request.maker, actor)) throw new DomainError('approval_needs_other_operator');
        step = 'second';
      } else {
        step = (await needsSecond(request.rule ?? { always: true }, tx)) ? 'first' : 'alone';
      }
      const result = await request.write(step);
      if (result === null) throw request.refused?.() ?? new DomainError('request_decided');
      await audit.record(actor, request.audit(result, step), tx);
      return result;
    },

    /** Closes a request without approving it (a rejection, a withdrawal), once, audited. */
    async close<R>(actor: AuditActor, closing: Closing<R>, tx: Db): Promise<R> {
      if (closing.maker && sameOperator(closing.maker, actor)) {
        throw new DomainError('approval_needs_other_operator');
      }
      const result = await closing.write();
      if (result === null) throw closing.refused?.() ?? new DomainError('request_decided');
      await audit.record(actor, closing.audit(result), tx);
      return result;
    },
  };
}

export type MakerChecker = ReturnType<typeof createMakerChecker>;
