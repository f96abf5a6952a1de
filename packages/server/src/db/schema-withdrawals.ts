import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, ledgerTransfers, members } from './schema.js';
import { payoutAccounts } from './schema-member-centre.js';

/**
 * The cashier's withdrawals (spec 4: processing, rejected, approved; cancelled by the member): the orders and each
 * brand's withdrawal settings. Amounts in ledger units (0.0001).
 */

export const WITHDRAWAL_STATUSES = ['processing', 'approved', 'rejected', 'cancelled'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/**
 * A withdrawal order. The payout account is copied at request time (provider, holder, masked number), so the
 * order still says where the money went after the member removes the account. `amount` is held from the main
 * wallet; the member receives `net_amount` (amount less the fee).
 */
export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    payoutAccountId: integer('payout_account_id')
      .notNull()
      .references(() => payoutAccounts.id),
    payoutKind: text('payout_kind').$type<'bank' | 'ewallet'>().notNull(),
    payoutProvider: text('payout_provider').notNull(),
    payoutHolder: text('payout_holder').notNull(),
    payoutMasked: text('payout_masked').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('processing'),
    reason: text('reason'),
    ip: text('ip'),
    /** Above the brand's approval threshold: the first approver (operator account or cli:<user>), then another. */
    firstApprovedBy: text('first_approved_by'),
    /** Who decided: an operator, cli:<user>, or 'member' for a cancel. */
    decidedBy: text('decided_by'),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    closeTransferId: bigint('close_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    /**
     * Paid by depositors of the peer-to-peer channel (spec 4 "Withdrawal confirmation", schema-p2p.ts): of the
     * net amount, `p2p_open` waits for a depositor and `p2p_paid` reached the member through depositors; the rest
     * (net - open - paid) is in payments under way. Closed (approved) when all of it is paid.
     */
    p2p: boolean('p2p').notNull().default(false),
    p2pOpen: bigint('p2p_open', { mode: 'number' }).notNull().default(0),
    p2pPaid: bigint('p2p_paid', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('withdrawal_orders_brand_status').on(t.brandId, t.status, t.createdAt),
    index('withdrawal_orders_member').on(t.memberId, t.createdAt),
    index('withdrawal_orders_brand_ip').on(t.brandId, t.ip),
    uniqueIndex('withdrawal_orders_hold_transfer').on(t.holdTransferId),
    uniqueIndex('withdrawal_orders_close_transfer').on(t.closeTransferId),
    check('withdrawal_orders_status', sql`${t.status} in ('processing', 'approved', 'rejected', 'cancelled')`),
    check(
      'withdrawal_orders_amounts',
      sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.netAmount} > 0 and ${t.netAmount} + ${t.fee} = ${t.amount}`,
    ),
    check(
      'withdrawal_orders_p2p',
      sql`${t.p2pOpen} >= 0 and ${t.p2pPaid} >= 0 and ${t.p2pOpen} + ${t.p2pPaid} <= ${t.netAmount} and (${t.p2p} or (${t.p2pOpen} = 0 and ${t.p2pPaid} = 0))`,
    ),
    index('withdrawal_orders_p2p_pool')
      .on(t.brandId, t.createdAt)
      .where(sql`${t.status} = 'processing' and ${t.p2pOpen} > 0`),
    // Only a closed order has its closing transfer.
    check('withdrawal_orders_close', sql`${t.closeTransferId} is null or ${t.status} <> 'processing'`),
  ],
);

/**
 * A brand's withdrawal rules (the finance desk's settings): limits per withdrawal, per day (days of the brand's
 * time zone) by count and amount, and the fee (basis points of the amount plus a fixed part, paid by the member).
 * A brand without a row uses the defaults of modules/cashier/withdrawal-rules.ts.
 */
export const withdrawalSettings = pgTable(
  'withdrawal_settings',
  {
    brandId: integer('brand_id')
      .primaryKey()
      .references(() => brands.id),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    dailyCount: integer('daily_count').notNull(),
    dailyAmount: bigint('daily_amount', { mode: 'number' }).notNull(),
    feeBps: integer('fee_bps').notNull().default(0),
    feeFixed: bigint('fee_fixed', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawal_settings_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('withdrawal_settings_daily', sql`${t.dailyCount} > 0 and ${t.dailyAmount} > 0`),
    check('withdrawal_settings_fee', sql`${t.feeBps} between 0 and 10000 and ${t.feeFixed} >= 0`),
  ],
);
