import type { AppDeps } from '../../deps.js';
import type { Handlers } from '../../http/contract-routes.js';
import { createInHouseService } from './in-house-service.js';

export function inHouseHandlers(deps: AppDeps): Handlers {
  const bgs = createInHouseService(deps);
  return {
    inHouseSession: ({ ctx }) => bgs.session(ctx),
    inHousePlay: ({ ctx, input }) => bgs.play(ctx, input),
    inHouseRotateSeed: ({ ctx, input }) => bgs.rotate(ctx, input.clientSeed),
    inHouseRounds: ({ ctx, input }) => bgs.rounds(ctx, input.pageNo, input.pageSize ?? 20),
    inHouseVerify: ({ input }) => bgs.verify(input),
  };
}
