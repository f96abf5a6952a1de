import { z } from 'zod';
import { id, money, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { paged, pageQuery } from '../schemas.js';

export const MONEY_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'executed'] as const;

/** A credit (positive amount) or debit (negative) an operator asked for, and what became of it (maker-checker). */
export const moneyRequestValue = z.object({
  id: z.number().int(),
  brand: z.string(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(MONEY_REQUEST_STATUSES),
  maker: z.string(),
  checker: z.string().nullable(),
  decisionReason: z.string().nullable(),
  transferId: z.number().int().nullable(),
  /** The member's main wallet after the movement, when it moved. */
  balanceAfter: z.number().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});

const adjustment = z.object({
  memberId: id(),
  amount: money(),
  reason: text().trim().min(1).max(500),
  /** The caller's idempotency key (design.md "Money"): sent again with the same input, it answers the first request. */
  key: text()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9:_-]+$/)
    .optional(),
});

const adjust = (path: string, summary: string) =>
  operatorRoute({
    method: 'POST',
    path,
    auth: 'operator',
    capability: 'money.adjust',
    brandScoped: true,
    audited: true,
    tier: 'write',
    area: 'money',
    summary,
    request: adjustment,
    response: moneyRequestValue,
  });

const decision = <Req extends z.ZodObject>(path: string, summary: string, request: Req) =>
  operatorRoute({
    method: 'POST',
    path,
    auth: 'operator',
    capability: 'money.approve',
    brandScoped: true,
    audited: true,
    tier: 'write',
    area: 'money',
    summary,
    request,
    response: moneyRequestValue,
  });

export const operatorMoneyRoutes = {
  moneyCredit: adjust(
    '/console/api/money/credit',
    "Credits a member's main wallet with a reason: at once up to the brand's approval threshold, else pending " +
      "a second operator's approval",
  ),
  moneyDebit: adjust(
    '/console/api/money/debit',
    "Debits a member's main wallet with a reason (never below zero); above the threshold it waits for approval",
  ),
  moneyRequests: operatorRoute({
    method: 'GET',
    path: '/console/api/money/requests',
    auth: 'operator',
    capability: 'money.approve',
    brandScoped: true,
    audited: false,
    tier: 'read',
    area: 'money',
    summary:
      "A brand's credit and debit requests by status: newest first, or sorted by the time or the size of the amount " +
      '(a debit of 500 as large as a credit of 500)',
    request: pageQuery.extend({
      brand: text().trim().min(1).max(32),
      status: z.enum(MONEY_REQUEST_STATUSES).optional(),
      sortBy: z.enum(['createdAt', 'amount']).default('createdAt'),
      order: z.enum(['asc', 'desc']).default('desc'),
    }),
    response: paged(moneyRequestValue).extend({ total: z.number().int() }),
  }),
  moneyApprove: decision(
    '/console/api/money/approve',
    "Approves another operator's pending request: the money moves once, however often it is approved",
    z.object({ requestId: id() }),
  ),
  moneyReject: decision(
    '/console/api/money/reject',
    "Rejects another operator's pending request; nothing moves",
    z.object({ requestId: id(), reason: text().trim().min(1).max(500) }),
  ),
};
