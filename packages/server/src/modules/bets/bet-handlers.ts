import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../lib/route-handler.js';
import { createBetService } from './bet-service.js';

/** The member's bet records (design.md "Bets and turnover"); trial members are refused by the route (no `trial`). */
export function betHandlers(deps: AppDeps): Handlers {
  const bets = createBetService({ db: deps.database.db });
  return {
    betRecords: ({ actor, input }) => {
      return bets.records({ brandId: actor.brand.id, memberId: actor.member.id }, input);
    },
  };
}
