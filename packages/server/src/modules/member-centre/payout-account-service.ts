import { MAX_PAYOUT_ACCOUNTS, type PayoutAccount } from '@wl/contract/routes/member-centre';
import { lockMember } from '../../db/member-lock.js';
import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../domain/actor.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { DomainError } from '../../lib/errors.js';
import type { RouteInput } from '../../lib/route-handler.js';
import type { PaymentPasswordService } from './payment-password-service.js';
import { createPayoutAccountRepo, type PayoutAccountRow } from './payout-account-repo.js';
import { sameName } from './profile-service.js';
import { maskNumber, realNameOf } from './security-view.js';

/** The same account however it was typed: provider without case or spaces, number without spaces or dashes. */
export function numberKey(provider: string, number: string): string {
  return `${provider.replace(/\s+/g, '').toLowerCase()}:${number.replace(/[\s-]/g, '').toUpperCase()}`;
}

const view = (row: PayoutAccountRow): PayoutAccount => ({
  id: row.id,
  kind: row.kind,
  provider: row.provider,
  holderName: row.holderName,
  maskedNumber: maskNumber(row.number),
  branch: row.branch,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Bank cards and e-wallet accounts a withdrawal pays to (spec 2 securityCenter): in the member's real name (case and
 * spacing aside), at most five, numbers answered masked, removal behind the payment password.
 */
export function createPayoutAccountService(
  deps: Pick<AppDeps, 'database' | 'members' | 'clock'>,
  paymentPasswords: Pick<PaymentPasswordService, 'verifyPaymentPassword'>,
) {
  const repo = createPayoutAccountRepo(deps.database.db);
  return {
    async list(actor: MemberActor): Promise<PayoutAccount[]> {
      return (await repo.list(actor.member.id)).map(view);
    },

    /** The member's payout accounts with their whole numbers: for the cashier's withdrawal, never for an answer. */
    rowsOf(memberId: number) {
      return repo.list(memberId);
    },

    async add(actor: MemberActor, input: RouteInput<'addPayoutAccount'>): Promise<PayoutAccount> {
      const member = await deps.members.byId(actor.member.id);
      const realName = member ? realNameOf(member) : null;
      if (!realName) throw new DomainError('real_name_required');
      if (!sameName(realName, input.holderName)) throw new DomainError('payout_holder_mismatch');
      const key = numberKey(input.provider, input.number);
      try {
        const row = await deps.database.transaction(async (tx) => {
          await lockMember(actor.member.id, tx);
          if ((await repo.countLive(actor.member.id, tx)) >= MAX_PAYOUT_ACCOUNTS) {
            throw new DomainError('payout_account_limit');
          }
          return repo.insert(
            {
              brandId: actor.brand.id,
              memberId: actor.member.id,
              kind: input.kind,
              provider: input.provider,
              holderName: input.holderName,
              number: input.number.replace(/[\s-]/g, ''),
              numberKey: key,
              branch: input.branch || null,
              createdAt: deps.clock.now(),
            },
            tx,
          );
        });
        return view(row);
      } catch (err) {
        if (uniqueViolation(err) === 'payout_accounts_member_number') throw new DomainError('payout_account_exists');
        throw err;
      }
    },

    async remove(actor: MemberActor, input: RouteInput<'removePayoutAccount'>): Promise<null> {
      if (!(await repo.byId(actor.member.id, input.id))) throw new DomainError('not_found');
      await paymentPasswords.verifyPaymentPassword(actor.member.id, input.paymentPassword);
      if (!(await repo.remove(actor.member.id, input.id, deps.clock.now()))) throw new DomainError('not_found');
      return null;
    },
  };
}

export type PayoutAccountService = ReturnType<typeof createPayoutAccountService>;
