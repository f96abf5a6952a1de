import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { brands, members } from './schema.js';

export const MEMBER_TRANSFER_DIRECTIONS = ['upline', 'downline'] as const;
export type MemberTransferDirection = (typeof MEMBER_TRANSFER_DIRECTIONS)[number];

/**
 * Money one member sent another (spec 2 transferUpline, spec 6 agents): to the direct upline, or from an agent to a
 * direct downline. The record that explains the ledger's `transfer_upline` / `transfer_downline` transfer (keyed by
 * this row's id), written in the same transaction; both sides read it as their transfer record.
 */
export const memberTransfers = pgTable(
  'member_transfers',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    direction: text('direction').$type<MemberTransferDirection>().notNull(),
    fromMemberId: integer('from_member_id')
      .notNull()
      .references(() => members.id),
    toMemberId: integer('to_member_id')
      .notNull()
      .references(() => members.id),
    /** 0.0001 units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The ledger transfer that moved the money (set in the same transaction). */
    transferId: bigint('transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_transfers_from').on(t.fromMemberId, t.createdAt),
    index('member_transfers_to').on(t.toMemberId, t.createdAt),
    check('member_transfers_direction', sql`${t.direction} in ('upline', 'downline')`),
    check('member_transfers_amount', sql`${t.amount} > 0`),
    check('member_transfers_not_self', sql`${t.fromMemberId} <> ${t.toMemberId}`),
  ],
);
