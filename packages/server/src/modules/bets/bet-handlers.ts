import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../http/contract-routes.js';
import { DomainError } from '../../lib/errors.js';
import { createBetService } from './bet-service.js';

/** The member's bet records (design.md "Bets and turnover"); trial members are refused by the route (no `trial`). */
export function betHandlers(deps: AppDeps): Handlers {
  const bets = createBetService({ db: deps.database.db });
  return {
    betRecords: ({ ctx, input }) => {
      if (!ctx.member) throw new DomainError('not_logged_in');
      return bets.records({ brandId: ctx.brand.id, memberId: ctx.member.id }, input);
    },
  };
}
