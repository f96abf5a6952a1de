import type { auditRow } from '@wl/contract/operator-routes/audit';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { dayRange } from '../../domain/day-range.js';
import { type OperatorActor, requireBrand } from '../../domain/operator-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';

export type AuditDeskDeps = Pick<AppDeps, 'clock' | 'brands'> & { database: Pick<AppDeps['database'], 'db'> };

export interface AuditQuery {
  operatorId?: number | undefined;
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  brand?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  order?: 'newest' | 'oldest' | undefined;
  pageNo: number;
  pageSize?: number | undefined;
}

/**
 * The audit log desk: filters and pages. An operator scoped to brands sees the rows of those brands only (rows of
 * no brand, such as operator accounts, are for all-brands operators); naming another brand is refused.
 */
export function createAuditDeskService(deps: AuditDeskDeps & { audit: AuditService }) {
  const { audit } = deps;
  return {
    async list(actor: OperatorActor, input: AuditQuery) {
      let brandId: number | undefined;
      // The days of one brand are that brand's days; a search across brands counts UTC days.
      let zone = { timeZone: 'UTC' };
      if (input.brand) {
        const brand = await deps.brands.byCode(input.brand);
        if (!brand) throw new DomainError('not_found');
        requireBrand(actor, brand.id);
        brandId = brand.id;
        zone = brand;
      }
      const page = pageOf(input, 50);
      const days = dayRange(zone, input);
      const { rows, total } = await audit.search(
        {
          ...(input.operatorId !== undefined ? { operatorId: input.operatorId } : {}),
          ...(input.action ? { action: input.action } : {}),
          ...(input.targetType ? { targetType: input.targetType } : {}),
          ...(input.targetId ? { targetId: input.targetId } : {}),
          ...(brandId !== undefined ? { brandId } : {}),
          ...(actor.brandScope === 'all' ? {} : { brandIds: actor.brandScope }),
          ...(days.start ? { from: days.start } : {}),
          ...(days.end ? { to: days.end } : {}),
          ...(input.order ? { order: input.order } : {}),
        },
        page,
      );
      const content: z.input<typeof auditRow>[] = rows.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        operatorId: r.operatorId,
        operatorAccount: r.operatorAccount ?? (r.operatorId === null ? r.actor : null),
        ip: r.ip,
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        brand: r.brandCode,
        before: r.before,
        after: r.after,
      }));
      return pagedOf(content, total, page);
    },
  };
}
