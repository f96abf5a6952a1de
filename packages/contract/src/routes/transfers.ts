import { z } from 'zod';
import { dateText, money, text } from '../inputs.js';
import { route } from '../route-def.js';
import { empty, paged, pageQuery } from '../schemas.js';

/**
 * Transfers between members (spec 2 transferUpline; spec 6: agents transfer to downlines and to the upline): a member
 * sends money from the main wallet to the direct upline; an agent also to one of their direct downlines. Within the
 * brand's limits, with the payment password (so the sending calls are encrypted). Trial members are refused (no route
 * here is `trial`).
 */

export const TRANSFER_DIRECTIONS = ['upline', 'downline'] as const;

/** The brand's limits, in the currency: per transfer, and what one member may send in a day (brand's time zone). */
export const transferLimits = z.object({ min: z.number(), max: z.number(), daily: z.number() });

/** One transfer as the caller sees it: sent (`outgoing`) or received, and the other member's account. */
export const memberTransfer = z.object({
  id: z.number().int(),
  direction: z.enum(TRANSFER_DIRECTIONS),
  outgoing: z.boolean(),
  counterparty: z.string(),
  amount: z.number(),
  createdAt: z.string(),
});
export type MemberTransfer = z.infer<typeof memberTransfer>;

const memberRoute = { auth: 'token', area: 'wallet', addedPath: true } as const;

const sent = z.object({ transfer: memberTransfer, balance: z.number() });

export const transferRoutes = {
  transferInfo: route({
    ...memberRoute,
    method: 'GET',
    path: '/wps/member/transfer/info',
    encrypted: false,
    tier: 'read',
    summary:
      'What the transfer page shows: the upline (if any), the limits, what was sent today, the balance, agent or not',
    request: empty,
    response: z.object({
      upline: z.object({ account: z.string(), nickname: z.string() }).nullable(),
      isAgent: z.boolean(),
      limits: transferLimits,
      sentToday: z.number(),
      balance: z.number(),
      currencySymbol: z.string(),
    }),
  }),
  transferUpline: route({
    ...memberRoute,
    method: 'POST',
    path: '/wps/member/transfer/upline',
    encrypted: true,
    tier: 'write',
    summary: 'Sends money from the main wallet to the direct upline (payment password, brand limits)',
    request: z.object({ amount: money(), paymentPassword: text().min(1).max(64) }),
    response: sent,
  }),
  transferDownline: route({
    ...memberRoute,
    method: 'POST',
    path: '/wps/member/transfer/downline',
    encrypted: true,
    tier: 'write',
    summary: 'An agent sends money from the main wallet to one of their own direct downlines (by account)',
    request: z.object({
      downlineAccount: text().trim().min(1).max(64),
      amount: money(),
      paymentPassword: text().min(1).max(64),
    }),
    response: sent,
  }),
  memberTransfers: route({
    ...memberRoute,
    method: 'GET',
    path: '/wps/member/transfers',
    encrypted: false,
    tier: 'read',
    summary: "The transfers the member sent and received, newest first, by days (inclusive, in the brand's time zone)",
    request: pageQuery.extend({ from: dateText().optional(), to: dateText().optional() }),
    response: paged(memberTransfer).extend({ total: z.number().int() }),
  }),
};
