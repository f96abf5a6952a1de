import type { Db } from '../../db/client.js';
import { dayRange } from '../../domain/day-range.js';
import { fromUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import type { Turnover } from '../turnover/turnover-service.js';
import { createBetRepo } from './bet-repo.js';
import { BET_SOURCES, betView } from './bet-service.js';

/** The member centre's bet detail and profit-and-loss reports (spec 2 personalHistoryCopy, personalProfit). */
export function createBetReportService(deps: { db: Db } & { turnover: Turnover }) {
  const repo = createBetRepo(deps.db);
  const { turnover } = deps;
  return {
    /** One of the member's own bets; an in-house bet comes with its round, for the verify page. */
    async detail(actor: { brandId: number; memberId: number }, id: number) {
      const named = await repo.betOfMember(actor.brandId, actor.memberId, id);
      if (!named) throw new DomainError('not_found');
      const { bet } = named;
      const found =
        bet.sourceKind === BET_SOURCES.inHouseRound
          ? await repo.inHouseRound(actor.memberId, Number(bet.sourceRef))
          : null;
      return {
        bet: betView(named),
        roundRef: bet.sourceRef,
        round: found
          ? {
              game: found.round.gameCode,
              nonce: found.round.nonce,
              clientSeed: found.seed.clientSeed,
              serverSeedHash: found.seed.serverSeedHash,
              // Revealed only once the member rotated the pair (design.md "Games and vendors").
              serverSeed: found.seed.revealedAt ? found.seed.serverSeed : null,
              params: found.round.params,
              outcome: found.round.outcome,
              multiplier: Number(found.round.multiplier),
            }
          : null,
      };
    },

    /** Profit and loss by day or month of the brand's time zone and game kind over a day range (`to` included). */
    async profit(
      actor: { brandId: number; memberId: number; timeZone: string },
      query: { from: string; to: string; period: 'day' | 'month' },
    ) {
      const rows = await turnover.sumByPeriod(
        { brand: actor.brandId, members: actor.memberId },
        dayRange(actor, query),
        { period: query.period, timeZone: actor.timeZone },
      );
      return {
        rows: rows.map((r) => ({
          period: r.period,
          gameKind: r.gameKind,
          count: r.count,
          stake: fromUnits(r.stake),
          validTurnover: fromUnits(r.validTurnover),
          payout: fromUnits(r.payout),
          profit: fromUnits(r.profit),
        })),
      };
    },
  };
}
