import { z } from 'zod';
import { id, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { P2P_CONFIRMATIONS, P2P_STATES } from '../routes/p2p.js';
import { paged, pageQuery } from '../schemas.js';

/**
 * The finance desk's peer-to-peer payments (spec 4 "Withdrawal confirmation"): every payment of a brand by state, both
 * sides' proofs, and the decision of a dispute (the withdrawer said partly or not received): paid (the payer is
 * credited the rest from the withdrawer's hold) or unpaid (the rest goes back to the withdrawal). The deposit desk's
 * capabilities.
 */

export const p2pDeskRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  state: z.enum(P2P_STATES),
  amount: z.number(),
  credited: z.number(),
  withdrawalId: z.number().int(),
  depositOrderId: z.number().int(),
  payer: z.object({ memberId: z.number().int(), account: z.string() }),
  payee: z.object({ memberId: z.number().int(), account: z.string() }),
  payerReference: z.string().nullable(),
  payerProof: z.boolean(),
  confirmation: z.enum([...P2P_CONFIRMATIONS, 'auto']).nullable(),
  payeeAmount: z.number().nullable(),
  payeeNote: z.string().nullable(),
  payeeProof: z.boolean(),
  resolution: z.enum(['paid', 'unpaid']).nullable(),
  resolutionReason: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  createdAt: z.string(),
  payBy: z.string(),
  paidAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});

const brandCode = () => text().trim().min(1).max(32);

const base = { auth: 'operator', brandScoped: true, area: 'cashier' } as const;

export const operatorP2pRoutes = {
  cashierP2pPayments: operatorRoute({
    ...base,
    method: 'GET',
    path: '/console/api/cashier/p2p',
    capability: 'cashier.read',
    audited: false,
    tier: 'read',
    summary:
      "A brand's peer-to-peer payments by state (disputed ones wait for the desk), newest first or sorted by " +
      'amount on the server',
    request: pageQuery.extend({
      brand: brandCode(),
      state: z.enum(P2P_STATES).optional(),
      sortBy: z.enum(['createdAt', 'amount']).default('createdAt'),
      order: z.enum(['asc', 'desc']).default('desc'),
    }),
    response: paged(p2pDeskRow).extend({ total: z.number().int() }),
  }),
  cashierP2pProof: operatorRoute({
    ...base,
    method: 'GET',
    path: '/console/api/cashier/p2p/proof',
    capability: 'cashier.read',
    audited: false,
    tier: 'read',
    summary: "A payment's proof image, the payer's or the payee's, as a png or jpeg data: URL (null when none)",
    request: z.object({ id: id(), side: z.enum(['payer', 'payee']) }),
    response: z.object({ image: z.string().nullable() }),
  }),
  cashierP2pResolve: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/cashier/p2p/resolve',
    capability: 'cashier.decide',
    audited: true,
    tier: 'write',
    summary:
      'Decides a disputed payment with a reason: paid credits the payer the rest from the withdrawer’s hold; ' +
      'unpaid gives the rest back to the withdrawal',
    request: z.object({ id: id(), result: z.enum(['paid', 'unpaid']), reason: text().trim().min(1).max(500) }),
    response: p2pDeskRow,
  }),
};
