import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { memberAncestors } from '../../db/schema-team.js';

/** One link of a member's chain: the member itself at depth 0, its upline at 1, up to the top agent. */
export interface ChainLink {
  memberId: number;
  depth: number;
}

export interface TeamMember {
  memberId: number;
  account: string;
  type: number;
  /** 1 for a direct downline. */
  depth: number;
}

/**
 * The SQL of the team tree (agent-rules.md AG-TREE): reads of the closure table `member_ancestors`, which the
 * database keeps in step with `members.upline_id` (schema-team.ts), and the one write that moves a member.
 */
export function createTeamRepo(db: Db) {
  return {
    /** chain(m) of agent-rules.md: the member (depth 0), its upline, ... the top agent. */
    async chain(memberId: number, tx: Db = db): Promise<ChainLink[]> {
      return tx
        .select({ memberId: memberAncestors.ancestorId, depth: memberAncestors.depth })
        .from(memberAncestors)
        .where(eq(memberAncestors.memberId, memberId))
        .orderBy(asc(memberAncestors.depth));
    },

    /**
     * team(A) without A: every member below the agent (depth 1 = direct downlines), nearest first. `maxDepth` 1
     * gives the direct downlines only.
     */
    async descendants(ancestorId: number, opts: { maxDepth?: number } = {}, tx: Db = db): Promise<TeamMember[]> {
      return tx
        .select({
          memberId: memberAncestors.memberId,
          account: members.account,
          type: members.type,
          depth: memberAncestors.depth,
        })
        .from(memberAncestors)
        .innerJoin(members, eq(members.id, memberAncestors.memberId))
        .where(
          and(
            eq(memberAncestors.ancestorId, ancestorId),
            gt(memberAncestors.depth, 0),
            opts.maxDepth === undefined ? undefined : sql`${memberAncestors.depth} <= ${opts.maxDepth}`,
          ),
        )
        .orderBy(asc(memberAncestors.depth), asc(memberAncestors.memberId));
    },

    /** A direct downline of the agent by account (any case), or null. */
    async directDownlineByAccount(ancestorId: number, account: string, tx: Db = db) {
      const [row] = await tx
        .select({ memberId: memberAncestors.memberId })
        .from(memberAncestors)
        .innerJoin(members, eq(members.id, memberAncestors.memberId))
        .where(
          and(
            eq(memberAncestors.ancestorId, ancestorId),
            eq(memberAncestors.depth, 1),
            sql`lower(${members.account}) = lower(${account})`,
          ),
        )
        .limit(1);
      return row?.memberId ?? null;
    },

    /** The number of members in team(A) without A. */
    async size(ancestorId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(memberAncestors)
        .where(and(eq(memberAncestors.ancestorId, ancestorId), gt(memberAncestors.depth, 0)));
      return Number(row?.n ?? 0);
    },

    /** The member's upline by account (null for a direct member of the brand), its direct downlines and team size. */
    async summary(memberId: number, tx: Db = db) {
      const [row] = await tx
        .select({
          upline: sql<
            string | null
          >`(select u.account from ${memberAncestors} a join ${members} u on u.id = a.ancestor_id
            where a.member_id = ${memberId} and a.depth = 1)`,
          directDownlines: sql<number>`count(*) filter (where ${memberAncestors.depth} = 1)::int`,
          teamSize: sql<number>`count(*) filter (where ${memberAncestors.depth} > 0)::int`,
        })
        .from(memberAncestors)
        .where(eq(memberAncestors.ancestorId, memberId));
      return {
        upline: row?.upline ?? null,
        directDownlines: Number(row?.directDownlines ?? 0),
        teamSize: Number(row?.teamSize ?? 0),
      };
    },

    /** Whether `memberId` is in team(ancestorId) (itself included). */
    async inTeam(ancestorId: number, memberId: number, tx: Db = db): Promise<boolean> {
      const [row] = await tx
        .select({ depth: memberAncestors.depth })
        .from(memberAncestors)
        .where(and(eq(memberAncestors.ancestorId, ancestorId), eq(memberAncestors.memberId, memberId)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Locks the member's row for a move and answers its current upline (null for a direct member of the brand), or
     * undefined when there is no such member. FOR NO KEY UPDATE, not FOR UPDATE: the closure rows written by the move
     * reference members (key-share locks), and a crossing move must not wait on this row while holding the brand's
     * move lock (a deadlock).
     */
    async lockUpline(memberId: number, tx: Db): Promise<{ id: number; account: string } | null | undefined> {
      const [row] = await tx
        .select({ uplineId: members.uplineId })
        .from(members)
        .where(eq(members.id, memberId))
        .for('no key update');
      if (!row) return undefined;
      if (row.uplineId === null) return null;
      const [upline] = await tx
        .select({ id: members.id, account: members.account })
        .from(members)
        .where(eq(members.id, row.uplineId));
      return upline ?? null;
    },

    /** Sets the member's upline; the database moves its whole team's links with it (migration 0030). */
    async setUpline(memberId: number, uplineId: number | null, tx: Db): Promise<void> {
      await tx.update(members).set({ uplineId }).where(eq(members.id, memberId));
    },
  };
}

export type TeamRepo = ReturnType<typeof createTeamRepo>;
