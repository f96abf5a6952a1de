import { checkField } from '@wl/contract/patterns';
import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../lib/actor.js';
import { DomainError } from '../../lib/errors.js';
import type { RouteInput } from '../../lib/route-handler.js';
import { hashPassword, verifyPassword } from '../account/passwords.js';
import type { Brand } from '../brands/brand-repo.js';
import { createSecurityRepo } from './security-repo.js';

/** Wrong payment passwords in a row before it locks, and for how long. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;

/** The brand's payment-password rule of registration (6 digits by default), applied even where registration hides it. */
function checkPaymentPassword(brand: Brand, password: string) {
  const rule = brand.registerRules.find((r) => r.field === 'paymentPassword') ?? {
    minLength: 6,
    maxLength: 6,
    patternId: 7,
    acceptedPattern: null,
  };
  const problem = checkField({ ...rule, enabled: true, required: true }, password);
  if (problem) {
    const message = problem.kind === 'required' ? 'required' : `reg_pattern_${problem.patternId ?? 7}`;
    throw new DomainError('invalid_input', { details: [{ path: 'newPassword', message }] });
  }
}

/**
 * The payment password (issue 13 "securityCenter"): argon2id like the login password, set when there is none and
 * changed with the old one. `verifyPaymentPassword` is what withdrawals and payout-account removal ask: five
 * wrong answers in a row lock it for 15 minutes, counted in the database so parallel guesses share one count.
 */
export function createPaymentPasswordService(deps: Pick<AppDeps, 'database' | 'members' | 'clock'>) {
  const repo = createSecurityRepo(deps.database.db);

  /**
   * Throws payment_password_required (none set), payment_password_locked, or payment_password_incorrect with
   * `{ attemptsLeft }` before the lock (the member is told where the password is typed);
   * resolves when `password` is the member's payment password. Call it before (outside) the caller's own
   * transaction: a wrong answer must stay counted when that transaction rolls back.
   */
  async function verifyPaymentPassword(memberId: number, password: string): Promise<void> {
    const member = await deps.members.byId(memberId);
    if (!member?.paymentPasswordHash) throw new DomainError('payment_password_required');
    const now = deps.clock.now();
    const attempt = await repo.claimPaymentAttempt(memberId, now);
    if (attempt === null || attempt > PAYMENT_PASSWORD_MAX_FAILURES) throw new DomainError('payment_password_locked');
    if (await verifyPassword(member.paymentPasswordHash, password)) {
      await repo.resetPaymentAttempts(memberId);
      return;
    }
    if (attempt >= PAYMENT_PASSWORD_MAX_FAILURES) {
      await repo.lockPayment(memberId, new Date(now.getTime() + PAYMENT_PASSWORD_LOCK_MS));
      throw new DomainError('payment_password_locked');
    }
    throw new DomainError('payment_password_incorrect', {
      value: { attemptsLeft: PAYMENT_PASSWORD_MAX_FAILURES - attempt },
    });
  }

  return {
    verifyPaymentPassword,

    async setOrChange(actor: MemberActor, input: RouteInput<'paymentPassword'>): Promise<null> {
      if (input.newPassword !== input.confirmPassword) throw new DomainError('password_mismatch');
      checkPaymentPassword(actor.brand, input.newPassword);
      const member = await deps.members.byId(actor.member.id);
      if (!member) throw new DomainError('not_found');
      if (member.paymentPasswordHash) {
        if (!input.oldPassword) {
          throw new DomainError('invalid_input', { details: [{ path: 'oldPassword', message: 'required' }] });
        }
        await verifyPaymentPassword(member.id, input.oldPassword);
      }
      await deps.members.update(member.id, { paymentPasswordHash: await hashPassword(input.newPassword) });
      return null;
    },
  };
}

export type PaymentPasswordService = ReturnType<typeof createPaymentPasswordService>;
