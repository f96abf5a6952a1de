import type { FastifyRequest } from 'fastify';
import type { OperatorActor } from '../domain/operator-actor.js';
import { normalizeIp } from '../modules/brands/site-state.js';
import type { OperatorLoginService } from '../modules/operator/operator-login-service.js';
import { bearerToken } from './authenticate.js';

export interface AuthenticatedOperator {
  actor: OperatorActor;
  sessionId: number;
  mustChangePassword: boolean;
}

/** The client address operator actions are recorded with. */
export function operatorIp(request: FastifyRequest): string {
  return normalizeIp(request.ip);
}

/**
 * The one place a console token becomes an operator (`Authorization: Bearer`), for every operator route. A member's
 * token is no operator token: the two live in different tables.
 */
export async function authenticateOperator(
  operators: Pick<OperatorLoginService, 'authenticate'>,
  request: FastifyRequest,
): Promise<AuthenticatedOperator | null> {
  const token = bearerToken(request);
  const found = token ? await operators.authenticate(token) : null;
  if (!found) return null;
  return {
    actor: { ...found.actor, ip: operatorIp(request) },
    sessionId: found.sessionId,
    mustChangePassword: found.operator.mustChangePassword,
  };
}
