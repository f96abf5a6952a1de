import { P2P_STATES } from '@wl/contract/routes/p2p';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands, ledgerTransfers, members } from './schema.js';
import { cashierUploads, depositOrders } from './schema-cashier.js';
import { withdrawalOrders } from './schema-withdrawals.js';

/**
 * The peer-to-peer channel (spec 4 "Withdrawal confirmation"; design.md "Cashier"): a depositor pays a withdrawing
 * member directly, and the withdrawer confirms. One row per payment: a slice of one withdrawal's net amount, paid by
 * one deposit order. The states and their transitions are modules/cashier/p2p-rules.ts. Amounts in ledger units
 * (0.0001).
 */

export { P2P_STATES };
export type P2pState = (typeof P2P_STATES)[number];

export const p2pPayments = pgTable(
  'p2p_payments',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    depositOrderId: integer('deposit_order_id')
      .notNull()
      .references(() => depositOrders.id),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawalOrders.id),
    /** The depositor (payer) and the withdrawer (payee). */
    payerId: integer('payer_id')
      .notNull()
      .references(() => members.id),
    payeeId: integer('payee_id')
      .notNull()
      .references(() => members.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** What reached the payer's wallet from the withdrawer's hold so far. */
    credited: bigint('credited', { mode: 'number' }).notNull().default(0),
    state: text('state').$type<P2pState>().notNull().default('awaiting_payment'),
    /** The payer's bank reference and optional proof, given when they say they paid. */
    payerReference: text('payer_reference'),
    payerProofId: integer('payer_proof_id').references(() => cashierUploads.id),
    /** The withdrawer's answer: what they say arrived, their note and proof (required for "not received"). */
    confirmation: text('confirmation').$type<'received' | 'partly' | 'not_received' | 'auto'>(),
    payeeAmount: bigint('payee_amount', { mode: 'number' }),
    payeeNote: text('payee_note'),
    payeeProofId: integer('payee_proof_id').references(() => cashierUploads.id),
    /** The finance desk's decision of a dispute: who, why. */
    resolvedBy: text('resolved_by'),
    resolution: text('resolution').$type<'paid' | 'unpaid'>(),
    resolutionReason: text('resolution_reason'),
    /** The credit of the payer on confirmation, and the desk's credit of the rest of a dispute. */
    creditTransferId: bigint('credit_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    restTransferId: bigint('rest_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The payer must say they paid by then, or the payment expires and its slice goes back to the withdrawal. */
    payBy: timestamp('pay_by', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('p2p_payments_deposit_order').on(t.depositOrderId),
    uniqueIndex('p2p_payments_credit_transfer').on(t.creditTransferId),
    uniqueIndex('p2p_payments_rest_transfer').on(t.restTransferId),
    index('p2p_payments_withdrawal').on(t.withdrawalId),
    index('p2p_payments_payer').on(t.payerId, t.createdAt),
    index('p2p_payments_payee').on(t.payeeId, t.createdAt),
    index('p2p_payments_brand_state').on(t.brandId, t.state, t.createdAt),
    check(
      'p2p_payments_state',
      sql`${t.state} in ('awaiting_payment', 'paid', 'disputed', 'received', 'auto_received', 'partly_received', 'not_received', 'expired', 'cancelled')`,
    ),
    check('p2p_payments_amounts', sql`${t.amount} > 0 and ${t.credited} >= 0 and ${t.credited} <= ${t.amount}`),
    check('p2p_payments_parties', sql`${t.payerId} <> ${t.payeeId}`),
  ],
);

/** A brand's P2P timings; a brand without a row uses modules/cashier/p2p-rules.ts DEFAULT_P2P_TERMS. */
export const p2pSettings = pgTable(
  'p2p_settings',
  {
    brandId: integer('brand_id')
      .primaryKey()
      .references(() => brands.id),
    /** Minutes the payer has to pay and say so. */
    payWindowMinutes: integer('pay_window_minutes').notNull(),
    /** Minutes after the payer says they paid before an unconfirmed payment counts as received (not shown). */
    autoReceiveMinutes: integer('auto_receive_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'p2p_settings_minutes',
      sql`${t.payWindowMinutes} between 5 and 1440 and ${t.autoReceiveMinutes} between 5 and 10080`,
    ),
  ],
);
