import type { Db } from '../../db/client.js';
import type { AuditActor } from '../../domain/operator-actor.js';
import type { Clock } from '../../lib/clock.js';
import { type AuditFilter, createAuditRepo } from './audit-repo.js';

export interface AuditChange {
  /** The operator route's name, or the CLI command ('cli:operator create'). */
  action: string;
  targetType: string;
  targetId: string | number | null;
  brandId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Keys whose values never reach the audit log (design.md "Operators": no secrets in audit rows or logs). */
const SECRET_KEYS = new Set([
  'password',
  'passwordHash',
  'paymentPasswordHash',
  'totpSecret',
  'pendingSecret',
  'secret',
  'code',
  'recoveryCode',
  'recoveryCodes',
  'codeHash',
  'token',
  'tokenHash',
]);

export function withoutSecrets(values: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!values) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (SECRET_KEYS.has(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * The audit log (design.md "Operators"): `record` writes one row in the caller's transaction, so the row exists
 * exactly when the change does.
 */
export function createAuditService(deps: { db: Db; clock: Clock }) {
  const repo = createAuditRepo(deps.db);
  return {
    async record(actor: AuditActor, change: AuditChange, tx: Db): Promise<void> {
      await repo.insert(
        {
          at: deps.clock.now(),
          operatorId: actor.operatorId,
          actor: actor.actor,
          ip: actor.ip,
          action: change.action,
          targetType: change.targetType,
          targetId: change.targetId === null ? null : String(change.targetId),
          brandId: change.brandId,
          before: withoutSecrets(change.before),
          after: withoutSecrets(change.after),
        },
        tx,
      );
    },
    search(filter: AuditFilter, page: { offset: number; limit: number }) {
      return repo.search(filter, page);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
