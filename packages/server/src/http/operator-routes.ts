import { okEnvelope } from '@wl/contract/envelope';
import { can } from '@wl/contract/operator-capabilities';
import type { OperatorRouteDef } from '@wl/contract/operator-route-def';
import { OPERATOR_ROUTE_LIST, type OperatorRouteName } from '@wl/contract/operator-routes';
import { empty } from '@wl/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { LoginMeta, OperatorActor } from '../domain/operator-actor.js';
import { DomainError } from '../lib/errors.js';
import type { OperatorHandler, OperatorHandlers } from '../lib/operator-route-handler.js';
import { brandDeskHandlers } from '../modules/brands/brand-desk-handlers.js';
import { cashierDeskHandlers } from '../modules/cashier/cashier-desk-handlers.js';
import { p2pDeskHandlers } from '../modules/cashier/p2p-desk-handlers.js';
import { withdrawalDeskHandlers } from '../modules/cashier/withdrawal-desk-handlers.js';
import { contentDeskHandlers } from '../modules/content/content-desk-handlers.js';
import { dashboardDeskHandlers } from '../modules/dashboard/dashboard-desk-handlers.js';
import { feedbackDeskHandlers } from '../modules/feedback/feedback-desk-handlers.js';
import { gameDeskHandlers } from '../modules/games/game-desk-handlers.js';
import { jobsDeskHandlers } from '../modules/jobs-desk/jobs-desk-handlers.js';
import { ledgerDeskHandlers } from '../modules/ledger-desk/ledger-desk-handlers.js';
import { chatDeskHandlers } from '../modules/live-chat/chat-desk-handlers.js';
import { lotteryCorrectionHandlers } from '../modules/lottery/lottery-correction-handlers.js';
import { lotteryDeskHandlers } from '../modules/lottery/lottery-desk-handlers.js';
import { securityDeskHandlers } from '../modules/member-centre/security-desk-handlers.js';
import { messageDeskHandlers } from '../modules/messages/message-desk-handlers.js';
import { operatorDeskHandlers } from '../modules/operator/operator-desk-handlers.js';
import { coreOperatorHandlers } from '../modules/operator/operator-handlers.js';
import type { AppRoot } from '../services.js';
import { authenticateOperator, operatorIp } from './authenticate-operator.js';
import { tierConfig } from './rate-limit.js';
import { compileSerializer } from './response-serializer.js';

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

/** Every desk's handlers; a new desk adds its `...xDeskHandlers(deps)` line. */
export function operatorHandlers(deps: AppRoot): OperatorHandlers {
  return {
    ...coreOperatorHandlers(deps),
    ...dashboardDeskHandlers(deps),
    ...ledgerDeskHandlers(deps),
    ...jobsDeskHandlers(deps),
    ...brandDeskHandlers(deps),
    ...operatorDeskHandlers(deps),
    ...contentDeskHandlers(deps),
    ...gameDeskHandlers(deps),
    ...feedbackDeskHandlers(deps),
    ...chatDeskHandlers(deps),
    ...messageDeskHandlers(deps),
    ...cashierDeskHandlers(deps),
    ...securityDeskHandlers(deps),
    ...withdrawalDeskHandlers(deps),
    ...p2pDeskHandlers(deps),
    ...lotteryDeskHandlers(deps),
    ...lotteryCorrectionHandlers(deps),
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
  deps: AppRoot,
  handlers: OperatorHandlers = operatorHandlers(deps),
  routes: ReadonlyArray<OperatorRouteDef & { name: OperatorRouteName }> = OPERATOR_ROUTE_LIST,
) {
  const logins = deps.operatorLogins;
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
