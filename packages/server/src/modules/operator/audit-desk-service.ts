import type { auditRow } from '@wl/contract/operator-routes/audit';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { type OperatorActor, requireBrand } from '../../domain/operator-actor.js';
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

const DAY_MS = 86_400_000;

/**
 * The audit log desk: filters and pages. An operator scoped to brands sees the rows of those brands only (rows of
 * no brand, such as operator accounts, are for all-brands operators); naming another brand is refused.
 */
export function createAuditDeskService(deps: AuditDeskDeps & { audit: AuditService }) {
  const { audit } = deps;
  return {
    async list(actor: OperatorActor, input: AuditQuery) {
      let brandId: number | undefined;
      if (input.brand) {
        const brand = await deps.brands.byCode(input.brand);
        if (!brand) throw new DomainError('not_found');
        requireBrand(actor, brand.id);
        brandId = brand.id;
      }
      const size = input.pageSize ?? 50;
      const { rows, total } = await audit.search(
        {
          ...(input.operatorId !== undefined ? { operatorId: input.operatorId } : {}),
          ...(input.action ? { action: input.action } : {}),
          ...(input.targetType ? { targetType: input.targetType } : {}),
          ...(input.targetId ? { targetId: input.targetId } : {}),
          ...(brandId !== undefined ? { brandId } : {}),
          ...(actor.brandScope === 'all' ? {} : { brandIds: actor.brandScope }),
          ...(input.from ? { from: new Date(`${input.from}T00:00:00Z`) } : {}),
          ...(input.to ? { to: new Date(new Date(`${input.to}T00:00:00Z`).getTime() + DAY_MS) } : {}),
          ...(input.order ? { order: input.order } : {}),
        },
        { offset: (input.pageNo - 1) * size, limit: size },
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
      return { content, pageNum: input.pageNo, totalPages: Math.ceil(total / size), total };
    },
  };
}
