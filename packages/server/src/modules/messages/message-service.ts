import type { BroadcastAudience } from '@wl/contract/operator-routes/messages';
import type { MessageItem, MessageKind } from '@wl/contract/routes/messages';
import type { AppDeps } from '../../deps.js';
import type { MemberActor } from '../../domain/actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { isAgent } from '../../domain/roles.js';
import { DomainError } from '../../lib/errors.js';
import { createMessageRepo, type InboxFilter, type InboxOwner, type InboxRow } from './message-repo.js';

/** The broadcasts a member's inbox holds: those to everyone, and those to their side (players or agents). */
export function inboxOwner(actor: Pick<MemberActor, 'brand' | 'member'>): InboxOwner {
  const side: BroadcastAudience = isAgent(actor.brand, actor.member.type) ? 'agents' : 'members';
  return {
    memberId: actor.member.id,
    brandId: actor.brand.id,
    joinedAt: actor.member.createdAt,
    audiences: ['all', side],
  };
}

function view(row: InboxRow): MessageItem {
  return {
    id: row.id,
    kind: row.kind,
    category: row.kind === 'system' ? row.category : null,
    params: row.kind === 'system' ? (row.params ?? {}) : null,
    title: row.title,
    body: row.body,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The member centre's inbox (spec 2 messageV2): the member's system and personal messages and their brand's
 * broadcasts, the unread count of spec 7 CSP_unreadCount over all three, reading and deleting. A message that is
 * not the caller's answers not_found, exactly as one that does not exist.
 */
export function createMessageService(deps: Pick<AppDeps, 'database' | 'clock'>) {
  const repo = createMessageRepo(deps.database.db);

  async function mine(owner: InboxOwner, kind: MessageKind, id: number) {
    const row = await repo.one(owner, kind, id);
    if (!row) throw new DomainError('not_found');
    return row;
  }

  return {
    async list(actor: MemberActor, input: { filter: InboxFilter; pageNo: number; pageSize: number }) {
      const page = pageOf(input);
      const { rows, total, unread } = await repo.page(inboxOwner(actor), input.filter, page);
      return { ...pagedOf(rows.map(view), total, page), unread };
    },

    async unreadCount(actor: MemberActor) {
      return { unreadMessage: await repo.unread(inboxOwner(actor)) };
    },

    async read(actor: MemberActor, input: { kind: MessageKind; id: number }): Promise<MessageItem> {
      const owner = inboxOwner(actor);
      const row = await mine(owner, input.kind, input.id);
      if (!row.read) await repo.markRead(owner, input.kind, input.id, deps.clock.now());
      return view({ ...row, read: true });
    },

    async readAll(actor: MemberActor) {
      const owner = inboxOwner(actor);
      await deps.database.transaction((tx) => repo.markAllRead(owner, deps.clock.now(), tx));
      return { unreadMessage: await repo.unread(owner) };
    },

    async remove(actor: MemberActor, input: { kind: MessageKind; id: number }) {
      const owner = inboxOwner(actor);
      await mine(owner, input.kind, input.id);
      await repo.markDeleted(owner, input.kind, input.id, deps.clock.now());
      return { unreadMessage: await repo.unread(owner) };
    },
  };
}
