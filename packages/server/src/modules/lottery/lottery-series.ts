import type { Db } from '../../db/client.js';
import { lockMember } from '../../db/member-lock.js';
import type { AppDeps } from '../../deps.js';
import { DomainError } from '../../lib/errors.js';
import type { TeamService } from '../team/team-service.js';
import { createLotteryBetRepo } from './lottery-bet-repo.js';

/** The range of a brand without its own (design.md "Lottery": "e.g. 1700 to 1980"; 1950 for direct members). */
export const DEFAULT_SERIES_RANGE = { seriesMin: 1700, seriesMax: 1980, seriesDefault: 1950 } as const;

export interface SeriesRange {
  seriesMin: number;
  seriesMax: number;
  seriesDefault: number;
}

/** A member's series and the series of each upline from the direct one up (what a bet records). */
export interface SeriesOfMember {
  series: number;
  uplines: { memberId: number; series: number }[];
}

/**
 * Prize groups (design.md "Lottery"; glossary "series"): each member plays at a series. A member's own series, if
 * set, else the brand's default; never above the upline's (a downline's series never exceeds its upline's), so the
 * chain is read from the top down and each member is capped at the one above.
 */
export function resolveChain(
  chain: readonly { memberId: number; series: number | null }[],
  range: SeriesRange,
): SeriesOfMember {
  const resolved: { memberId: number; series: number }[] = [];
  let cap = range.seriesMax;
  for (const link of [...chain].reverse()) {
    const series = Math.min(link.series ?? range.seriesDefault, cap);
    resolved.unshift({ memberId: link.memberId, series });
    cap = series;
  }
  const [self, ...uplines] = resolved;
  return { series: self?.series ?? range.seriesDefault, uplines };
}

export function createLotterySeries(deps: Pick<AppDeps, 'database' | 'clock'> & { team: TeamService }) {
  const repo = createLotteryBetRepo(deps.database.db);
  const { team } = deps;
  /** The member and each upline (direct upline first, AG-TREE chain), with their own series if set. */
  const seriesChain = async (memberId: number, tx?: Db) => repo.seriesOf(await team.chain(memberId, tx), tx);

  async function rangeOf(brandId: number): Promise<SeriesRange> {
    return (await repo.seriesRange(brandId)) ?? DEFAULT_SERIES_RANGE;
  }

  return {
    rangeOf,

    async ofMember(brandId: number, memberId: number): Promise<SeriesOfMember> {
      return resolveChain(await seriesChain(memberId), await rangeOf(brandId));
    },

    /**
     * Sets a member's own series (the agent centre and the console call this): within the brand's range, not above
     * the upline's series, not below a direct downline's own. Checked under the member's and the upline's row locks,
     * so two changes up and down one chain cannot cross.
     */
    async set(brandId: number, memberId: number, series: number): Promise<SeriesOfMember> {
      const range = await rangeOf(brandId);
      if (!Number.isInteger(series) || series < range.seriesMin || series > range.seriesMax) {
        throw new DomainError('lottery_series_out_of_range');
      }
      return deps.database.transaction(async (tx) => {
        const chain = await seriesChain(memberId, tx);
        for (const link of chain.slice(0, 2)) await lockMember(link.memberId, tx);
        const uplineChain = chain.slice(1);
        if (uplineChain.length > 0 && series > resolveChain(uplineChain, range).series) {
          throw new DomainError('lottery_series_above_upline');
        }
        const downlines = await team.directDownlines(memberId, tx);
        const downline = await repo.maxSeriesOf(
          downlines.map((d) => d.memberId),
          tx,
        );
        if (downline !== null && downline > series) throw new DomainError('lottery_series_above_upline');
        await repo.setSeries({ memberId, brandId, series, at: deps.clock.now() }, tx);
        return resolveChain(await seriesChain(memberId, tx), range);
      });
    },
  };
}

export type LotterySeries = ReturnType<typeof createLotterySeries>;
