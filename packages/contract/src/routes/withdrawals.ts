import { z } from 'zod';
import { id, money, text } from '../inputs.js';
import { route } from '../route-def.js';
import { cashierOrder } from './cashier.js';
import { payoutAccount } from './member-centre.js';

/**
 * The member's withdrawals (spec 2 withdraw, spec 4 statuses): what may be withdrawn now and under which limits, a
 * withdrawal request (the amount is held in the ledger at once), and cancelling one still processing. Fixed paths so
 * that outside tools can drive the cashier. Trial members are refused: no route here is `trial`.
 */

export const withdrawInfo = z.object({
  currencySymbol: z.string(),
  /** The main wallet's balance. */
  balance: z.number(),
  /** What may leave now: the balance, or 0 while turnover is still required. */
  withdrawable: z.number(),
  limits: z.object({
    minAmount: z.number(),
    maxAmount: z.number(),
    dailyCount: z.number().int(),
    dailyAmount: z.number(),
  }),
  /** Fee the member pays: percent of the amount plus a fixed part; the member receives the amount less the fee. */
  fee: z.object({ percent: z.number(), fixed: z.number() }),
  /** Withdrawals requested today (the brand's time zone), cancelled ones not counted. */
  today: z.object({ count: z.number().int(), amount: z.number() }),
  /** Every deposit must be wagered once: `remaining` > 0 refuses withdrawals. */
  turnover: z.object({ required: z.number(), wagered: z.number(), remaining: z.number() }),
  accounts: z.array(payoutAccount),
  paymentPasswordSet: z.boolean(),
});

export const withdrawalRoutes = {
  cashierWithdrawInfo: route({
    method: 'GET',
    path: '/wps/cashier/withdraw/info',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'wallet',
    addedPath: true,
    summary:
      'What the member may withdraw: balance, limits, today’s use, fee, turnover still required, bound accounts ' +
      '(masked) and whether a payment password is set',
    request: z.object({}),
    response: withdrawInfo,
  }),
  cashierWithdraw: route({
    method: 'POST',
    path: '/wps/cashier/withdraw',
    auth: 'token',
    encrypted: true,
    tier: 'write',
    area: 'wallet',
    addedPath: true,
    summary:
      'Requests a withdrawal to one of the member’s payout accounts, with the payment password: the amount is ' +
      'held from the main wallet until the finance desk pays it out or it is rejected or cancelled',
    request: z.object({ payoutAccountId: id(), amount: money(), paymentPassword: text().max(64) }),
    response: z.object({ order: cashierOrder }),
  }),
  cashierWithdrawCancel: route({
    method: 'POST',
    path: '/wps/cashier/withdraw/cancel',
    auth: 'token',
    encrypted: false,
    tier: 'write',
    area: 'wallet',
    addedPath: true,
    summary: "Cancels one of the member's own withdrawals still processing: the held amount returns to the wallet",
    request: z.object({ orderId: id() }),
    response: cashierOrder,
  }),
};
