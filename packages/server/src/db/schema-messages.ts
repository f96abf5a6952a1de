import type { BroadcastAudience } from '@wl/contract/operator-routes/messages';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, members } from './schema.js';

/**
 * An operator's broadcast to a brand's members (spec 2 messageV2): one row, whatever the brand's size. It reaches the
 * members of its audience who joined before it was sent; what each member did with it (read, deleted) is a row of
 * `broadcast_states`, written only when they do. A withdrawn broadcast leaves every inbox.
 */
export const messageBroadcasts = pgTable(
  'message_broadcasts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    audience: text('audience').$type<BroadcastAudience>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sentBy: text('sent_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by'),
  },
  (t) => [
    index('message_broadcasts_brand').on(t.brandId, t.createdAt),
    check('message_broadcasts_audience', sql`${t.audience} in ('all', 'members', 'agents')`),
  ],
);

/** A member's read and delete of a broadcast: one row per member who touched it, none for the others. */
export const broadcastStates = pgTable(
  'broadcast_states',
  {
    broadcastId: integer('broadcast_id')
      .notNull()
      .references(() => messageBroadcasts.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.broadcastId, t.memberId] }), index('broadcast_states_member').on(t.memberId)],
);
