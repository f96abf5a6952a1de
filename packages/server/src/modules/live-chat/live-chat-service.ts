import type { ChatEvent } from '@wl/contract/events';
import type { AppDeps } from '../../deps.js';
import type { Actor } from '../../domain/actor.js';
import type { Brand } from '../../domain/brand.js';
import type { Member } from '../../domain/member.js';
import { isTrial } from '../../domain/roles.js';
import { DomainError } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { maskAccount, onCdn } from '../games/game-views.js';
import { createLiveChatRepo, type Message, type Model, type Ticket } from './live-chat-repo.js';

/**
 * Live chat with hosts (spec 7 CBS_modelList, CBS_launchChat): the built-in provider keeps hosts and rooms on this
 * server. A launch answers a chat URL with a ticket; the room page joins `/ws/chat?ticket=` (src/http/chat-socket.ts)
 * and every message goes through the database and NOTIFY, so rooms work across instances. Visitors read; members
 * and the host write. Frames are the contract's `chatEvent` out and `chatSay` in (contract events.ts).
 */
const TICKET_TTL_MS = 2 * 3_600_000;
const HISTORY = 50;

type Room = Extract<ChatEvent, { type: 'room' }>;

export const messageView = (m: Message) => ({
  id: m.id,
  author: m.author,
  role: m.role,
  body: m.body,
  time: m.createdAt.toISOString(),
});

const modelView = (brand: Brand, m: Model) => ({
  id: m.id,
  name: m.name,
  avatarUrl: onCdn(brand.imageCdns, m.avatarUrl),
  intro: m.intro,
  tags: m.tags,
  online: m.online,
});

export function createLiveChatService(deps: Pick<AppDeps, 'database' | 'clock' | 'brands' | 'config'>) {
  const repo = createLiveChatRepo(deps.database.db);

  async function issueTicket(
    brandId: number,
    model: Model,
    role: 'viewer' | 'member' | 'model',
    name: string,
    memberId: number | null,
    sessionId: number | null = null,
  ) {
    const token = randomToken(32);
    const now = deps.clock.now();
    await repo.deleteExpiredTickets(now);
    await repo.insertTicket({
      tokenHash: sha256(token),
      brandId,
      modelId: model.id,
      memberId,
      sessionId,
      role,
      name,
      expiresAt: new Date(now.getTime() + TICKET_TTL_MS),
    });
    return token;
  }

  return {
    async models(actor: Actor) {
      return (await repo.models(actor.brand.id)).map((m) => modelView(actor.brand, m));
    },
    /**
     * Public (spec 7); a live login makes the ticket a member's, who may write. `login` finds the caller's login,
     * if any: a trial (free-play) member, or one who must change the password, reads like a visitor (spec 6).
     */
    async launch(
      actor: Actor,
      modelId: number | undefined,
      login: () => Promise<{ member: Member; sessionId: number | null; mustChangePassword: boolean } | null>,
    ): Promise<{ chatUrl: string }> {
      if (modelId === undefined) {
        throw new DomainError('invalid_input', { details: [{ path: 'modelId', message: 'required' }] });
      }
      const model = await repo.model(actor.brand.id, modelId);
      if (!model) throw new DomainError('not_found');
      const found = await login();
      const member =
        found && !found.mustChangePassword && !isTrial(actor.brand, found.member.type) ? found.member : null;
      const ticket = member
        ? await issueTicket(
            actor.brand.id,
            model,
            'member',
            maskAccount(member.account),
            member.id,
            found?.sessionId ?? null,
          )
        : await issueTicket(actor.brand.id, model, 'viewer', 'guest', null);
      return { chatUrl: `/chat/${model.id}?ticket=${ticket}` };
    },
    /**
     * The room a ticket opens, with its latest messages; null for an unknown or expired ticket, no room when its
     * brand is gone.
     */
    async join(ticketText: unknown): Promise<{ ticket: Ticket; room: Room | null } | null> {
      const ticket =
        typeof ticketText === 'string' && ticketText
          ? await repo.liveTicket(sha256(ticketText), deps.clock.now(), deps.config.sessionIdleMs)
          : null;
      const model = ticket ? await repo.modelById(ticket.modelId) : null;
      if (!ticket || !model) return null;
      const history = await repo.history(model.id, HISTORY);
      const brand = await deps.brands.byId(ticket.brandId);
      if (!brand) return { ticket, room: null };
      const room: Room = {
        type: 'room',
        model: modelView(brand, model),
        role: ticket.role,
        name: ticket.name,
        messages: history.reverse().map(messageView),
      };
      return { ticket, room };
    },
    /**
     * Stores what a ticket's holder says in its room (every instance hears it through NOTIFY); false, storing nothing,
     * once the ticket has ended (expired, or its member's login ended).
     */
    async say(ticket: Ticket, body: string): Promise<boolean> {
      if (!(await repo.liveTicket(ticket.tokenHash, deps.clock.now(), deps.config.sessionIdleMs))) return false;
      await repo.insertMessage({
        modelId: ticket.modelId,
        memberId: ticket.memberId,
        author: ticket.name,
        role: ticket.role === 'model' ? 'model' : 'member',
        body,
        createdAt: deps.clock.now(),
      });
      return true;
    },
    /** A stored message as the rooms show it, or null. */
    async message(id: number) {
      const message = await repo.message(id);
      return message ? { modelId: message.modelId, view: messageView(message) } : null;
    },
  };
}

export type LiveChatService = ReturnType<typeof createLiveChatService>;
