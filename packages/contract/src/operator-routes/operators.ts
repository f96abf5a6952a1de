import { z } from 'zod';
import { id, text } from '../inputs.js';
import { OPERATOR_ROLES } from '../operator-capabilities.js';
import { operatorRoute } from '../operator-route-def.js';
import { paged, pageQuery } from '../schemas.js';

/** An operator as the operators desk lists them (never a secret). */
export const operatorRow = z.object({
  id: z.number().int(),
  account: z.string(),
  role: z.enum(OPERATOR_ROLES),
  allBrands: z.boolean(),
  brands: z.array(z.string()),
  /** Two-factor enrolled (TOTP). */
  totpEnabled: z.boolean(),
  /** Locked out after failed logins, until `lockedUntil`. */
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  disabled: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});

const account = text()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,64}$/, 'letters, digits, _ . or -, 3 to 64');
const scope = {
  role: z.enum(OPERATOR_ROLES),
  allBrands: z.boolean(),
  brands: z.array(text().trim().min(1).max(32)).max(100),
};
const operatorId = z.object({ operatorId: id() });

const operatorAction = <Req extends z.ZodType>(path: string, summary: string, request: Req) =>
  operatorRoute({
    method: 'POST',
    path,
    auth: 'operator',
    capability: 'operators.manage',
    brandScoped: false,
    audited: true,
    tier: 'write',
    area: 'operators',
    summary,
    request,
    response: operatorRow,
  });

export const operatorAdminRoutes = {
  operatorList: operatorRoute({
    method: 'GET',
    path: '/console/api/operators',
    auth: 'operator',
    capability: 'operators.manage',
    // An operator scoped to brands sees the operators whose scope lies within theirs.
    brandScoped: false,
    audited: false,
    tier: 'read',
    area: 'operators',
    summary: 'Operators by account (a prefix, any case) and role, with scope, two-factor, lock and last login',
    request: pageQuery.extend({ account: text().trim().max(64).optional(), role: z.enum(OPERATOR_ROLES).optional() }),
    response: paged(operatorRow).extend({ total: z.number().int() }),
  }),
  operatorCreate: operatorRoute({
    method: 'POST',
    path: '/console/api/operators/create',
    auth: 'operator',
    capability: 'operators.manage',
    brandScoped: false,
    audited: true,
    tier: 'write',
    area: 'operators',
    summary:
      'A new operator with a one-time password, shown once: it must be changed, and TOTP enrolled, at the first login',
    request: z.object({ account, ...scope }),
    response: z.object({ operator: operatorRow, password: z.string() }),
  }),
  operatorUpdate: operatorAction(
    '/console/api/operators/update',
    "Changes an operator's role and brand scope (never one's own; only an owner makes or changes an owner)",
    operatorId.extend(scope),
  ),
  operatorDisable: operatorAction(
    '/console/api/operators/disable',
    'Disables an operator: their sessions end and login is refused (never oneself, never the last active owner)',
    operatorId,
  ),
  operatorEnable: operatorAction('/console/api/operators/enable', 'Lets a disabled operator log in again', operatorId),
  operatorResetTwoFactor: operatorAction(
    '/console/api/operators/reset-2fa',
    'A lost authenticator: TOTP and recovery codes cleared, sessions ended; the next login enrols again',
    operatorId,
  ),
  operatorUnlock: operatorAction('/console/api/operators/unlock', 'Ends a lockout after failed logins', operatorId),
};
