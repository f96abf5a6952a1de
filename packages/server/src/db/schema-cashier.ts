import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { brands, ledgerTransfers, members } from './schema.js';

/**
 * The cashier's deposits (design.md "Cashier"): the brand's payment channels, the bank accounts members pay into,
 * deposit orders with their proof images, and the built-in test gateway's own payments (the turnover each deposit must
 * be wagered is the turnover module's, schema-turnover.ts). Amounts in ledger units (0.0001).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Raw bytes (proof images): a Buffer in, a Buffer or Uint8Array out depending on the driver. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const CHANNEL_KINDS = ['offline_bank', 'gateway', 'p2p'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    /** The brand's own name of the channel (URL-safe): the callback path names it. */
    code: text('code').notNull(),
    kind: text('kind').$type<ChannelKind>().notNull(),
    /** Which adapter of modules/cashier/channels/ runs it: 'offline_bank', 'test_gateway'. */
    adapter: text('adapter').notNull(),
    name: text('name').notNull(),
    minAmount: bigint('min_amount', { mode: 'number' }).notNull(),
    maxAmount: bigint('max_amount', { mode: 'number' }).notNull(),
    /** Fee: basis points of the amount (100 = 1%) plus a fixed part; paid by the member (less credited) or the brand. */
    feeBps: integer('fee_bps').notNull().default(0),
    feeFixed: bigint('fee_fixed', { mode: 'number' }).notNull().default(0),
    feePayer: text('fee_payer').$type<'member' | 'brand'>().notNull().default('member'),
    /** Opening hours 'HH:MM' in UTC (closes may be before opens: across midnight); both null = always open. */
    opensAt: text('opens_at'),
    closesAt: text('closes_at'),
    presets: bigint('presets', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** The HMAC key the gateway signs callbacks with; never shown by any route. */
    callbackSecret: text('callback_secret'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_channels_brand_code').on(t.brandId, t.code),
    check('payment_channels_kind', sql`${t.kind} in ('offline_bank', 'gateway', 'p2p')`),
    check('payment_channels_fee_payer', sql`${t.feePayer} in ('member', 'brand')`),
    check('payment_channels_limits', sql`${t.minAmount} > 0 and ${t.maxAmount} >= ${t.minAmount}`),
    check('payment_channels_fee', sql`${t.feeBps} between 0 and 10000 and ${t.feeFixed} >= 0`),
  ],
);

/** The brand's bank accounts members transfer to (offline bank); an order shows the first active one. */
export const receivingAccounts = pgTable(
  'receiving_accounts',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    bankName: text('bank_name').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    branch: text('branch'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('receiving_accounts_channel').on(t.channelId)],
);

/** Proof images (png or jpeg, checked by their bytes, 5 MB at most). */
export const cashierUploads = pgTable(
  'cashier_uploads',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cashier_uploads_brand_sha').on(t.brandId, t.sha256),
    check('cashier_uploads_mime', sql`${t.mime} in ('image/png', 'image/jpeg')`),
  ],
);

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    receivingAccountId: integer('receiving_account_id').references(() => receivingAccounts.id),
    /** What the member pays; `credited` is what the main wallet receives (amount less a fee the member pays). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /**
     * Who pays the fee, the channel's setting when the order was made: an order keeps its terms, so a channel
     * changed while it waits credits what the member was shown (migration 0028).
     */
    feePayer: text('fee_payer').$type<'member' | 'brand'>().notNull(),
    credited: bigint('credited', { mode: 'number' }).notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    reference: text('reference'),
    proofUploadId: integer('proof_upload_id').references(() => cashierUploads.id),
    gatewayRef: text('gateway_ref'),
    payUrl: text('pay_url'),
    ip: text('ip'),
    reason: text('reason'),
    /** Above the brand's approval threshold: the first approver (operator account or cli:<user>), then another. */
    firstApprovedBy: text('first_approved_by'),
    decidedBy: text('decided_by'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('deposit_orders_brand_status').on(t.brandId, t.status, t.createdAt),
    index('deposit_orders_member').on(t.memberId, t.createdAt),
    index('deposit_orders_brand_ip').on(t.brandId, t.ip),
    uniqueIndex('deposit_orders_gateway_ref').on(t.gatewayRef),
    uniqueIndex('deposit_orders_transfer_id').on(t.transferId),
    check('deposit_orders_status', sql`${t.status} in ('pending', 'approved', 'rejected', 'cancelled', 'expired')`),
    check('deposit_orders_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.credited} > 0`),
    check('deposit_orders_fee_payer', sql`${t.feePayer} in ('member', 'brand')`),
    // Only an approved order has a transfer (set in the approval's transaction; ledger check finds one missing).
    check('deposit_orders_transfer', sql`${t.transferId} is null or ${t.status} = 'approved'`),
  ],
);

/**
 * The built-in test gateway's side (modules/cashier/channels/test-gateway*.ts): its payments, decided on its own
 * page, and the delivery of their signed callbacks (retried with backoff until acknowledged).
 */
export const testGatewayPayments = pgTable(
  'test_gateway_payments',
  {
    ref: text('ref').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => depositOrders.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status').$type<'open' | 'paid' | 'declined' | 'refunded'>().notNull().default('open'),
    callbackUrl: text('callback_url').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('test_gateway_payments_order').on(t.orderId),
    index('test_gateway_payments_due').on(t.nextAttemptAt).where(sql`${t.acknowledgedAt} is null`),
    check('test_gateway_payments_status', sql`${t.status} in ('open', 'paid', 'declined', 'refunded')`),
  ],
);
