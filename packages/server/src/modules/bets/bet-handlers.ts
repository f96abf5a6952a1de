import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** The member's bet records (design.md "Bets and turnover"); trial members are refused by the route (no `trial`). */
export function betHandlers(deps: AppRoot): Handlers {
  const bets = deps.bets;
  const reports = deps.betReports;
  const owner = (actor: { brand: { id: number; timeZone: string }; member: { id: number } }) => ({
    brandId: actor.brand.id,
    memberId: actor.member.id,
    timeZone: actor.brand.timeZone,
  });
  return {
    betRecords: ({ actor, input }) => {
      return bets.records(owner(actor), input);
    },
    betDetail: ({ actor, input }) => reports.detail(owner(actor), input.id),
    betProfit: ({ actor, input }) => reports.profit(owner(actor), input),
  };
}
