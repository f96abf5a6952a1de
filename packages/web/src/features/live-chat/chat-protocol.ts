import { z } from 'zod';

/** The live chat WebSocket protocol (`/ws/chat?ticket=<token>`), as the server sends it. */
const chatRole = z.enum(['viewer', 'member', 'model']);
export type ChatRole = z.infer<typeof chatRole>;

const chatMessage = z.object({
  id: z.number(),
  author: z.string(),
  role: z.enum(['member', 'model']),
  body: z.string(),
  time: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

const chatModel = z.object({
  id: z.number(),
  name: z.string(),
  avatarUrl: z.string().nullish(),
  intro: z.string().nullish(),
  online: z.boolean(),
});
export type ChatModel = z.infer<typeof chatModel>;

export const CHAT_ERROR_CODES = ['chat_ticket_invalid', 'chat_read_only', 'invalid_input', 'rate_limited'] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

const serverMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('room'),
    model: chatModel,
    role: chatRole,
    name: z.string(),
    messages: z.array(chatMessage),
  }),
  z.object({ type: z.literal('message'), message: chatMessage }),
  z.object({ type: z.literal('error'), code: z.string() }),
]);
export type ChatServerMessage = z.infer<typeof serverMessage>;
export type ChatRoom = Extract<ChatServerMessage, { type: 'room' }>;

/** Parses one frame from the server; anything unknown or malformed is ignored (null). */
export function parseServerMessage(data: unknown): ChatServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = serverMessage.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isChatErrorCode(code: string): code is ChatErrorCode {
  return (CHAT_ERROR_CODES as readonly string[]).includes(code);
}

/** Longest message the server accepts. */
export const MAX_BODY = 300;

/** The socket closes with this code when the ticket is invalid or expired: do not reconnect. */
export const CLOSE_TICKET_INVALID = 4401;

/** `/ws/chat?ticket=…` on the page's own host: wss: on https, ws: on http. */
export function chatSocketUrl(ticket: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws/chat?ticket=${encodeURIComponent(ticket)}`;
}

/** Delay before reconnect attempt `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** attempt);
}

/** HH:mm in the reader's local time. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whether `message` was written by the reader: the host owns every host message; a member, their name's. */
export function isOwnMessage(message: ChatMessage, role: ChatRole, name: string): boolean {
  if (role === 'model') return message.role === 'model';
  if (role === 'member') return message.role === 'member' && message.author === name;
  return false;
}
