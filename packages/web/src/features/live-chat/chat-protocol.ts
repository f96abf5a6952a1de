import { type ChatEvent, type ChatMessage, type ChatRole, chatEvent, parseEvent } from '@wl/contract/events';

/**
 * The live chat WebSocket protocol (`/ws/chat?ticket=<token>`): the frames and their schemas are the contract's
 * (packages/contract/src/events.ts), which the server builds every frame with.
 */

/** Parses one frame from the server; anything unknown or malformed is ignored (null). */
export function parseServerMessage(data: unknown): ChatEvent | null {
  return parseEvent(chatEvent, data);
}

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
