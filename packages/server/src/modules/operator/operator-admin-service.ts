import type { operatorRow } from '@wl/contract/operator-routes/operators';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { auditActorOf, inScope, type OperatorActor } from '../../domain/operator-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { createOperatorAdminRepo } from './operator-admin-repo.js';
import { createOperatorRepo, type Operator } from './operator-repo.js';
import type { OperatorService } from './operator-service.js';

export type OperatorAdminDeps = Pick<AppDeps, 'clock'> & {
  database: Pick<AppDeps['database'], 'db' | 'transaction'>;
};

type Row = z.input<typeof operatorRow>;
type Role = Operator['role'];
interface Scope {
  role: Role;
  allBrands: boolean;
  brands: string[];
}

/** A rule of the operators desk refused: its own code and the rule's words. */
const refuse = (code: 'owner_only' | 'scope_exceeded' | 'last_owner' | 'not_on_self', message: string) =>
  new DomainError(code, { message });

/**
 * The operators desk (design.md "Operators"): list, create, change role and scope, disable and enable, reset
 * two-factor, unlock. The rules: nobody changes their own role or disables themselves; only an owner makes or changes
 * an owner; an operator scoped to brands manages only operators within their scope and grants no brand beyond it; the
 * last active owner is neither disabled nor demoted. Create and reset-2fa are the command line's own service
 * (operator-service.ts).
 */
export function createOperatorAdminService(
  deps: OperatorAdminDeps & { audit: AuditService; operators: OperatorService },
) {
  const { db } = deps.database;
  const repo = createOperatorRepo(db);
  const admin = createOperatorAdminRepo(db);
  const accounts = deps.operators;
  const { audit } = deps;
  const now = () => deps.clock.now();

  function rowOf(op: Operator, brands: string[], lastLoginAt: Date | null): Row {
    const locked = op.lockedUntil !== null && op.lockedUntil > now();
    return {
      id: op.id,
      account: op.account,
      role: op.role,
      allBrands: op.allBrands,
      brands: op.allBrands ? [] : brands,
      totpEnabled: op.totpEnabled,
      locked,
      lockedUntil: locked ? (op.lockedUntil?.toISOString() ?? null) : null,
      disabled: op.disabled,
      mustChangePassword: op.mustChangePassword,
      lastLoginAt: lastLoginAt?.toISOString() ?? null,
      createdAt: op.createdAt.toISOString(),
    };
  }

  async function rowById(id: number, tx: Db): Promise<Row> {
    const op = await repo.byId(id, tx);
    if (!op) throw new DomainError('not_found');
    const brands = (await repo.brandsOf(id, tx)).map((b) => b.code);
    return rowOf(op, brands, await admin.lastLoginOf(id, tx));
  }

  /** The brands granted must all lie in the actor's scope; answers their ids. */
  async function grantable(actor: OperatorActor, scope: Scope, tx: Db): Promise<number[]> {
    if (scope.role === 'owner' && actor.role !== 'owner') throw refuse('owner_only', 'Only an owner makes an owner');
    if (scope.allBrands) {
      if (actor.brandScope !== 'all') throw refuse('scope_exceeded', 'You cannot grant brands beyond your own scope');
      return [];
    }
    const codes = [...new Set(scope.brands)];
    const found = await repo.brandIdsByCode(codes, tx);
    const missing = codes.filter((c) => !found.some((b) => b.code === c));
    if (missing.length || found.length === 0) {
      throw new DomainError('invalid_input', { message: `No brand ${missing.join(', ') || 'named'}` });
    }
    if (found.some((b) => !inScope(actor, b.id)))
      throw refuse('scope_exceeded', 'You cannot grant brands beyond your own scope');
    return found.map((b) => b.id);
  }

  /** A target the actor may manage: not an owner unless the actor is one; their scope within the actor's. */
  async function manageable(actor: OperatorActor, target: Operator, tx: Db) {
    if (target.role === 'owner' && actor.role !== 'owner') throw refuse('owner_only', 'Only an owner changes an owner');
    const brands = await repo.brandsOf(target.id, tx);
    if (actor.brandScope !== 'all' && (target.allBrands || brands.some((b) => !inScope(actor, b.id)))) {
      throw new DomainError('forbidden');
    }
    return brands.map((b) => b.code);
  }

  /** One audited change of an operator: the row locked, the rules, the change, its audit row, in one transaction. */
  function change(
    actor: OperatorActor,
    action: string,
    operatorId: number,
    apply: (target: Operator, brands: string[], tx: Db) => Promise<void>,
  ): Promise<Row> {
    return deps.database.transaction(async (tx) => {
      await admin.serialize(tx);
      const target = await admin.lockById(operatorId, tx);
      if (!target) throw new DomainError('not_found');
      const brands = await manageable(actor, target, tx);
      const before = await rowById(operatorId, tx);
      await apply(target, brands, tx);
      const after = await rowById(operatorId, tx);
      const keep = (r: Row) => ({
        role: r.role,
        allBrands: r.allBrands,
        brands: r.brands,
        disabled: r.disabled,
        locked: r.locked,
        totpEnabled: r.totpEnabled,
      });
      await audit.record(
        auditActorOf(actor),
        {
          action,
          targetType: 'operator',
          targetId: operatorId,
          brandId: null,
          before: keep(before),
          after: keep(after),
        },
        tx,
      );
      return after;
    });
  }

  async function refuseLastOwner(target: Operator, tx: Db) {
    if (target.role !== 'owner' || target.disabled) return;
    const owners = await admin.activeOwnerIds(tx);
    if (owners.length <= 1 && owners.includes(target.id)) {
      throw refuse('last_owner', 'The last active owner cannot be disabled or demoted');
    }
  }

  return {
    async list(
      actor: OperatorActor,
      input: { pageNo: number; pageSize?: number | undefined; account?: string | undefined; role?: Role | undefined },
    ) {
      const page = pageOf(input);
      const within = actor.brandScope === 'all' ? undefined : actor.brandScope;
      const { rows, total } = await admin.search({ account: input.account, role: input.role, within }, page);
      const brands = await admin.brandCodesOf(rows.map((r) => r.operator.id));
      return pagedOf(
        rows.map((r) => rowOf(r.operator, brands.get(r.operator.id) ?? [], r.lastLoginAt)),
        total,
        page,
      );
    },

    /** The command line's `operator create`, with the console's rules first; the password is answered once. */
    async create(actor: OperatorActor, input: Scope & { account: string }) {
      await grantable(actor, input, db);
      const { operator, password } = await accounts.create(auditActorOf(actor), {
        account: input.account,
        role: input.role,
        brandCodes: input.allBrands ? 'all' : [...new Set(input.brands)],
      });
      return { operator: await rowById(operator.id, db), password };
    },

    update(actor: OperatorActor, input: Scope & { operatorId: number }) {
      if (input.operatorId === actor.operatorId)
        throw refuse('not_on_self', 'You cannot change your own role or scope');
      return change(actor, 'operatorUpdate', input.operatorId, async (target, _brands, tx) => {
        const brandIds = await grantable(actor, input, tx);
        if (input.role !== 'owner') await refuseLastOwner(target, tx);
        await repo.update(target.id, { role: input.role, allBrands: input.allBrands }, tx);
        await admin.replaceBrands(target.id, brandIds, tx);
      });
    },

    /** Disabled: every session ends and login is refused until enabled. */
    disable(actor: OperatorActor, operatorId: number) {
      if (operatorId === actor.operatorId) throw refuse('not_on_self', 'You cannot disable yourself');
      return change(actor, 'operatorDisable', operatorId, async (target, _brands, tx) => {
        await refuseLastOwner(target, tx);
        await repo.update(target.id, { disabled: true }, tx);
        await repo.revokeSessionsOf(target.id, now(), tx);
      });
    },

    enable(actor: OperatorActor, operatorId: number) {
      return change(actor, 'operatorEnable', operatorId, async (target, _brands, tx) => {
        await repo.update(target.id, { disabled: false }, tx);
      });
    },

    unlock(actor: OperatorActor, operatorId: number) {
      return change(actor, 'operatorUnlock', operatorId, async (target, _brands, tx) => {
        await repo.update(target.id, { lockedUntil: null, failedAttempts: 0 }, tx);
      });
    },

    /** The command line's `operator reset-2fa` (it writes its own audit row), for a target the actor may manage. */
    async resetTwoFactor(actor: OperatorActor, operatorId: number) {
      const target = await repo.byId(operatorId);
      if (!target) throw new DomainError('not_found');
      await manageable(actor, target, db);
      await accounts.resetTwoFactor(auditActorOf(actor), target.account);
      return rowById(operatorId, db);
    },
  };
}
