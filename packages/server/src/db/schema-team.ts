import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { members } from './schema.js';

/**
 * The team tree as a closure table (design.md "Agents and rewards", agent-rules.md AG-TREE): one row per member and
 * each of its ancestors, the member itself at depth 0. `chain(m)` and `team(A)` are one indexed read each.
 * Written by the database itself (migration 0030): a trigger adds a new member's rows from its upline's, and a change
 * of `members.upline_id` (an operator's move of a member with its whole team, AG-TREE-1) rewrites the moved subtree's
 * rows, so the table can never disagree with `members.upline_id` whichever path writes the member.
 */
export const memberAncestors = pgTable(
  'member_ancestors',
  {
    ancestorId: integer('ancestor_id')
      .notNull()
      .references(() => members.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    /** 0 for the member itself, 1 for its direct upline, and so on up to the top agent. */
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.memberId] }),
    index('member_ancestors_member').on(t.memberId, t.depth),
    index('member_ancestors_ancestor_depth').on(t.ancestorId, t.depth),
    check('member_ancestors_depth', sql`${t.depth} >= 0`),
  ],
);
