import type { chatHostRow } from '@wl/contract/operator-routes/chat';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { type DeskActor, type DeskDatabase, deskBrand } from '../../domain/desk-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { DomainError } from '../../lib/errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import type { AuditService } from '../audit/audit-service.js';
import { createChatDeskRepo, type Host } from './chat-desk-repo.js';
import { createLiveChatRepo } from './live-chat-repo.js';

export type ChatDeskDeps = Pick<AppDeps, 'clock' | 'brands'> & { database: DeskDatabase };

/** How long a host's ticket lets them join their room. */
export const HOST_TICKET_MS = 12 * 3_600_000;

function view(h: Host, brand: string): z.input<typeof chatHostRow> {
  return {
    id: h.id,
    brand,
    name: h.name,
    avatarUrl: h.avatarUrl,
    intro: h.intro,
    tags: h.tags,
    online: h.online,
    sort: h.sort,
    createdAt: h.createdAt.toISOString(),
  };
}

const auditOf = (h: Host) => ({
  name: h.name,
  avatarUrl: h.avatarUrl,
  intro: h.intro,
  tags: h.tags,
  online: h.online,
  sort: h.sort,
});

export interface HostEdit {
  brand: string;
  id?: number | undefined;
  name: string;
  avatarUrl: string | null;
  intro: string;
  tags: string[];
  online: boolean;
  sort: number;
}

/**
 * The live chat desk: the hosts the player site's modelList shows, and tickets for a host to speak in their room. The
 * console and the command line (`model add|set|host`) both call it; every change, a ticket included, writes its audit
 * row in its transaction (never the ticket itself: only its hash is stored).
 */
export function createChatDeskService(deps: ChatDeskDeps & { audit: AuditService }) {
  const { db } = deps.database;
  const repo = createChatDeskRepo(db);
  const tickets = createLiveChatRepo(db);
  const { audit } = deps;

  return {
    async list(
      actor: DeskActor,
      input: {
        brand: string;
        name?: string | undefined;
        online?: 'true' | 'false' | undefined;
        pageNo: number;
        pageSize?: number | undefined;
      },
    ) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const online = input.online === undefined ? undefined : input.online === 'true';
      const { rows, total } = await repo.list(brand.id, { name: input.name, online }, page);
      return pagedOf(
        rows.map((h) => view(h, brand.code)),
        total,
        page,
      );
    },

    async save(actor: DeskActor, input: HostEdit, action = 'chatHostSave') {
      // The brand is read before the transaction: the brand repo has its own connection.
      const brand = await deskBrand(deps, actor, input.brand);
      return deps.database.transaction(async (tx) => {
        const values = {
          name: input.name,
          avatarUrl: input.avatarUrl,
          intro: input.intro,
          tags: input.tags,
          online: input.online,
          sort: input.sort,
        };
        let before: Host | null = null;
        let after: Host;
        if (input.id === undefined) {
          after = await repo.insert({ ...values, brandId: brand.id }, tx);
        } else {
          before = await repo.lock(brand.id, input.id, tx);
          if (!before) throw new DomainError('not_found');
          after = await repo.update(before.id, values, tx);
        }
        await audit.record(
          actor.audit,
          {
            action,
            targetType: 'chatHost',
            targetId: after.id,
            brandId: brand.id,
            before: before && auditOf(before),
            after: auditOf(after),
          },
          tx,
        );
        return view(after, brand.code);
      });
    },

    /** On or off air (the command line's `model set --online`). */
    async setOnline(actor: DeskActor, input: { brand: string; id: number; online: boolean }, action = 'chatHostSave') {
      // The brand is read before the transaction: the brand repo has its own connection.
      const brand = await deskBrand(deps, actor, input.brand);
      return deps.database.transaction(async (tx) => {
        const before = await repo.lock(brand.id, input.id, tx);
        if (!before) throw new DomainError('not_found');
        const after = await repo.update(before.id, { online: input.online }, tx);
        await audit.record(
          actor.audit,
          {
            action,
            targetType: 'chatHost',
            targetId: after.id,
            brandId: brand.id,
            before: auditOf(before),
            after: auditOf(after),
          },
          tx,
        );
        return view(after, brand.code);
      });
    },

    /** A ticket for the host to join their room as the host: its address is answered once and never stored. */
    async ticket(actor: DeskActor, input: { brand: string; id: number }, action = 'chatHostTicket') {
      // The brand is read before the transaction: the brand repo has its own connection.
      const brand = await deskBrand(deps, actor, input.brand);
      return deps.database.transaction(async (tx) => {
        const host = await repo.lock(brand.id, input.id, tx);
        if (!host) throw new DomainError('not_found');
        const token = randomToken(32);
        const expiresAt = new Date(deps.clock.now().getTime() + HOST_TICKET_MS);
        await tickets.insertTicket(
          { tokenHash: sha256(token), brandId: brand.id, modelId: host.id, role: 'model', name: host.name, expiresAt },
          tx,
        );
        await audit.record(
          actor.audit,
          {
            action,
            targetType: 'chatHost',
            targetId: host.id,
            brandId: brand.id,
            before: null,
            after: { ticketFor: host.name, expiresAt },
          },
          tx,
        );
        return { chatUrl: `/chat/${host.id}?ticket=${token}`, expiresAt: expiresAt.toISOString() };
      });
    },
  };
}
