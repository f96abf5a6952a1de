import { z } from 'zod';
import { dateText, id, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { paged, pageQuery } from '../schemas.js';

export const auditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.number().int().nullable(),
  operatorAccount: z.string().nullable(),
  ip: z.string().nullable(),
  /** The operator route (its name in the operator route table) or CLI command. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  brand: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});

export const operatorAuditRoutes = {
  auditLog: operatorRoute({
    method: 'GET',
    path: '/console/api/audit',
    auth: 'operator',
    capability: 'audit.read',
    brandScoped: true,
    audited: false,
    tier: 'read',
    area: 'audit',
    summary:
      'The audit log, newest first (or oldest with order=oldest): filter by operator, action, target, brand and days (from and to, inclusive, ' +
      "in the named brand's time zone, else UTC); an operator scoped to brands sees only their rows",
    request: pageQuery.extend({
      operatorId: id().optional(),
      action: text().trim().max(100).optional(),
      targetType: text().trim().max(50).optional(),
      targetId: text().trim().max(100).optional(),
      brand: text().trim().max(32).optional(),
      from: dateText().optional(),
      to: dateText().optional(),
      order: z.enum(['newest', 'oldest']).optional(),
    }),
    response: paged(auditRow).extend({ total: z.number().int() }),
  }),
};
