import type { AppDeps } from '../../deps.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import { createSecurityDeskService } from './security-desk-service.js';

/** The members desk's read of a member's security centre. */
export function securityDeskHandlers(deps: AppDeps): DeskHandlers<'memberSecurity'> {
  const desk = createSecurityDeskService(deps);
  return {
    memberSecurity: ({ actor, input }) => desk.facts(actor, input.memberId),
  };
}
