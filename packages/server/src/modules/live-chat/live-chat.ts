import { type ChatEvent, chatEvent, chatSay, eventText, parseEvent } from '@wl/contract/events';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { chatMessages, chatTickets, liveModels } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { authenticate, bearerToken } from '../../http/authenticate.js';
import type { Handlers } from '../../http/contract-routes.js';
import type { RequestContext } from '../../http/request-context.js';
import { DomainError } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { isTrial } from '../account/roles.js';
import { onCdn } from '../games/catalogue.js';
import { maskAccount } from '../games/game-handlers.js';

/**
 * Live chat with hosts (spec 7 CBS_modelList, CBS_launchChat): the built-in provider keeps hosts and rooms on this
 * server. A launch answers a chat URL with a ticket; the room page joins `/ws/chat?ticket=` and every message goes
 * through the database and NOTIFY, so rooms work across instances. Visitors read; members and the host write.
 * Frames are the contract's `chatEvent` out and `chatSay` in (contract events.ts).
 */
export const CHAT_CHANNEL = 'wl_chat';
const TICKET_TTL_MS = 2 * 3_600_000;
/** At most this many messages per socket per 10 s. */
const SAY_LIMIT = 5;

type Model = typeof liveModels.$inferSelect;
type Message = typeof chatMessages.$inferSelect;

const messageView = (m: Message) => ({
  id: m.id,
  author: m.author,
  role: m.role,
  body: m.body,
  time: m.createdAt.toISOString(),
});

export function createLiveChat(deps: AppDeps) {
  const { db } = deps.database;
  const modelView = (brand: RequestContext['brand'], m: Model) => ({
    id: m.id,
    name: m.name,
    avatarUrl: onCdn(brand.imageCdns, m.avatarUrl),
    intro: m.intro,
    tags: m.tags,
    online: m.online,
  });

  async function issueTicket(
    brandId: number,
    model: Model,
    role: 'viewer' | 'member' | 'model',
    name: string,
    memberId: number | null,
  ) {
    const token = randomToken(32);
    const now = deps.clock.now();
    await db.delete(chatTickets).where(lt(chatTickets.expiresAt, now));
    await db.insert(chatTickets).values({
      tokenHash: sha256(token),
      brandId,
      modelId: model.id,
      memberId,
      role,
      name,
      expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
    });
    return token;
  }

  return {
    handlers(): Handlers {
      return {
        async modelList({ ctx }) {
          const rows = await db
            .select()
            .from(liveModels)
            .where(eq(liveModels.brandId, ctx.brand.id))
            .orderBy(desc(liveModels.online), asc(liveModels.sort), asc(liveModels.id));
          return rows.map((m) => modelView(ctx.brand, m));
        },
        /** Public (spec 7); a live token makes the ticket a member's, who may write. */
        async launchChat({ ctx, input, request }) {
          if (input.modelId === undefined) {
            throw new DomainError('invalid_input', { details: [{ path: 'modelId', message: 'required' }] });
          }
          const [model] = await db
            .select()
            .from(liveModels)
            .where(and(eq(liveModels.brandId, ctx.brand.id), eq(liveModels.id, input.modelId)));
          if (!model) throw new DomainError('not_found');
          const token = bearerToken(request);
          const found = token ? await authenticate(deps, ctx.brand, { kind: 'bearer', token }) : null;
          // Spec 6: a trial (free-play) member may look around, not act as a member: it reads like a visitor.
          const member =
            found && !found.mustChangePassword && !isTrial(ctx.brand, found.member.type) ? found.member : null;
          const ticket = member
            ? await issueTicket(ctx.brand.id, model, 'member', maskAccount(member.account), member.id)
            : await issueTicket(ctx.brand.id, model, 'viewer', 'guest', null);
          return { chatUrl: `/chat/${model.id}?ticket=${ticket}` };
        },
      };
    },
    /** For the operator command line: a ticket to speak as the host. */
    async hostTicket(brandId: number, modelId: number): Promise<string> {
      const [model] = await db
        .select()
        .from(liveModels)
        .where(and(eq(liveModels.brandId, brandId), eq(liveModels.id, modelId)));
      if (!model) throw new DomainError('not_found');
      return issueTicket(brandId, model, 'model', model.name, null);
    },
    async register(app: FastifyInstance) {
      type Seat = { socket: WebSocket; said: number[] };
      const rooms = new Map<number, Set<Seat>>();
      const unlisten = await deps.database.listen(CHAT_CHANNEL, (payload) => {
        void (async () => {
          const { messageId } = JSON.parse(payload) as { messageId: number };
          const [message] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
          if (!message) return;
          const text = eventText(chatEvent, { type: 'message', message: messageView(message) });
          for (const seat of rooms.get(message.modelId) ?? []) seat.socket.send(text);
        })().catch((err) => app.log.warn({ err }, 'chat fan-out failed'));
      });
      app.addHook('onClose', async () => {
        await unlisten().catch(() => {});
      });

      app.get('/ws/chat', { websocket: true, schema: { hide: true } }, async (socket, request) => {
        const send = (event: ChatEvent) => socket.send(eventText(chatEvent, event));
        const ticketText = (request.query as { ticket?: unknown }).ticket;
        const [ticket] =
          typeof ticketText === 'string' && ticketText
            ? await db
                .select()
                .from(chatTickets)
                .where(and(eq(chatTickets.tokenHash, sha256(ticketText)), gt(chatTickets.expiresAt, deps.clock.now())))
            : [];
        const [model] = ticket ? await db.select().from(liveModels).where(eq(liveModels.id, ticket.modelId)) : [];
        if (!ticket || !model) {
          send({ type: 'error', code: 'chat_ticket_invalid' });
          socket.close(4401, 'chat_ticket_invalid');
          return;
        }
        const history = await db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.modelId, model.id))
          .orderBy(desc(chatMessages.id))
          .limit(50);
        const brand = await deps.brands.byId(ticket.brandId);
        if (!brand) return socket.close(4401, 'chat_ticket_invalid');
        send({
          type: 'room',
          model: modelView(brand, model),
          role: ticket.role,
          name: ticket.name,
          messages: history.reverse().map(messageView),
        });
        const seat: Seat = { socket, said: [] };
        const room = rooms.get(model.id) ?? new Set<Seat>();
        room.add(seat);
        rooms.set(model.id, room);
        socket.on('close', () => {
          room.delete(seat);
          if (room.size === 0) rooms.delete(model.id);
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
            const body = say.body;
            const now = Date.now();
            seat.said = seat.said.filter((t) => now - t < 10_000);
            if (seat.said.length >= SAY_LIMIT) return send({ type: 'error', code: 'rate_limited' });
            seat.said.push(now);
            const [message] = await db
              .insert(chatMessages)
              .values({
                modelId: model.id,
                memberId: ticket.memberId,
                author: ticket.name,
                role: ticket.role === 'model' ? 'model' : 'member',
                body,
                createdAt: deps.clock.now(),
              })
              .returning({ id: chatMessages.id });
            if (message)
              await db.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify({ messageId: message.id })})`);
          })().catch((err) => app.log.warn({ err }, 'chat message failed'));
        });
      });
    },
  };
}
