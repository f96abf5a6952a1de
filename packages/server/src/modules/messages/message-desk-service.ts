import type { BroadcastAudience, BroadcastRow } from '@wl/contract/operator-routes/messages';
import type { AppDeps } from '../../deps.js';
import { type DeskActor, type DeskDatabase, deskBrand, requireDeskBrand } from '../../domain/desk-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { type BroadcastRecord, createMessageDeskRepo } from './message-desk-repo.js';

export type MessageDeskDeps = Pick<AppDeps, 'clock' | 'brands'> & { database: DeskDatabase };

function broadcastView(r: BroadcastRecord): BroadcastRow {
  return {
    id: r.id,
    brand: r.brand,
    audience: r.audience,
    title: r.title,
    body: r.content,
    sentBy: r.sentBy,
    createdAt: r.createdAt.toISOString(),
    withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
    withdrawnBy: r.withdrawnBy,
    reads: Number(r.reads),
  };
}

/**
 * The messages desk (spec 2 messageV2): an operator writes to one member's inbox or broadcasts to a brand's members; a
 * broadcast can be withdrawn. Each change writes its audit row in its own transaction.
 */
export function createMessageDeskService(deps: MessageDeskDeps & { audit: AuditService }) {
  const { db } = deps.database;
  const repo = createMessageDeskRepo(db);
  const { audit } = deps;

  return {
    async sendPersonal(actor: DeskActor, input: { memberId: number; title: string; body: string }) {
      return deps.database.transaction(async (tx) => {
        const member = await repo.member(input.memberId, tx);
        if (!member) throw new DomainError('not_found');
        requireDeskBrand(actor, member.brandId);
        const row = await repo.insertPersonal(
          { memberId: member.id, title: input.title, content: input.body, sentBy: actor.audit.actor },
          tx,
        );
        await audit.record(
          actor.audit,
          {
            action: 'messageSendPersonal',
            targetType: 'member',
            targetId: member.id,
            brandId: member.brandId,
            before: null,
            after: { messageId: row.id, title: row.title, body: row.content },
          },
          tx,
        );
        return {
          id: row.id,
          memberId: member.id,
          memberAccount: member.account,
          brand: member.brand,
          title: row.title,
          body: row.content,
          sentBy: row.sentBy,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },

    async sendBroadcast(
      actor: DeskActor,
      input: { brand: string; audience: BroadcastAudience; title: string; body: string },
    ) {
      const brand = await deskBrand(deps, actor, input.brand);
      return deps.database.transaction(async (tx) => {
        const id = await repo.insertBroadcast(
          {
            brandId: brand.id,
            audience: input.audience,
            title: input.title,
            content: input.body,
            sentBy: actor.audit.actor,
          },
          tx,
        );
        await audit.record(
          actor.audit,
          {
            action: 'broadcastSend',
            targetType: 'broadcast',
            targetId: id,
            brandId: brand.id,
            before: null,
            after: { audience: input.audience, title: input.title, body: input.body },
          },
          tx,
        );
        const row = await repo.broadcast(id, tx);
        if (!row) throw new DomainError('not_found');
        return broadcastView(row);
      });
    },

    async list(actor: DeskActor, input: { brand: string; pageNo: number; pageSize?: number | undefined }) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const { rows, total } = await repo.broadcasts(brand.id, page);
      return pagedOf(rows.map(broadcastView), total, page);
    },

    /** Withdrawing twice answers the broadcast as it is, with no second audit row. */
    async withdraw(actor: DeskActor, input: { broadcastId: number }) {
      return deps.database.transaction(async (tx) => {
        const before = await repo.broadcast(input.broadcastId, tx, true);
        if (!before) throw new DomainError('not_found');
        requireDeskBrand(actor, before.brandId);
        if (await repo.withdraw(before.id, actor.audit.actor, deps.clock.now(), tx)) {
          const after = await repo.broadcast(before.id, tx);
          if (!after) throw new DomainError('not_found');
          await audit.record(
            actor.audit,
            {
              action: 'broadcastWithdraw',
              targetType: 'broadcast',
              targetId: before.id,
              brandId: before.brandId,
              before: { withdrawnAt: null },
              after: { withdrawnAt: after.withdrawnAt, withdrawnBy: after.withdrawnBy },
            },
            tx,
          );
          return broadcastView(after);
        }
        return broadcastView(before);
      });
    },
  };
}
