import { z } from 'zod';
import { id, money, proofImage, text } from '../inputs.js';
import { route } from '../route-def.js';
import { paged, pageQuery } from '../schemas.js';

/**
 * The peer-to-peer channel (spec 4 "Withdrawal confirmation"; design.md "Cashier"). A member deposits on the P2P
 * channel (`POST /wps/cashier/deposit`): the server matches the amount with part of another member's withdrawal and
 * answers where to pay. The payer pays that account outside the site and says so; the withdrawer then confirms:
 * received, partly received (what arrived), not received (with a proof), or all received at once. An answer not given
 * in the brand's minutes counts as received, and that forced receipt is final. Disputes go to the finance desk. States:
 * server modules/cashier/p2p-rules.ts.
 */

export const P2P_STATES = [
  'awaiting_payment',
  'paid',
  'disputed',
  'received',
  'auto_received',
  'partly_received',
  'not_received',
  'expired',
  'cancelled',
] as const;
export const P2P_CONFIRMATIONS = ['received', 'partly', 'not_received'] as const;

export const p2pPayment = z.object({
  id: z.number().int(),
  /** payer: the member deposits by paying; payee: the member withdraws and confirms. */
  role: z.enum(['payer', 'payee']),
  amount: z.number(),
  /** What reached the payer's wallet so far. */
  credited: z.number(),
  state: z.enum(P2P_STATES),
  withdrawalId: z.number().int(),
  depositOrderId: z.number().int(),
  /** The payer must say they paid by then (awaiting_payment). */
  payBy: z.string(),
  paidAt: z.string().nullable(),
  payerReference: z.string().nullable(),
  /** The payee's answer: received, partly, not_received, or auto (counted as received). */
  confirmation: z.enum([...P2P_CONFIRMATIONS, 'auto']).nullable(),
  /** Partly received: what the payee says arrived. */
  payeeAmount: z.number().nullable(),
  /** The finance desk's decision of a dispute. */
  resolution: z.enum(['paid', 'unpaid']).nullable(),
  resolutionReason: z.string().nullable(),
  createdAt: z.string(),
  /** The payer, while they still have to pay: the withdrawer's account to pay into, number in full. */
  account: z
    .object({
      kind: z.enum(['bank', 'ewallet']),
      provider: z.string(),
      holderName: z.string(),
      number: z.string(),
      branch: z.string().nullable(),
    })
    .nullable(),
});

const write = {
  method: 'POST',
  auth: 'token',
  encrypted: false,
  tier: 'write',
  area: 'wallet',
  addedPath: true,
} as const;

export const p2pRoutes = {
  p2pPayments: route({
    method: 'GET',
    path: '/wps/cashier/p2p/payments',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'wallet',
    addedPath: true,
    summary:
      "The member's peer-to-peer payments, as payer and as payee, newest first; scope `open`: only those under way",
    request: pageQuery.extend({ scope: z.enum(['open', 'all']).default('all') }),
    response: paged(p2pPayment).extend({ total: z.number().int() }),
  }),
  p2pPaid: route({
    ...write,
    path: '/wps/cashier/p2p/paid',
    bodyLimit: 8 * 1024 * 1024,
    summary: 'The payer says they paid, with their bank reference and optionally a proof image (png or jpg)',
    request: z.object({ id: id(), reference: text().trim().min(1).max(100), proof: proofImage().optional() }),
    response: p2pPayment,
  }),
  p2pCancel: route({
    ...write,
    path: '/wps/cashier/p2p/cancel',
    summary: 'The payer gives up a payment they have not paid: its amount goes back to the withdrawal',
    request: z.object({ id: id() }),
    response: p2pPayment,
  }),
  p2pConfirm: route({
    ...write,
    path: '/wps/cashier/p2p/confirm',
    bodyLimit: 8 * 1024 * 1024,
    summary:
      'The payee answers a paid payment: received (the payer is credited), partly (what arrived is credited, the ' +
      'rest goes to the finance desk) or not_received (a proof image is required; the finance desk decides)',
    request: z.object({
      id: id(),
      result: z.enum(P2P_CONFIRMATIONS),
      amount: money().optional(),
      note: text().trim().max(200).optional(),
      proof: proofImage().optional(),
    }),
    response: p2pPayment,
  }),
  p2pConfirmAll: route({
    ...write,
    path: '/wps/cashier/p2p/confirm-all',
    summary: 'The payee confirms every paid payment of one of their withdrawals as received',
    request: z.object({ withdrawalId: id() }),
    response: z.object({ payments: z.array(p2pPayment) }),
  }),
};
