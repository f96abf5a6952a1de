import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The members desk's read of a member's security centre. */
export function securityDeskHandlers(deps: AppRoot): DeskHandlers<'memberSecurity'> {
  const desk = deps.securityDesk;
  return {
    memberSecurity: ({ actor, input }) => desk.facts(actor, input.memberId),
  };
}
