import { pageOf } from '../../domain/paging.js';
import type { Handlers } from '../../lib/route-handler.js';
import type { AppRoot } from '../../services.js';

export function inHouseHandlers(deps: AppRoot): Handlers {
  const bgs = deps.inHouse;
  return {
    inHouseSession: ({ actor }) => bgs.session(actor),
    inHousePlay: ({ actor, input }) => bgs.play(actor, input),
    inHouseRotateSeed: ({ actor, input }) => bgs.rotate(actor, input.clientSeed),
    inHouseRounds: ({ actor, input }) => bgs.rounds(actor, pageOf(input)),
    inHouseVerify: ({ input }) => bgs.verify(input),
  };
}
