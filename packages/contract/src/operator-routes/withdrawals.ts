import { z } from 'zod';
import { MAX_AMOUNT } from '../constants.js';
import { dateText, id, int, money, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { WITHDRAWAL_STATUSES } from '../routes/cashier.js';
import { paged, pageQuery } from '../schemas.js';

/**
 * The finance desk's withdrawals (design.md "Cashier"): the queue with its risk flags, approving (paid out; a second
 * operator above the brand's threshold) or rejecting with a reason (the held amount returns), and the brand's
 * withdrawal settings. The deposit desk's capabilities.
 */

/**
 * Why a withdrawal deserves a second look: its payout account is on other members too (count: members); other
 * members used its IP for cashier orders (count: members); it came soon after a deposit with little play (the
 * valid turnover since the last approved deposit is below that deposit; count 1).
 */
export const WITHDRAWAL_RISK_FLAGS = ['shared_payout', 'shared_ip', 'quick_after_deposit'] as const;

export const withdrawalRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  payout: z.object({
    kind: z.enum(['bank', 'ewallet']),
    provider: z.string(),
    holderName: z.string(),
    maskedNumber: z.string(),
  }),
  amount: z.number(),
  fee: z.number(),
  netAmount: z.number(),
  status: z.enum(WITHDRAWAL_STATUSES),
  ip: z.string().nullable(),
  reason: z.string().nullable(),
  firstApprovedBy: z.string().nullable(),
  needsSecondApproval: z.boolean(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The member's last approved deposit before this withdrawal, and the valid turnover since it. */
  lastDeposit: z.number().nullable(),
  turnoverSinceDeposit: z.number().nullable(),
  flags: z.array(z.object({ flag: z.enum(WITHDRAWAL_RISK_FLAGS), count: z.number().int() })),
  /**
   * Paid by depositors (peer-to-peer, spec 4): of the net amount, `open` waits for a depositor, `underWay` is in
   * payments not yet confirmed, `paid` reached the member. Null: paid by the brand alone.
   */
  p2p: z.object({ open: z.number(), underWay: z.number(), paid: z.number() }).nullable(),
});

export const withdrawalSettingsView = z.object({
  brand: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyCount: z.number().int(),
  dailyAmount: z.number(),
  feePercent: z.number(),
  feeFixed: z.number(),
  /** Above this amount a second operator must approve (the brand's, shared with deposits). */
  approvalThreshold: z.number(),
  timeZone: z.string(),
  /** Peer-to-peer: minutes a depositor has to pay, and after which an unconfirmed payment counts as received. */
  p2pPayWindowMinutes: z.number().int(),
  p2pAutoReceiveMinutes: z.number().int(),
});

const brandCode = () => text().trim().min(1).max(32);

const base = { auth: 'operator', brandScoped: true, area: 'cashier' } as const;

export const operatorWithdrawalRoutes = {
  cashierWithdrawals: operatorRoute({
    ...base,
    method: 'GET',
    path: '/console/api/cashier/withdrawals',
    capability: 'cashier.read',
    audited: false,
    tier: 'read',
    summary:
      "A brand's withdrawals with risk flags: by status, member account, days (the brand's time zone) and amount, " +
      'sorted and paged ' +
      'on the server',
    request: pageQuery.extend({
      brand: brandCode(),
      status: z.enum(WITHDRAWAL_STATUSES).optional(),
      member: text().trim().max(50).optional(),
      from: dateText().optional(),
      to: dateText().optional(),
      minAmount: z.coerce.number().max(MAX_AMOUNT).pipe(money()).optional(),
      maxAmount: z.coerce.number().max(MAX_AMOUNT).pipe(money()).optional(),
      sortBy: z.enum(['createdAt', 'amount']).default('createdAt'),
      order: z.enum(['asc', 'desc']).default('desc'),
    }),
    response: paged(withdrawalRow).extend({ total: z.number().int() }),
  }),
  cashierWithdrawalApprove: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/cashier/withdrawals/approve',
    capability: 'cashier.decide',
    audited: true,
    tier: 'write',
    summary:
      'Approves a processing withdrawal: the held amount is paid out once. Above the brand threshold the first ' +
      'approval waits for a second operator',
    request: z.object({ id: id() }),
    response: withdrawalRow,
  }),
  cashierWithdrawalReject: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/cashier/withdrawals/reject',
    capability: 'cashier.decide',
    audited: true,
    tier: 'write',
    summary: 'Rejects a processing withdrawal with a reason: the held amount returns to the member',
    request: z.object({ id: id(), reason: text().trim().min(1).max(500) }),
    response: withdrawalRow,
  }),
  cashierWithdrawalSettings: operatorRoute({
    ...base,
    method: 'GET',
    path: '/console/api/cashier/withdrawal-settings',
    capability: 'cashier.read',
    audited: false,
    tier: 'read',
    summary: "A brand's withdrawal limits and fee",
    request: z.object({ brand: brandCode() }),
    response: withdrawalSettingsView,
  }),
  cashierWithdrawalSettingsSave: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/cashier/withdrawal-settings/save',
    capability: 'cashier.settings',
    audited: true,
    tier: 'write',
    summary:
      "Changes a brand's withdrawal limits (per withdrawal, per day by count and amount), fee and peer-to-peer " +
      'minutes (to pay; before an unconfirmed payment counts as received)',
    request: z.object({
      brand: brandCode(),
      minAmount: money(),
      maxAmount: money(),
      dailyCount: int(1),
      dailyAmount: money(),
      feePercent: z.number().min(0).max(100),
      feeFixed: z.number().min(0).max(1_000_000),
      /** Left out: unchanged. */
      p2pPayWindowMinutes: int(5).max(1440).optional(),
      p2pAutoReceiveMinutes: int(5).max(10_080).optional(),
    }),
    response: withdrawalSettingsView,
  }),
};
