import type { AppDeps } from '../../deps.js';
import { auditActorOf, type OperatorActor, requireBrand } from '../../domain/operator-actor.js';
import { isAgent, isTrial } from '../../domain/roles.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import type { TeamService } from '../team/team-service.js';

export type TeamMoveDeps = Pick<AppDeps, 'clock' | 'brands' | 'members'> & {
  database: Pick<AppDeps['database'], 'db' | 'transaction'>;
};

/**
 * The members desk's move of a member with its whole team under another agent, or to the brand itself (AG-TREE-1:
 * only an operator moves a member, always with its team, audited). The new upline must be an agent of the member's
 * brand. Bets already placed keep the series they recorded (AG-TREE-4); new bets read the new chain, each series
 * capped by the one above (lottery-series.ts).
 */
export function createTeamMoveService(deps: TeamMoveDeps & { audit: AuditService; team: TeamService }) {
  const { audit } = deps;
  const { team } = deps;

  return {
    async move(actor: OperatorActor, input: { memberId: number; uplineAccount: string | null; reason: string }) {
      const member = await deps.members.byId(input.memberId);
      if (!member) throw new DomainError('not_found');
      requireBrand(actor, member.brandId);
      const brand = await deps.brands.byId(member.brandId);
      if (!brand) throw new DomainError('not_found');
      if (isTrial(brand, member.type)) throw new DomainError('in_need_true_account');

      let upline: { id: number; account: string } | null = null;
      if (input.uplineAccount) {
        const found = await deps.members.byAccount(brand.id, input.uplineAccount);
        if (!found) throw new DomainError('team_upline_not_found');
        if (!isAgent(brand, found.type)) throw new DomainError('team_upline_not_agent');
        upline = { id: found.id, account: found.account };
      }

      return deps.database.transaction(async (tx) => {
        const { before, teamSize } = await team.move(member.id, upline?.id ?? null, tx);
        await audit.record(
          auditActorOf(actor),
          {
            action: 'memberMoveTeam',
            targetType: 'member',
            targetId: member.id,
            brandId: brand.id,
            before: { upline: before?.account ?? null },
            after: { upline: upline?.account ?? null, teamSize, reason: input.reason },
          },
          tx,
        );
        return { memberId: member.id, account: member.account, upline: upline?.account ?? null, teamSize };
      });
    },
  };
}
