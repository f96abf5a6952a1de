import { z } from 'zod';
import { id, int, text } from '../inputs.js';
import { route } from '../route-def.js';
import { empty } from '../schemas.js';

/** What sent a message: the site itself (an event of the member's account), an operator to one member, or a broadcast. */
export const MESSAGE_KINDS = ['system', 'personal', 'broadcast'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * The events a system message tells of. The server stores the category and its params, never a text: the web
 * writes it in the member's language from the keys `message_<category>_title` and `message_<category>_body`.
 * Params each category's text uses: `amount` (the amount as shown, with its currency symbol: '$ 100.00') for the
 * deposit, withdrawal and transfer ones (deposits and withdrawals also carry the order's `orderId`); `ip` for
 * password_changed and new_device; `account` (the other member) for transfer_sent and transfer_received.
 * `deposit_expired`: a pending deposit order ran out of time before its payment was confirmed.
 * Peer-to-peer (routes/p2p.ts; `amount` and the payer's deposit `orderId`): `p2p_payment_sent` tells the withdrawer
 * a payer says they paid (confirm it), `p2p_disputed` tells the payer the withdrawer disputes it, and
 * `p2p_dispute_resolved` tells both what the finance desk decided (`result`: paid or unpaid).
 */
export const SYSTEM_MESSAGE_CATEGORIES = [
  'deposit_approved',
  'deposit_rejected',
  'deposit_expired',
  'withdrawal_paid',
  'withdrawal_rejected',
  'password_changed',
  'new_device',
  'transfer_sent',
  'transfer_received',
  'p2p_payment_sent',
  'p2p_disputed',
  'p2p_dispute_resolved',
] as const;
export type SystemMessageCategory = (typeof SYSTEM_MESSAGE_CATEGORIES)[number];

/** The values a system message's text is written with (amounts, an order number, an IP). */
export const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof messageParams>;

/** Longest title and body an operator may write (personal messages and broadcasts). */
export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_BODY_MAX = 4000;

export const messageItem = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  /** Set on system messages only; their title and body are empty (the web writes them from the category). */
  category: z.enum(SYSTEM_MESSAGE_CATEGORIES).nullable(),
  params: messageParams.nullable(),
  /** Plain text written by an operator (personal and broadcast): shown as text, never as HTML. */
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;

/** One message of the inbox: a system or personal message's id, or a broadcast's. */
const messageRef = z.object({ kind: z.enum(MESSAGE_KINDS), id: id() });

const memberRoute = {
  auth: 'token',
  encrypted: false,
  area: 'home',
  addedPath: true,
} as const;

/**
 * The member centre's inbox (spec 2 messageV2). Not in spec 7, which shows only the unread count
 * (`unreadCount`, CSP_unreadCount, in routes/content.ts): these paths are ours. Trial members are refused.
 */
export const messageRoutes = {
  messageList: route({
    ...memberRoute,
    method: 'GET',
    path: '/wps/member/messages',
    tier: 'read',
    summary: "The member's inbox, newest first: system, personal and broadcast messages, all or unread or one kind",
    request: z.object({
      filter: z.enum(['all', 'unread', ...MESSAGE_KINDS]).default('all'),
      pageNo: int(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(50).default(20),
    }),
    response: z.object({
      content: z.array(messageItem),
      pageNum: z.number().int(),
      totalPages: z.number().int(),
      total: z.number().int(),
      /** All unread messages, whatever the filter (the badge's figure). */
      unread: z.number().int(),
    }),
  }),
  messageRead: route({
    ...memberRoute,
    method: 'POST',
    path: '/wps/member/messages/read',
    tier: 'write',
    summary: 'Opens one message of the inbox and marks it read',
    request: messageRef,
    response: messageItem,
  }),
  messageReadAll: route({
    ...memberRoute,
    method: 'POST',
    path: '/wps/member/messages/read-all',
    tier: 'write',
    summary: 'Marks every message of the inbox read',
    request: empty,
    response: z.object({ unreadMessage: z.number().int() }),
  }),
  messageDelete: route({
    ...memberRoute,
    method: 'POST',
    path: '/wps/member/messages/delete',
    tier: 'write',
    summary: 'Deletes one message from the inbox (a broadcast is hidden for this member only)',
    request: messageRef,
    response: z.object({ unreadMessage: z.number().int() }),
  }),
};

/** What an operator writes: trimmed, not empty, within the limits. */
export const messageTitle = () => text().trim().min(1).max(MESSAGE_TITLE_MAX);
export const messageBody = () => text().trim().min(1).max(MESSAGE_BODY_MAX);
