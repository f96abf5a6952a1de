import { z } from 'zod';
import { dateText, id, money, proofImage, text } from '../inputs.js';
import { route } from '../route-def.js';
import { paged, pageQuery } from '../schemas.js';
import { p2pPayment } from './p2p.js';

/**
 * The member's cashier (spec 2 depositv2; design.md "Cashier"): the brand's deposit channels, a deposit order, the
 * member's orders and cancelling one. Fixed paths so that outside tools can drive the cashier. Trial members are
 * refused (in_need_true_account): no route here is `trial`.
 */

export const CHANNEL_KINDS = ['offline_bank', 'gateway', 'p2p'] as const;
export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected', 'cancelled', 'expired'] as const;
export const ORDER_TYPES = ['deposit', 'withdrawal'] as const;
/** Withdrawal statuses (spec 4: processing, rejected, approved; cancelled by the member). */
export const WITHDRAWAL_STATUSES = ['processing', 'approved', 'rejected', 'cancelled'] as const;
/** Any order's status: a deposit's or a withdrawal's. */
export const ORDER_STATUSES = [...DEPOSIT_STATUSES, 'processing'] as const;

export const depositChannel = z.object({
  code: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** percent of the amount plus a fixed part; `payer` member: credited less the fee, brand: credited in full. */
  fee: z.object({ percent: z.number(), fixed: z.number(), payer: z.enum(['member', 'brand']) }),
  /** Opening hours 'HH:MM' in UTC; null = always. */
  hours: z.object({ opensAt: z.string(), closesAt: z.string() }).nullable(),
  /** Open at this moment (enabled and within its hours). */
  open: z.boolean(),
  presets: z.array(z.number()),
  /** Offline bank: the account to transfer to. */
  account: z
    .object({ bankName: z.string(), holderName: z.string(), accountNumber: z.string(), branch: z.string().nullable() })
    .nullable(),
  /** Offline bank asks for a picture of the transfer. */
  proofRequired: z.boolean(),
  /** Peer-to-peer: the largest amount that can be matched now (null: none; other kinds: null). */
  maxMatchable: z.number().nullable(),
});

/**
 * One of the member's orders; `type` tells deposits from withdrawals. A withdrawal's `channel` is its payout
 * account's kind ('bank' or 'ewallet'), `channelName` the bank or wallet, `reference` the masked number,
 * `credited` the net amount paid to the member (amount less the fee).
 */
export const cashierOrder = z.object({
  type: z.enum(ORDER_TYPES),
  id: z.number().int(),
  channel: z.string(),
  channelName: z.string(),
  amount: z.number(),
  fee: z.number(),
  /** What the wallet receives (deposits) or the member receives (withdrawals). */
  credited: z.number(),
  status: z.enum(ORDER_STATUSES),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  /** Gateway orders: where to pay while pending. */
  payUrl: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

export const cashierRoutes = {
  cashierDepositChannels: route({
    method: 'GET',
    path: '/wps/cashier/deposit/channels',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'wallet',
    addedPath: true,
    summary: "The brand's deposit channels with limits, fee, hours, presets; offline bank shows the account",
    request: z.object({}),
    response: z.object({ channels: z.array(depositChannel), currencySymbol: z.string() }),
  }),
  cashierDeposit: route({
    method: 'POST',
    path: '/wps/cashier/deposit',
    auth: 'token',
    encrypted: false,
    tier: 'write',
    area: 'wallet',
    addedPath: true,
    bodyLimit: 8 * 1024 * 1024,
    summary:
      'Creates a deposit order on a channel: the amount within its limits; offline bank with a reference and a ' +
      'proof image (png or jpg data: URL, 5 MB); a gateway answers the URL to pay at',
    request: z.object({
      channel: text().trim().min(1).max(40),
      amount: money(),
      reference: text().trim().max(100).optional(),
      proof: proofImage().optional(),
    }),
    response: z.object({
      order: cashierOrder,
      payUrl: z.string().nullable(),
      /** Peer-to-peer: the payment with the account to pay into (routes/p2p.ts); null on other channels. */
      p2p: p2pPayment.nullable(),
    }),
  }),
  cashierOrders: route({
    method: 'GET',
    path: '/wps/cashier/orders',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'wallet',
    addedPath: true,
    summary:
      "The member's cashier orders, newest first, by type, status and days (inclusive, in the brand's time zone)",
    request: pageQuery.extend({
      type: z.enum(ORDER_TYPES).optional(),
      status: z.enum(ORDER_STATUSES).optional(),
      from: dateText().optional(),
      to: dateText().optional(),
    }),
    response: paged(cashierOrder).extend({ total: z.number().int() }),
  }),
  cashierDepositCancel: route({
    method: 'POST',
    path: '/wps/cashier/deposit/cancel',
    auth: 'token',
    encrypted: false,
    tier: 'write',
    area: 'wallet',
    addedPath: true,
    summary: "Cancels one of the member's own pending deposit orders",
    request: z.object({ id: id() }),
    response: cashierOrder,
  }),
};
