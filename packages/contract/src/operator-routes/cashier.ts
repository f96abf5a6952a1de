import { z } from 'zod';
import { dateText, id, int, money, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { CHANNEL_KINDS, DEPOSIT_STATUSES } from '../routes/cashier.js';
import { paged, pageQuery } from '../schemas.js';

/**
 * The finance desk (design.md "Cashier"): the deposit queue with its risk flags, approving (a second operator above the
 * brand's threshold) or rejecting with a reason, and the brand's payment channels and receiving accounts.
 */

/** Why an order deserves a second look (computed when listed). */
export const RISK_FLAGS = ['shared_ip', 'same_reference', 'same_proof'] as const;

export const depositRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  channel: z.string(),
  channelKind: z.enum(CHANNEL_KINDS),
  amount: z.number(),
  fee: z.number(),
  credited: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  hasProof: z.boolean(),
  gatewayRef: z.string().nullable(),
  ip: z.string().nullable(),
  reason: z.string().nullable(),
  /** The receiving account the member was shown ("bank, number"). */
  account: z.string().nullable(),
  /** Above the threshold: the first approval, waiting for another operator's. */
  firstApprovedBy: z.string().nullable(),
  needsSecondApproval: z.boolean(),
  decidedBy: z.string().nullable(),
  transferId: z.number().int().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  flags: z.array(z.object({ flag: z.enum(RISK_FLAGS), count: z.number().int() })),
});

const hhmm = () => text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

export const channelSettings = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  adapter: z.string(),
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  feePercent: z.number(),
  feeFixed: z.number(),
  feePayer: z.enum(['member', 'brand']),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  presets: z.array(z.number()),
  enabled: z.boolean(),
  sort: z.number().int(),
  accounts: z.array(
    z.object({
      id: z.number().int(),
      bankName: z.string(),
      holderName: z.string(),
      accountNumber: z.string(),
      branch: z.string().nullable(),
      active: z.boolean(),
      sort: z.number().int(),
    }),
  ),
});

const brandCode = () => text().trim().min(1).max(32);

const base = { auth: 'operator', brandScoped: true, area: 'cashier' } as const;

export const operatorCashierRoutes = {
  cashierDeposits: operatorRoute({
    ...base,
    method: 'GET',
    path: '/console/api/cashier/deposits',
    capability: 'cashier.read',
    audited: false,
    tier: 'read',
    summary:
      "A brand's deposit orders with risk flags: by status, channel, member account and days (the brand's time " +
      'zone), sorted and ' +
      'paged on the server',
    request: pageQuery.extend({
      brand: brandCode(),
      status: z.enum(DEPOSIT_STATUSES).optional(),
      channel: text().trim().max(40).optional(),
      member: text().trim().max(50).optional(),
      from: dateText().optional(),
      to: dateText().optional(),
      sortBy: z.enum(['createdAt', 'amount']).default('createdAt'),
      order: z.enum(['asc', 'desc']).default('desc'),
    }),
    response: paged(depositRow).extend({ total: z.number().int() }),
  }),
  cashierDepositProof: operatorRoute({
    ...base,
    method: 'GET',
    path: '/console/api/cashier/deposits/proof',
    capability: 'cashier.read',
    audited: false,
    tier: 'read',
    summary: "An order's proof image as a png or jpeg data: URL (null when none)",
    request: z.object({ id: id() }),
    response: z.object({ image: z.string().nullable() }),
  }),
  cashierDepositApprove: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/cashier/deposits/approve',
    capability: 'cashier.decide',
    audited: true,
    tier: 'write',
    summary:
      'Approves a pending deposit: the wallet is credited once. Above the brand threshold the first approval ' +
      'waits for a second operator',
    request: z.object({ id: id() }),
    response: depositRow,
  }),
  cashierDepositReject: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/cashier/deposits/reject',
    capability: 'cashier.decide',
    audited: true,
    tier: 'write',
    summary: 'Rejects a pending deposit with a reason; nothing moves',
    request: z.object({ id: id(), reason: text().trim().min(1).max(500) }),
    response: depositRow,
  }),
  cashierChannels: operatorRoute({
    ...base,
    method: 'GET',
    path: '/console/api/cashier/channels',
    capability: 'cashier.read',
    audited: false,
    tier: 'read',
    summary: "A brand's payment channels with their receiving accounts",
    request: z.object({ brand: brandCode() }),
    response: z.object({ channels: z.array(channelSettings) }),
  }),
  cashierChannelSave: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/cashier/channels/save',
    capability: 'cashier.settings',
    audited: true,
    tier: 'write',
    summary: "Changes a channel's name, limits, fee, hours, presets, order or whether it is offered",
    request: z.object({
      id: id(),
      name: text().trim().min(1).max(60),
      minAmount: money(),
      maxAmount: money(),
      feePercent: z.number().min(0).max(100),
      feeFixed: z.number().min(0).max(1_000_000),
      feePayer: z.enum(['member', 'brand']),
      opensAt: hhmm().nullable(),
      closesAt: hhmm().nullable(),
      presets: z.array(money()).max(8),
      enabled: z.boolean(),
      sort: int(),
    }),
    response: channelSettings,
  }),
  cashierAccountSave: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/cashier/accounts/save',
    capability: 'cashier.settings',
    audited: true,
    tier: 'write',
    summary: 'Adds (no id) or changes a receiving bank account of an offline bank channel',
    request: z.object({
      id: id().optional(),
      channelId: id(),
      bankName: text().trim().min(1).max(80),
      holderName: text().trim().min(1).max(80),
      accountNumber: text().trim().min(4).max(40),
      branch: text().trim().max(80).nullable(),
      active: z.boolean(),
      sort: int(),
    }),
    response: channelSettings,
  }),
};
