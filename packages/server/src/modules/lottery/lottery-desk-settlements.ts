import type { lotteryDeskSettlement } from '@wl/contract/operator-routes/lottery-settings';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { type DeskActor, deskBrand } from '../../domain/desk-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { fromUnits } from '../../ledger/amounts.js';
import type { JobsDeskService } from '../jobs-desk/jobs-desk-service.js';
import { createLotteryDeskRepo } from './lottery-desk-repo.js';
import { createLotteryRepo } from './lottery-repo.js';

export type LotteryDeskSettlementsDeps = Pick<AppDeps, 'brands' | 'database'> & {
  /** The settlement job's runs, as the jobs desk shows them. */
  jobsDesk: Pick<JobsDeskService, 'recentRuns'>;
};

type SettlementRow = Awaited<ReturnType<ReturnType<typeof createLotteryDeskRepo>['settlements']>>['rows'][number];

function settlementView(r: SettlementRow): z.input<typeof lotteryDeskSettlement> {
  return {
    gameCode: r.gameCode,
    numero: r.numero,
    drawAt: r.drawAt.toISOString(),
    drawnAt: r.drawnAt?.toISOString() ?? null,
    resultSource: r.resultSource,
    result: r.result,
    bets: r.bets,
    open: r.open,
    won: r.won,
    stake: fromUnits(r.stake),
    paid: fromUnits(r.paid),
    houseResult: fromUnits(r.settledStake - r.paid),
    // Finished once no bet is left open; a numero nobody bet on had nothing to settle.
    settledAt: r.open === 0 && r.lastSettled ? r.lastSettled.toISOString() : null,
  };
}

const RECENT_RUNS = 10;
/** The job of src/jobs/lottery-jobs.ts that settles drawn numeros (named here: modules do not import the jobs). */
const SETTLE_JOB = 'lottery-settle';

/**
 * The settlement view of the lottery desk: a brand's drawn numeros with their bets' settlement, and the
 * `lottery-settle` job's recent runs. Read-only. The job settles every brand in one run, so its runs are not a brand's;
 * they carry only counts.
 */
export function createLotteryDeskSettlements(deps: LotteryDeskSettlementsDeps) {
  const { db } = deps.database;
  const games = createLotteryRepo(db);
  const desk = createLotteryDeskRepo(db);

  return {
    async list(
      actor: DeskActor,
      input: {
        brand: string;
        game?: string | undefined;
        withBets?: 'true' | 'false' | undefined;
        pageNo: number;
        pageSize?: number | undefined;
      },
    ) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      const runs = await deps.jobsDesk.recentRuns(SETTLE_JOB, RECENT_RUNS);
      let gameId: number | undefined;
      if (input.game) {
        const game = await games.gameByCode(brand.id, input.game);
        if (!game) return { ...pagedOf([], 0, page), runs };
        gameId = game.id;
      }
      const { rows, total } = await desk.settlements(
        { brandId: brand.id, gameId, withBets: input.withBets === 'true' },
        page,
      );
      return { ...pagedOf(rows.map(settlementView), total, page), runs };
    },
  };
}
