import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../lib/route-handler.js';
import { createLotteryService } from './lottery-service.js';

/** The lottery's read calls (spec 7 "Lottery"); betting, recent games and launch come with the betting slice. */
export function lotteryHandlers(deps: AppDeps): Handlers {
  const lottery = createLotteryService(deps);
  return {
    lotteryMenus: ({ actor }) => lottery.menus(actor),
    openedNumeros: ({ actor, input }) => lottery.pastNumeros(actor, input),
    openedNumero: ({ actor, input }) => lottery.openedNumero(actor, input),
  };
}
