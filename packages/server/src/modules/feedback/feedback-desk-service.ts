import type { feedbackRow } from '@wl/contract/operator-routes/feedback';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { dayRange } from '../../domain/day-range.js';
import { type DeskActor, type DeskDatabase, deskBrand, requireDeskBrand } from '../../domain/desk-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { createFeedbackDeskRepo, type FeedbackRecord } from './feedback-desk-repo.js';

export type FeedbackDeskDeps = Pick<AppDeps, 'clock' | 'brands'> & { database: DeskDatabase };

/** Only these types are ever stored (content-service parseImage checks the bytes); anything else is not shown. */
const SHOWN_TYPES = new Set(['image/png', 'image/jpeg']);

function view(r: FeedbackRecord): z.input<typeof feedbackRow> {
  return {
    id: r.id,
    brand: r.brand,
    memberId: r.memberId,
    memberAccount: r.memberAccount,
    content: r.content,
    ip: r.ip,
    images: Number(r.images),
    createdAt: r.createdAt.toISOString(),
    handledAt: r.handledAt?.toISOString() ?? null,
    handledBy: r.handledBy,
  };
}

/**
 * The feedback inbox: what members and visitors sent (spec 7 PUT /wps/feedback), newest first, and marking one handled
 * (audited in the transaction of the change). Reading and marking both need feedback.read: marking handled changes
 * nothing a player sees, so no new capability.
 */
export function createFeedbackDeskService(deps: FeedbackDeskDeps & { audit: AuditService }) {
  const { db } = deps.database;
  const repo = createFeedbackDeskRepo(db);
  const { audit } = deps;

  async function inScope(actor: DeskActor, id: number) {
    const row = await repo.byId(id);
    if (!row) throw new DomainError('not_found');
    requireDeskBrand(actor, row.brandId);
    return row;
  }

  return {
    async list(
      actor: DeskActor,
      input: {
        brand: string;
        status: 'open' | 'handled' | 'all';
        from?: string | undefined;
        to?: string | undefined;
        sortBy?: 'createdAt' | undefined;
        order?: 'asc' | 'desc' | undefined;
        pageNo: number;
        pageSize?: number | undefined;
      },
    ) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const days = dayRange(brand, input);
      const { rows, total } = await repo.list(
        brand.id,
        {
          status: input.status,
          since: days.start ?? undefined,
          until: days.end ?? undefined,
          sort: { by: input.sortBy ?? 'createdAt', order: input.order ?? 'desc' },
        },
        page,
      );
      return pagedOf(rows.map(view), total, page);
    },

    async detail(actor: DeskActor, id: number) {
      const row = await inScope(actor, id);
      const images = await repo.images(id);
      return {
        feedback: view(row),
        images: images.filter((i) => SHOWN_TYPES.has(i.mime)).map((i) => `data:${i.mime};base64,${i.data}`),
      };
    },

    handle(actor: DeskActor, input: { id: number; handled: boolean }) {
      return deps.database.transaction(async (tx) => {
        const before = await repo.byId(input.id, tx, true);
        if (!before) throw new DomainError('not_found');
        requireDeskBrand(actor, before.brandId);
        const handledAt = input.handled ? (before.handledAt ?? deps.clock.now()) : null;
        const handledBy = input.handled ? (before.handledBy ?? actor.audit.actor) : null;
        await repo.setHandled(before.id, handledAt, handledBy, tx);
        const after = await repo.byId(before.id, tx);
        if (!after) throw new DomainError('not_found');
        await audit.record(
          actor.audit,
          {
            action: 'feedbackHandle',
            targetType: 'feedback',
            targetId: before.id,
            brandId: before.brandId,
            before: { handledAt: before.handledAt, handledBy: before.handledBy },
            after: { handledAt: after.handledAt, handledBy: after.handledBy },
          },
          tx,
        );
        return view(after);
      });
    },
  };
}
