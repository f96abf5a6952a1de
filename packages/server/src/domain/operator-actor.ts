import { type Capability, can, type OperatorRole } from '@wl/contract/operator-capabilities';
import { DomainError } from '../lib/errors.js';

/** Who did it: an operator (by id and account) or the command line (operatorId null, actor 'cli:<user>'). */
export interface AuditActor {
  operatorId: number | null;
  actor: string;
  ip: string | null;
}

/** The facts of an operator's login request that its login history records. */
export interface LoginMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Who calls an operator service: a signed-in operator, with their role, brand scope and address. */
export interface OperatorActor {
  operatorId: number;
  account: string;
  role: OperatorRole;
  /** Every brand, or the ids of the brands in scope. */
  brandScope: 'all' | number[];
  ip: string | null;
}

export function requireCapability(actor: OperatorActor, capability: Capability): void {
  if (!can(actor.role, capability)) throw new DomainError('forbidden');
}

export function inScope(actor: Pick<OperatorActor, 'brandScope'>, brandId: number): boolean {
  return actor.brandScope === 'all' || actor.brandScope.includes(brandId);
}

/** A brand outside the operator's scope is refused like a missing capability: 403 forbidden. */
export function requireBrand(actor: OperatorActor, brandId: number): void {
  if (!inScope(actor, brandId)) throw new DomainError('forbidden');
}

export function auditActorOf(actor: OperatorActor): AuditActor {
  return { operatorId: actor.operatorId, actor: actor.account, ip: actor.ip };
}
