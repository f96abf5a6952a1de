import { type ChatEvent, chatEvent, chatSay, eventText, parseEvent } from '@wl/contract/events';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppDeps } from '../deps.js';
import { CHAT_CHANNEL } from '../modules/live-chat/live-chat-repo.js';
import type { LiveChatService } from '../modules/live-chat/live-chat-service.js';

/** At most this many messages per socket per 10 s. */
const SAY_LIMIT = 5;

/**
 * The chat rooms' socket, `/ws/chat?ticket=` (modules/live-chat holds the rules): the room and its latest
 * messages on joining, then every message of the room as it is said on any instance (LISTEN on CHAT_CHANNEL).
 */
export async function registerChatSocket(app: FastifyInstance, deps: Pick<AppDeps, 'database'>, chat: LiveChatService) {
  type Seat = { socket: WebSocket; said: number[] };
  const rooms = new Map<number, Set<Seat>>();
  const unlisten = await deps.database.listen(CHAT_CHANNEL, (payload) => {
    void (async () => {
      const { messageId } = JSON.parse(payload) as { messageId: number };
      const message = await chat.message(messageId);
      if (!message) return;
      const text = eventText(chatEvent, { type: 'message', message: message.view });
      for (const seat of rooms.get(message.modelId) ?? []) seat.socket.send(text);
    })().catch((err) => app.log.warn({ err }, 'chat fan-out failed'));
  });
  app.addHook('onClose', async () => {
    await unlisten().catch(() => {});
  });

  app.get('/ws/chat', { websocket: true, schema: { hide: true } }, async (socket, request) => {
    const send = (event: ChatEvent) => socket.send(eventText(chatEvent, event));
    const joined = await chat.join((request.query as { ticket?: unknown }).ticket);
    if (!joined) {
      send({ type: 'error', code: 'chat_ticket_invalid' });
      socket.close(4401, 'chat_ticket_invalid');
      return;
    }
    const { ticket, room: roomEvent } = joined;
    if (!roomEvent) return socket.close(4401, 'chat_ticket_invalid');
    send(roomEvent);
    const seat: Seat = { socket, said: [] };
    const room = rooms.get(ticket.modelId) ?? new Set<Seat>();
    room.add(seat);
    rooms.set(ticket.modelId, room);
    socket.on('close', () => {
      room.delete(seat);
      if (room.size === 0) rooms.delete(ticket.modelId);
    });
    socket.on('message', (data: Buffer) => {
      void (async () => {
        const frame = data.toString();
        let incoming: { type?: unknown };
        try {
          incoming = JSON.parse(frame);
        } catch {
          return send({ type: 'error', code: 'invalid_input' });
        }
        if (incoming?.type !== 'say') return;
        if (ticket.role === 'viewer') return send({ type: 'error', code: 'chat_read_only' });
        const say = parseEvent(chatSay, frame);
        if (!say) return send({ type: 'error', code: 'invalid_input' });
        const now = Date.now();
        seat.said = seat.said.filter((t) => now - t < 10_000);
        if (seat.said.length >= SAY_LIMIT) return send({ type: 'error', code: 'rate_limited' });
        seat.said.push(now);
        if (!(await chat.say(ticket, say.body))) {
          send({ type: 'error', code: 'chat_ticket_invalid' });
          socket.close(4401, 'chat_ticket_invalid');
        }
      })().catch((err) => app.log.warn({ err }, 'chat message failed'));
    });
  });
}
