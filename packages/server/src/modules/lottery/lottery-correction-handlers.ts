import { deskActorOf } from '../../domain/desk-actor.js';
import type { DeskHandlers } from '../../lib/operator-route-handler.js';
import type { AppRoot } from '../../services.js';

/** The console's result corrections (lottery-correction-service.ts). */
export function lotteryCorrectionHandlers(
  deps: AppRoot,
): DeskHandlers<
  | 'lotteryDeskCorrections'
  | 'lotteryDeskCorrectionPropose'
  | 'lotteryDeskCorrectionConfirm'
  | 'lotteryDeskCorrectionWithdraw'
> {
  const corrections = deps.lotteryCorrections;
  const ref = (input: { brand: string; game: string; numero: string }) => ({
    brandCode: input.brand,
    gameCode: input.game,
    numero: input.numero,
  });
  return {
    lotteryDeskCorrections: ({ actor, input }) => corrections.list(deskActorOf(actor), ref(input)),
    lotteryDeskCorrectionPropose: ({ actor, input }) =>
      corrections.propose(deskActorOf(actor), { ...ref(input), draw: input.draw, reason: input.reason }),
    lotteryDeskCorrectionConfirm: ({ actor, input }) =>
      corrections.confirm(deskActorOf(actor), { ...ref(input), draw: input.draw }),
    lotteryDeskCorrectionWithdraw: ({ actor, input }) => corrections.withdraw(deskActorOf(actor), ref(input)),
  };
}
