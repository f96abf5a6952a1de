import { okEnvelope } from '@wl/contract/envelope';
import { can } from '@wl/contract/operator-capabilities';
import type { OperatorRouteDef } from '@wl/contract/operator-route-def';
import { OPERATOR_ROUTE_LIST, type OperatorRouteName, type OperatorRoutes } from '@wl/contract/operator-routes';
import { empty } from '@wl/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../deps.js';
import { DomainError } from '../lib/errors.js';
import { createAuditDeskService } from '../modules/operator/audit-desk-service.js';
import { createMemberDeskService } from '../modules/operator/member-desk-service.js';
import { createMoneyDeskService } from '../modules/operator/money-desk-service.js';
import type { OperatorActor } from '../modules/operator/operator-actor.js';
import { createOperatorLoginService, type LoginMeta } from '../modules/operator/operator-login-service.js';
import { createOperatorService } from '../modules/operator/operator-service.js';
import { authenticateOperator, operatorIp } from './authenticate-operator.js';
import { tierConfig } from './rate-limit.js';
import { compileSerializer } from './response-serializer.js';

export interface OperatorHandlerContext<N extends OperatorRouteName> {
  input: z.output<OperatorRoutes[N]['request']>;
  /** Set on 'operator' routes. */
  actor: OperatorActor;
  sessionId: number;
  meta: LoginMeta;
}

export type OperatorHandler<N extends OperatorRouteName> = (
  c: OperatorHandlerContext<N>,
) => Promise<z.input<OperatorRoutes[N]['response']>>;
export type OperatorHandlers = { [N in OperatorRouteName]: OperatorHandler<N> };

/** What an operator whose password must change may still do. */
const PASSWORD_CHANGE_OPEN: ReadonlySet<OperatorRouteName> = new Set([
  'operatorMe',
  'operatorLogout',
  'operatorChangePassword',
]);

function metaOf(request: FastifyRequest): LoginMeta {
  const agent = request.headers['user-agent'];
  return { ip: operatorIp(request), userAgent: typeof agent === 'string' ? agent.slice(0, 500) : null };
}

/** Thin handlers: the contract schema parsed the input; each calls one service (conventions.md "Server"). */
export function operatorHandlers(deps: AppDeps): OperatorHandlers {
  const logins = createOperatorLoginService(deps);
  const operators = createOperatorService(deps);
  const membersDesk = createMemberDeskService(deps);
  const money = createMoneyDeskService(deps);
  const auditDesk = createAuditDeskService(deps);
  return {
    operatorLogin: ({ input, meta }) => logins.login(input, meta),
    operatorLoginTotp: ({ input, meta }) => logins.loginTotp(input, meta),
    operatorLoginEnrol: ({ input, meta }) => logins.loginEnrol(input, meta),
    operatorLogout: ({ sessionId }) => logins.logout(sessionId),
    operatorChangePassword: ({ actor, sessionId, input }) => operators.changePassword(actor, sessionId, input),
    operatorMe: ({ actor }) => operators.me(actor),
    memberSearch: ({ actor, input }) => membersDesk.search(actor, input),
    memberDetail: ({ actor, input }) => membersDesk.detail(actor, input.memberId),
    memberLock: ({ actor, input }) => membersDesk.lock(actor, input),
    memberUnlock: ({ actor, input }) => membersDesk.unlock(actor, input),
    memberEndSessions: ({ actor, input }) => membersDesk.endSessions(actor, input),
    memberForcePasswordChange: ({ actor, input }) => membersDesk.forcePasswordChange(actor, input),
    moneyCredit: ({ actor, input }) => money.credit(actor, input),
    moneyDebit: ({ actor, input }) => money.debit(actor, input),
    moneyRequests: ({ actor, input }) => money.list(actor, input),
    moneyApprove: ({ actor, input }) => money.approve(actor, input),
    moneyReject: ({ actor, input }) => money.reject(actor, input),
    auditLog: ({ actor, input }) => auditDesk.list(actor, input),
  };
}

/**
 * Registers the operator route table (design.md "Operators"). Per route, before anything is parsed: the console
 * token (401 not_logged_in), the role's capability (403 forbidden) and a password that must change first; then the
 * contract schema; then the handler, whose service checks the brand of the target against the operator's scope.
 * The console's API lives under /console/api/, apart from the brand resolution of the players' routes.
 */
export function registerOperatorRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  handlers: OperatorHandlers = operatorHandlers(deps),
  routes: ReadonlyArray<OperatorRouteDef & { name: OperatorRouteName }> = OPERATOR_ROUTE_LIST,
) {
  const logins = createOperatorLoginService(deps);
  for (const def of routes) {
    const name = def.name;
    const handler = handlers[name] as OperatorHandler<OperatorRouteName>;
    const envelope = okEnvelope(def.response as z.ZodType);
    const inQuery = def.method === 'GET' || def.method === 'DELETE';
    app.route({
      method: def.method,
      url: def.path,
      config: { rateLimit: tierConfig(def.tier) },
      schema: {
        summary: def.summary,
        tags: ['console'],
        description: [
          def.auth === 'operator' ? 'Needs `Authorization: Bearer <operator token>`.' : 'Public.',
          def.capability ? `Capability: ${def.capability}.` : '',
          def.brandScoped ? "Only for brands in the operator's scope." : '',
          def.audited ? 'Audited.' : '',
        ]
          .filter(Boolean)
          .join(' '),
        ...(def.auth === 'operator' ? { security: [{ bearer: [] }] } : {}),
        ...(def.request === empty ? {} : inQuery ? { querystring: def.request } : { body: def.request }),
        response: { 200: envelope },
      },
      serializerCompiler: () => compileSerializer(envelope, deps.config.checkResponses),
      onRequest: async (request) => {
        if (def.auth !== 'operator') return;
        const found = await authenticateOperator(logins, request);
        if (!found) throw new DomainError('not_logged_in');
        if (def.capability && !can(found.actor.role, def.capability)) throw new DomainError('forbidden');
        if (found.mustChangePassword && !PASSWORD_CHANGE_OPEN.has(name)) {
          throw new DomainError('password_change_required');
        }
        request.operator = found;
      },
      handler: async (request) => {
        const input = (inQuery ? request.query : request.body) as never;
        const found = request.operator;
        const value = await handler({
          input,
          actor: found?.actor as OperatorActor,
          sessionId: found?.sessionId ?? 0,
          meta: metaOf(request),
        });
        return { success: true, value };
      },
    });
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: import('./authenticate-operator.js').AuthenticatedOperator | null;
  }
}

export function registerOperatorRequest(app: FastifyInstance) {
  app.decorateRequest('operator', null);
}
