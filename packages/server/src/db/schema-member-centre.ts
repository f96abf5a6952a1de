import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands, members } from './schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The member centre's security state of a member (spec 2 securityCenter), one row per member once used: which contacts
 * were proven, and the payment password's failed attempts and lock.
 */
export const memberSecurity = pgTable('member_security', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id),
  /** Set when the member's current mobile number was proven with an SMS code. */
  mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
  /** Set when the member's current e-mail address was proven by its link. */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  /** Wrong payment passwords in a row; at the limit the payment password locks until `paymentLockedUntil`. */
  paymentFailures: integer('payment_failures').notNull().default(0),
  paymentLockedUntil: timestamp('payment_locked_until', { withTimezone: true }),
  /**
   * Payment-password checks under way: each takes a place before it is checked, so wrong ones in flight plus those
   * counted never exceed the limit, and gives it back when answered. Places older than `paymentPendingUntil` (a
   * process that died mid-check) no longer count.
   */
  paymentPending: integer('payment_pending').notNull().default(0),
  paymentPendingUntil: timestamp('payment_pending_until', { withTimezone: true }),
});

/** E-mail verification links (the token's hash only), single use, short expiry. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_verifications_member').on(t.memberId, t.createdAt)],
);

/**
 * A member's bank cards and e-wallet accounts for withdrawals. The number is kept whole (the finance desk pays to it)
 * and answered masked. `numberKey` (provider and number, normalised) finds the same account on several members:
 * allowed, but a risk flag for the finance desk (the same bank card on several members).
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'bank' | 'ewallet'>().notNull(),
    provider: text('provider').notNull(),
    holderName: text('holder_name').notNull(),
    number: text('number').notNull(),
    numberKey: text('number_key').notNull(),
    branch: text('branch'),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_accounts_member').on(t.memberId),
    index('payout_accounts_number').on(t.brandId, t.numberKey).where(sql`${t.removedAt} is null`),
    uniqueIndex('payout_accounts_member_number').on(t.memberId, t.numberKey).where(sql`${t.removedAt} is null`),
    check('payout_accounts_kind', sql`${t.kind} in ('bank', 'ewallet')`),
  ],
);
