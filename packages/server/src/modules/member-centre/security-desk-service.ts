import type { MemberSecurityFacts } from '@wl/contract/operator-routes/members';
import type { AppDeps } from '../../deps.js';
import { type OperatorActor, requireBrand } from '../../domain/operator-actor.js';
import { DomainError } from '../../lib/errors.js';
import { createPayoutAccountRepo } from './payout-account-repo.js';
import { createSecurityRepo } from './security-repo.js';
import { maskNumber } from './security-view.js';

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * The members desk's view of a member's security (contract `memberSecurity`): verified contacts, the payment password's
 * state, and the payout accounts, numbers masked as the member sees them (the console never gets a whole number), each
 * with the brand's other members who bound the same account. Read only, within the operator's brand scope (403
 * otherwise, like every desk).
 */
export function createSecurityDeskService(
  deps: Pick<AppDeps, 'members'> & { database: Pick<AppDeps['database'], 'db'> },
) {
  const { db } = deps.database;
  const security = createSecurityRepo(db);
  const payout = createPayoutAccountRepo(db);

  return {
    async facts(actor: OperatorActor, memberId: number): Promise<MemberSecurityFacts> {
      const member = await deps.members.byId(memberId);
      if (!member) throw new DomainError('not_found');
      requireBrand(actor, member.brandId);
      const [row, accounts] = await Promise.all([security.get(memberId), payout.list(memberId)]);
      const shared = await Promise.all(accounts.map((a) => payout.sharedWith(a)));
      const names = await payout.memberAccounts(member.brandId, [...new Set(shared.flat())]);
      return {
        mobile: {
          bound: member.mobile !== null,
          verified: Boolean(member.mobile && row?.mobileVerifiedAt),
          verifiedAt: member.mobile ? iso(row?.mobileVerifiedAt) : null,
        },
        email: {
          bound: member.email !== null,
          verified: Boolean(member.email && row?.emailVerifiedAt),
          verifiedAt: member.email ? iso(row?.emailVerifiedAt) : null,
        },
        paymentPassword: {
          set: member.paymentPasswordHash !== null,
          failures: row?.paymentFailures ?? 0,
          lockedUntil: iso(row?.paymentLockedUntil),
        },
        lockedAt: iso(member.lockedAt),
        payoutAccounts: accounts.map((a, i) => ({
          id: a.id,
          kind: a.kind,
          provider: a.provider,
          holderName: a.holderName,
          maskedNumber: maskNumber(a.number),
          branch: a.branch,
          createdAt: a.createdAt.toISOString(),
          sharedWith: (shared[i] ?? []).map((id) => ({ memberId: id, account: names.get(id) ?? String(id) })),
        })),
      };
    },
  };
}
