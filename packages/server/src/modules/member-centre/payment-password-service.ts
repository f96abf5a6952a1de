import { checkField } from '@wl/contract/patterns';
import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../domain/actor.js';
import type { Brand } from '../../domain/brand.js';
import { DomainError } from '../../lib/errors.js';
import type { RouteInput } from '../../lib/route-handler.js';
import { hashPassword, verifyPassword } from '../account/passwords.js';
import { createSecurityRepo } from './security-repo.js';

/** Wrong payment passwords in a row before it locks, and for how long. */
export const PAYMENT_PASSWORD_MAX_FAILURES = 5;
export const PAYMENT_PASSWORD_LOCK_MS = 15 * 60_000;
/** A check's place is dropped this long after the last claim, should its process die before answering. */
const CHECK_PLACE_MS = 30_000;
/** How long a check waits for a place while others are under way, and how often it asks again. */
const PLACE_WAIT_MS = 5_000;
const PLACE_POLL_MS = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
 * The payment password (spec 2 securityCenter): argon2id like the login password, set when there is none and changed
 * with the old one. `verifyPaymentPassword` is what withdrawals and payout-account removal ask: five wrong answers in a
 * row lock it for 15 minutes. Each check takes a place in the database before the password is checked, and only wrong
 * answers are counted: parallel guesses never have more than five checked, and parallel right answers are never refused
 * as locked (beyond five at once, a check waits for a place).
 */
export function createPaymentPasswordService(deps: Pick<AppDeps, 'database' | 'members' | 'clock'>) {
  const repo = createSecurityRepo(deps.database.db);
  const limit = PAYMENT_PASSWORD_MAX_FAILURES;

  /** A place for one check: waits while five are under way; locked, or still none after the wait: refused. */
  async function claimPlace(memberId: number): Promise<void> {
    const deadline = Date.now() + PLACE_WAIT_MS;
    for (;;) {
      const now = deps.clock.now();
      const claim = await repo.claimPaymentCheck(memberId, limit, now, new Date(now.getTime() + CHECK_PLACE_MS));
      if (claim === 'claimed') return;
      const lockedUntil = (await repo.get(memberId))?.paymentLockedUntil;
      if (lockedUntil && lockedUntil > now) throw new DomainError('payment_password_locked');
      if (Date.now() >= deadline) throw new DomainError('service_busy');
      await sleep(PLACE_POLL_MS + Math.random() * PLACE_POLL_MS);
    }
  }

  /**
   * Throws payment_password_required (none set), payment_password_locked, or payment_password_incorrect with
   * `{ attemptsLeft }` before the lock (the member is told where the password is typed);
   * resolves when `password` is the member's payment password. Call it before (outside) the caller's own
   * transaction: a wrong answer must stay counted when that transaction rolls back.
   */
  async function verifyPaymentPassword(memberId: number, password: string): Promise<void> {
    const member = await deps.members.byId(memberId);
    if (!member?.paymentPasswordHash) throw new DomainError('payment_password_required');
    await claimPlace(memberId);
    const right = await verifyPassword(member.paymentPasswordHash, password);
    const lockUntil = new Date(deps.clock.now().getTime() + PAYMENT_PASSWORD_LOCK_MS);
    const { locked, failures } = await repo.settlePaymentCheck(memberId, right, limit, lockUntil);
    if (right) return;
    if (locked) throw new DomainError('payment_password_locked');
    throw new DomainError('payment_password_incorrect', { value: { attemptsLeft: Math.max(1, limit - failures) } });
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
