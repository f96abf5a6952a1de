import { z } from 'zod';
import { text } from './inputs.js';
import { liveModel } from './schemas.js';

/**
 * What the server pushes over its WebSockets (design.md "Background work and scale"), one JSON object a frame,
 * told apart by `type`. The server builds every frame through these schemas (`eventText`), the web parses every
 * frame with them (`parseEvent`); a frame the reader does not know is ignored, so a newer server can add types.
 */

/** The token of `/ws` was refused (the socket then closes with 4401). */
const refused = z.object({ type: z.literal('error'), code: z.literal('not_logged_in') });

/** The member's main balance changed (pushed at commit by the ledger's NOTIFY, and once when a tab connects). */
export const balanceEvent = z.object({
  type: z.literal('balance'),
  balance: z.number(),
  currencySymbol: z.string(),
});

/**
 * A new message reached the member's inbox (system, personal, or a broadcast to the member's brand): the page
 * fetches the inbox and its unread count again. Pushed at commit by the messages' NOTIFY, from any instance.
 */
export const messageEvent = z.object({
  type: z.literal('message'),
  kind: z.enum(['system', 'personal', 'broadcast']),
});

/**
 * A numero of a lottery game of the member's brand was drawn (design.md "Lottery"): its result, in the family's order
 * of lottery-plays.md. Pushed at commit of the draw by the lottery's NOTIFY, from any instance, to every tab of the
 * brand; the lottery pages show it and fetch the game's numeros again.
 */
export const lotteryDrawEvent = z.object({
  type: z.literal('lotteryDraw'),
  gameCode: z.string(),
  numero: z.string(),
  result: z.array(z.string()),
  drawnAt: z.string(),
});

/**
 * Some of the member's lottery bets on a numero were settled (won, lost) or refunded: the pages fetch the member's bets
 * again. The balance comes in its own `balance` event from the ledger. Pushed at commit of the settlement's batch, from
 * any instance, to the member's tabs.
 */
export const lotteryBetEvent = z.object({
  type: z.literal('lotteryBet'),
  gameCode: z.string(),
  numero: z.string(),
});

/**
 * `/ws?token=`: the live events of a logged-in member. Room is left for the contract offers of the agent centre:
 * one more member of this union.
 */
export const liveEvent = z.discriminatedUnion('type', [
  balanceEvent,
  messageEvent,
  lotteryDrawEvent,
  lotteryBetEvent,
  refused,
]);
export type LiveEvent = z.infer<typeof liveEvent>;

export const chatRole = z.enum(['viewer', 'member', 'model']);
export type ChatRole = z.infer<typeof chatRole>;

export const chatMessage = z.object({
  id: z.number().int(),
  author: z.string(),
  role: z.enum(['member', 'model']),
  body: z.string(),
  time: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const CHAT_ERROR_CODES = ['chat_ticket_invalid', 'chat_read_only', 'invalid_input', 'rate_limited'] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/** Longest chat message, in characters (code points). */
export const CHAT_MAX_BODY = 300;

/** The first frame of a room: the host, who the reader is, and the latest messages, oldest first. */
export const chatRoomEvent = z.object({
  type: z.literal('room'),
  model: liveModel,
  role: chatRole,
  name: z.string(),
  messages: z.array(chatMessage),
});
export type ChatRoom = z.infer<typeof chatRoomEvent>;

/** `/ws/chat?ticket=`: a live chat room (spec 7 CBS_launchChat). */
export const chatEvent = z.discriminatedUnion('type', [
  chatRoomEvent,
  z.object({ type: z.literal('message'), message: chatMessage }),
  z.object({ type: z.literal('error'), code: z.enum(CHAT_ERROR_CODES) }),
]);
export type ChatEvent = z.infer<typeof chatEvent>;

/** What a chat client sends: one message to the room. */
export const chatSay = z.object({
  type: z.literal('say'),
  body: text()
    .trim()
    .min(1)
    .refine((body) => [...body].length <= CHAT_MAX_BODY, { message: `${CHAT_MAX_BODY} characters at most` }),
});

/** The frame text of an event, built through its schema (fields the schema does not name are left out). */
export function eventText<S extends z.ZodType>(schema: S, event: z.input<S>): string {
  return JSON.stringify(schema.parse(event));
}

/** One frame as the schema reads it, or null when it is not JSON or not an event the schema knows. */
export function parseEvent<S extends z.ZodType>(schema: S, frame: unknown): z.output<S> | null {
  if (typeof frame !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(frame);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
