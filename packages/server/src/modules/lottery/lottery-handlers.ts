import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

/** The lottery's calls (spec 7 "Lottery"). */
export function lotteryHandlers(deps: AppRoot): Handlers {
  const lottery = deps.lottery;
  const bets = deps.lotteryBets;
  return {
    lotteryMenus: ({ actor }) => lottery.menus(actor),
    openedNumeros: ({ actor, input }) => lottery.pastNumeros(actor, input),
    openedNumero: ({ actor, input }) => lottery.openedNumero(actor, input),
    lotteryUpcomingNumeros: ({ actor, input }) => lottery.upcomingNumeros(actor, input),
    // Public: with a valid token the odds are at the member's series (http.login), else at the brand's default.
    lotteryPlays: async ({ actor, input, http }) => bets.plays(actor, input, (await http.login())?.member ?? null),
    lotteryQuote: async ({ actor, input, http }) => bets.quote(actor, input, (await http.login())?.member ?? null),
    lotteryPlaceBet: ({ actor, input }) => bets.place(actor, input),
    lotteryCancelBet: ({ actor, input }) => bets.cancel(actor, input),
    lotteryBets: ({ actor, input }) => bets.list(actor, input),
    lotteryRecent: ({ actor }) => bets.recent(actor),
  };
}
