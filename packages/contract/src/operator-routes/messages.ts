import { z } from 'zod';
import { id, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { messageBody, messageTitle } from '../routes/messages.js';
import { paged, pageQuery } from '../schemas.js';

/** Who a broadcast reaches among the brand's members: everyone, players only, or agents only. */
export const BROADCAST_AUDIENCES = ['all', 'members', 'agents'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

export const sentMessageRow = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  memberAccount: z.string(),
  brand: z.string(),
  title: z.string(),
  body: z.string(),
  sentBy: z.string().nullable(),
  createdAt: z.string(),
});

export const broadcastRow = z.object({
  id: z.number().int(),
  brand: z.string(),
  audience: z.enum(BROADCAST_AUDIENCES),
  title: z.string(),
  body: z.string(),
  sentBy: z.string(),
  createdAt: z.string(),
  withdrawnAt: z.string().nullable(),
  withdrawnBy: z.string().nullable(),
  /** Members who opened it. */
  reads: z.number().int(),
});
export type BroadcastRow = z.infer<typeof broadcastRow>;

const base = {
  auth: 'operator',
  capability: 'messages.send',
  brandScoped: true,
  area: 'messages',
} as const;

/**
 * The messages desk (spec 2 messageV2): a personal message to one member, broadcasts to a brand's members (one row a
 * broadcast, whatever the brand's size), the broadcasts sent, and withdrawing one.
 */
export const operatorMessageRoutes = {
  messageSendPersonal: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/messages/personal',
    audited: true,
    tier: 'write',
    summary: "Sends a message to one member's inbox (pushed live to the member's open tabs)",
    request: z.object({ memberId: id(), title: messageTitle(), body: messageBody() }),
    response: sentMessageRow,
  }),
  broadcastSend: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/messages/broadcasts',
    audited: true,
    tier: 'write',
    summary: "Sends a broadcast to the brand's members (all, players or agents) who joined before it",
    request: z.object({
      brand: text().trim().min(1).max(32),
      audience: z.enum(BROADCAST_AUDIENCES).default('all'),
      title: messageTitle(),
      body: messageBody(),
    }),
    response: broadcastRow,
  }),
  broadcastList: operatorRoute({
    ...base,
    method: 'GET',
    path: '/console/api/messages/broadcasts',
    audited: false,
    tier: 'read',
    summary: "The brand's broadcasts, newest first, with how many members opened each",
    request: pageQuery.extend({ brand: text().trim().min(1).max(32) }),
    response: paged(broadcastRow).extend({ total: z.number().int() }),
  }),
  broadcastWithdraw: operatorRoute({
    ...base,
    method: 'POST',
    path: '/console/api/messages/broadcasts/withdraw',
    audited: true,
    tier: 'write',
    summary: 'Withdraws a broadcast: it leaves every inbox (read or not)',
    request: z.object({ broadcastId: id() }),
    response: broadcastRow,
  }),
};
