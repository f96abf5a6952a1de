import { ROLE_CAPABILITIES } from '@wl/contract/operator-capabilities';
import type { OperatorValue } from '@wl/contract/operator-routes/auth';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { type AuditActor, auditActorOf, type OperatorActor } from '../../domain/operator-actor.js';
import { DomainError } from '../../lib/errors.js';
import { randomToken } from '../../lib/secrets.js';
import { hashPassword, verifyPassword } from '../account/passwords.js';
import type { AuditService } from '../audit/audit-service.js';
import { createOperatorRepo, type Operator, type OperatorRepo } from './operator-repo.js';

export type OperatorServiceDeps = Pick<AppDeps, 'clock'> & {
  database: Pick<AppDeps['database'], 'db' | 'transaction'>;
};

/** An operator as the console sees them: role, capabilities, brands; never a secret. */
export async function describeOperator(repo: OperatorRepo, operator: Operator, tx?: Db): Promise<OperatorValue> {
  const scoped = operator.allBrands ? [] : await repo.brandsOf(operator.id, tx);
  return {
    id: operator.id,
    account: operator.account,
    role: operator.role,
    allBrands: operator.allBrands,
    brands: scoped.map((b) => b.code),
    mustChangePassword: operator.mustChangePassword,
    capabilities: [...ROLE_CAPABILITIES[operator.role]],
  };
}

/**
 * Operator accounts (design.md "Operators"): create with a one-time password, reset two-factor, change one's own
 * password, each audited. The console's routes and the command line both call it (design.md "Operators": no second code
 * path); the login itself is operator-login-service.ts.
 */
export function createOperatorService(deps: OperatorServiceDeps & { audit: AuditService }) {
  const { db } = deps.database;
  const repo = createOperatorRepo(db);
  const { audit } = deps;
  const now = () => deps.clock.now();
  const describe = (operator: Operator, tx: Db = db) => describeOperator(repo, operator, tx);

  return {
    async me(actor: OperatorActor): Promise<OperatorValue> {
      const operator = await repo.byId(actor.operatorId);
      if (!operator) throw new DomainError('not_logged_in');
      return describe(operator);
    },

    /** The operator's own password; the other sessions end. */
    async changePassword(actor: OperatorActor, sessionId: number, input: { oldPassword: string; newPassword: string }) {
      const operator = await repo.byId(actor.operatorId);
      if (!operator || !(await verifyPassword(operator.passwordHash, input.oldPassword))) {
        throw new DomainError('password_incorrect');
      }
      const passwordHash = await hashPassword(input.newPassword);
      await deps.database.transaction(async (tx) => {
        await repo.update(operator.id, { passwordHash, mustChangePassword: false }, tx);
        // This session stays (its operator just proved the old password); every other one ends.
        await repo.revokeSessionsOf(operator.id, now(), tx, sessionId);
        await audit.record(
          auditActorOf(actor),
          {
            action: 'operatorChangePassword',
            targetType: 'operator',
            targetId: operator.id,
            brandId: null,
            before: { mustChangePassword: operator.mustChangePassword },
            after: { mustChangePassword: false },
          },
          tx,
        );
      });
      return null;
    },

    /**
     * A new operator with a one-time password (they change it, and enrol TOTP, at the first login). The command
     * line's `operator create`, and the console's operators desk.
     */
    async create(
      by: AuditActor,
      input: { account: string; role: Operator['role']; brandCodes: string[] | 'all' },
    ): Promise<{ operator: OperatorValue; password: string }> {
      if (!/^[A-Za-z0-9_.-]{3,64}$/.test(input.account)) {
        throw new DomainError('invalid_input', { message: 'An account is 3 to 64 letters, digits, _ . or -' });
      }
      if (await repo.byAccount(input.account)) throw new DomainError('account_taken');
      const scoped = input.brandCodes === 'all' ? [] : await repo.brandIdsByCode(input.brandCodes);
      if (input.brandCodes !== 'all') {
        const missing = input.brandCodes.filter((c) => !scoped.some((b) => b.code === c));
        if (missing.length || scoped.length === 0) {
          throw new DomainError('invalid_input', { message: `No brand ${missing.join(', ') || 'named'}` });
        }
      }
      const password = randomToken(12);
      const passwordHash = await hashPassword(password);
      return deps.database.transaction(async (tx) => {
        const operator = await repo.insert(
          {
            account: input.account,
            passwordHash,
            role: input.role,
            allBrands: input.brandCodes === 'all',
            mustChangePassword: true,
            createdAt: now(),
          },
          scoped.map((b) => b.id),
          tx,
        );
        const value = await describe(operator, tx);
        await audit.record(
          by,
          {
            action: 'operatorCreate',
            targetType: 'operator',
            targetId: operator.id,
            brandId: null,
            before: null,
            after: { account: value.account, role: value.role, allBrands: value.allBrands, brands: value.brands },
          },
          tx,
        );
        return { operator: value, password };
      });
    },

    /** A lost authenticator: TOTP and recovery codes are cleared, sessions end; the next login enrols again. */
    async resetTwoFactor(by: AuditActor, account: string): Promise<OperatorValue> {
      const operator = await repo.byAccount(account);
      if (!operator) throw new DomainError('not_found');
      return deps.database.transaction(async (tx) => {
        await repo.update(operator.id, { totpSecret: null, totpEnabled: false, totpLastStep: null }, tx);
        await repo.replaceRecoveryCodes(operator.id, [], tx);
        await repo.revokeSessionsOf(operator.id, now(), tx);
        await audit.record(
          by,
          {
            action: 'operatorResetTwoFactor',
            targetType: 'operator',
            targetId: operator.id,
            brandId: null,
            before: { totpEnabled: operator.totpEnabled },
            after: { totpEnabled: false },
          },
          tx,
        );
        return describe({ ...operator, totpEnabled: false }, tx);
      });
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
