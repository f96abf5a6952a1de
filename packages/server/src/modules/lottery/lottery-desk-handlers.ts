import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The console's lottery desk handlers (docs/lottery.md "Running the lottery"). */
export function lotteryDeskHandlers(
  deps: AppRoot,
): DeskHandlers<
  | 'lotteryDeskGames'
  | 'lotteryDeskGameUpdate'
  | 'lotteryDeskNumeros'
  | 'lotteryDeskResultEnter'
  | 'lotteryDeskResultConfirm'
  | 'lotteryDeskNumeroCancel'
  | 'lotteryDeskExposure'
  | 'lotteryDeskBets'
  | 'lotteryDeskLimits'
  | 'lotteryDeskLimitSet'
  | 'lotteryDeskOddsTables'
  | 'lotteryDeskOddsTableSet'
  | 'lotteryDeskSettlements'
  | 'lotteryDeskScheduleSet'
  | 'lotteryDeskFeedSet'
  | 'lotteryDeskFeedKey'
> {
  const desk = deps.lotteryDesk;
  const settings = deps.lotteryDeskSettings;
  const settlements = deps.lotteryDeskSettlements;
  const schedule = deps.lotteryDeskSchedule;
  return {
    lotteryDeskGames: ({ actor, input }) => desk.games(deskActorOf(actor), input.brand),
    lotteryDeskGameUpdate: ({ actor, input }) => desk.updateGame(deskActorOf(actor), input),
    lotteryDeskNumeros: ({ actor, input }) => desk.numeros(deskActorOf(actor), input),
    lotteryDeskResultEnter: ({ actor, input }) => desk.enter(deskActorOf(actor), input),
    lotteryDeskResultConfirm: ({ actor, input }) => desk.confirm(deskActorOf(actor), input),
    lotteryDeskNumeroCancel: ({ actor, input }) => desk.cancel(deskActorOf(actor), input),
    lotteryDeskExposure: ({ actor, input }) => desk.exposure(deskActorOf(actor), input),
    lotteryDeskBets: ({ actor, input }) => desk.bets(deskActorOf(actor), input),
    lotteryDeskLimits: ({ actor, input }) => settings.limits(deskActorOf(actor), input),
    lotteryDeskLimitSet: ({ actor, input }) => settings.setLimits(deskActorOf(actor), input),
    lotteryDeskOddsTables: ({ actor, input }) => settings.oddsTables(deskActorOf(actor), input),
    lotteryDeskOddsTableSet: ({ actor, input }) => settings.setOddsTable(deskActorOf(actor), input),
    lotteryDeskSettlements: ({ actor, input }) => settlements.list(deskActorOf(actor), input),
    lotteryDeskScheduleSet: ({ actor, input }) => schedule.setSchedule(deskActorOf(actor), input),
    lotteryDeskFeedSet: ({ actor, input }) => schedule.setFeed(deskActorOf(actor), input),
    lotteryDeskFeedKey: ({ actor, input }) => schedule.newFeedKey(deskActorOf(actor), input),
  };
}
