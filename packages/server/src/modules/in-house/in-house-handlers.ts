import type { AppDeps } from '../../deps.js';
import { pageOf } from '../../domain/paging.js';
import type { Handlers } from '../../lib/route-handler.js';
import { createInHouseService } from './in-house-service.js';

export function inHouseHandlers(deps: AppDeps): Handlers {
  const bgs = createInHouseService(deps);
  return {
    inHouseSession: ({ actor }) => bgs.session(actor),
    inHousePlay: ({ actor, input }) => bgs.play(actor, input),
    inHouseRotateSeed: ({ actor, input }) => bgs.rotate(actor, input.clientSeed),
    inHouseRounds: ({ actor, input }) => bgs.rounds(actor, pageOf(input)),
    inHouseVerify: ({ input }) => bgs.verify(input),
  };
}
