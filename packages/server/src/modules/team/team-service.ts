import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { DomainError } from '../../lib/errors.js';
import { createTeamRepo } from './team-repo.js';

export type TeamDeps = Pick<AppDeps, 'members'> & { database: Pick<AppDeps['database'], 'db'> };

/** A check violation (SQLSTATE 23514) raised with this constraint name (the closure's cycle guard, migration 0030). */
function checkViolation(err: unknown, constraint: string): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const c = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (c.code === '23514' && c.constraint === constraint) return true;
    current = c.cause;
  }
  return false;
}

/**
 * The team tree (agent-rules.md AG-TREE; design.md "Agents and rewards"): every module that needs a member's chain
 * or an agent's team asks here, so the tree is walked in one place, by one indexed read of the closure table.
 */
export function createTeamService(deps: TeamDeps) {
  const repo = createTeamRepo(deps.database.db);
  return {
    /** chain(m): the member's id first, then its upline's, up to the top agent (AG-TREE, "Words"). */
    async chain(memberId: number, tx?: Db): Promise<number[]> {
      return (await repo.chain(memberId, tx)).map((link) => link.memberId);
    },
    /** team(A) without A, nearest first; `maxDepth: 1` for the direct downlines. */
    descendants: repo.descendants,
    directDownlines(agentId: number, tx?: Db) {
      return repo.descendants(agentId, { maxDepth: 1 }, tx);
    },
    directDownlineByAccount: repo.directDownlineByAccount,

    /**
     * Where a new member joins the tree (spec 5, AG-TREE): under the member whose affiliate code they came with, or
     * at the top without one; a code nobody in the brand has is invitation_code_error. Registration and social
     * sign-in both ask here, so a new member's upline is decided in one place.
     */
    async uplineForAffiliateCode(brandId: number, affiliateCode: string | null | undefined): Promise<number | null> {
      if (!affiliateCode) return null;
      const agent = await deps.members.byAffiliateCode(brandId, affiliateCode);
      if (!agent) throw new DomainError('invitation_code_error');
      return agent.id;
    },
    inTeam: repo.inTeam,
    size: repo.size,
    summary: repo.summary,

    /**
     * Moves a member with its whole team under `uplineId`, or to the brand itself with null (AG-TREE-1), in the
     * caller's transaction: the member's row locked, then the change; the database rewrites the team's links (one
     * move at a time per brand, so two crossing moves cannot make a cycle). Answers the upline before and the size
     * of the team that moved with it. The caller checks who may move whom and to which agent.
     */
    async move(memberId: number, uplineId: number | null, tx: Db) {
      const before = await repo.lockUpline(memberId, tx);
      if (before === undefined) throw new DomainError('not_found');
      if ((before?.id ?? null) === uplineId) throw new DomainError('team_move_same_upline');
      if (uplineId !== null && (await repo.inTeam(memberId, uplineId, tx))) {
        throw new DomainError('team_move_into_own_team');
      }
      try {
        await repo.setUpline(memberId, uplineId, tx);
      } catch (err) {
        if (checkViolation(err, 'member_ancestors_no_cycle')) throw new DomainError('team_move_into_own_team');
        throw err;
      }
      return { before, teamSize: await repo.size(memberId, tx) };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
