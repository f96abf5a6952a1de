import type {
  LotteryNumeroState,
  lotteryDeskBet,
  lotteryDeskGame,
  lotteryDeskNumero,
} from '@wl/contract/operator-routes/lottery';
import type { z } from 'zod';
import type { LotteryBetState } from '../../db/schema-lottery-bets.js';
import type { AppDeps } from '../../deps.js';
import { type DeskActor, deskBrand } from '../../domain/desk-actor.js';
import { pagedOf, pageOf } from '../../domain/paging.js';
import { fromUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import type { AuditService } from '../audit/audit-service.js';
import { createLotteryDeskRepo, type DeskNumeroRow } from './lottery-desk-repo.js';
import { createLotteryRepo, type LotteryGameRow } from './lottery-repo.js';
import type { LotteryResults } from './lottery-results-service.js';
import type { LotterySettlement } from './lottery-settlement.js';

export type LotteryDeskDeps = Pick<AppDeps, 'clock' | 'brands' | 'ledger' | 'database'>;

export function gameView(brand: string, g: LotteryGameRow): z.input<typeof lotteryDeskGame> {
  return {
    id: g.id,
    brand,
    gameCode: g.gameCode,
    name: g.name,
    family: g.family,
    prizeMode: g.prizeMode,
    source: g.source,
    resultsFeed: g.resultsFeed,
    scheduleKind: g.scheduleKind,
    intervalMinutes: g.intervalMinutes,
    drawTime: g.drawTime,
    weekDays: g.weekDays,
    timeZone: g.timeZone,
    closeSeconds: g.closeSeconds,
    resultDeadlineMinutes: g.resultDeadlineMinutes,
    enabled: g.enabled,
  };
}

function numeroView(gameCode: string, r: DeskNumeroRow, now: Date): z.input<typeof lotteryDeskNumero> {
  const n = r.numero;
  const pending = n.state !== 'drawn' && n.state !== 'cancelled';
  return {
    id: n.id,
    gameCode,
    numero: n.numero,
    state: n.state,
    openAt: n.openAt.toISOString(),
    closeAt: n.closeAt.toISOString(),
    drawAt: n.drawAt.toISOString(),
    deadlineAt: n.deadlineAt?.toISOString() ?? null,
    result: n.result,
    resultSource: n.resultSource,
    seedHash: n.seedHash,
    // The server seed stays secret until the numero is drawn, for operators too (design.md "Lottery").
    seed: n.state === 'drawn' ? n.seed : null,
    drawnAt: n.drawnAt?.toISOString() ?? null,
    cancelledAt: n.cancelledAt?.toISOString() ?? null,
    enteredResult: pending ? n.enteredResult : null,
    enteredBy: pending ? r.enteredBy : null,
    enteredAt: pending ? (n.enteredAt?.toISOString() ?? null) : null,
    confirmedBy: r.confirmedBy,
    bets: Number(r.bets),
    stake: fromUnits(Number(r.stake)),
    // The repo's `waitingAt`: past its draw time without a result.
    waiting: pending && n.drawAt.getTime() <= now.getTime(),
  };
}

type BetRow = Awaited<ReturnType<ReturnType<typeof createLotteryDeskRepo>['bets']>>['rows'][number];

function betView(r: BetRow): z.input<typeof lotteryDeskBet> {
  const b = r.bet;
  return {
    id: b.id,
    memberId: b.memberId,
    account: r.account,
    gameCode: r.gameCode,
    numero: r.numero,
    playCode: b.playCode,
    selection: b.selection,
    units: b.units,
    unitStake: fromUnits(b.unitStake),
    multiple: b.multiple,
    stake: fromUnits(b.stake),
    odds: b.odds,
    series: b.series,
    status: b.status,
    payout: fromUnits(b.payout),
    chaseId: b.chaseId,
    placedAt: b.placedAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
  };
}

interface NumeroRef {
  brand: string;
  game: string;
  numero: string;
}

/**
 * The console's lottery desk (design.md "Lottery", "Operators"). Every call checks the brand against the actor's scope
 * (403) before anything else; every change is audited in its own transaction. Results go through
 * lottery-results-service.ts (one operator enters, another confirms); a cancellation takes the deadline job's path
 * (repo.markCancelled, then settlement's refundCancelled in the same transaction).
 */
export function createLotteryDeskService(
  deps: LotteryDeskDeps & { audit: AuditService; lotterySettlement: LotterySettlement; lotteryResults: LotteryResults },
) {
  const { db } = deps.database;
  const repo = createLotteryRepo(db);
  const desk = createLotteryDeskRepo(db);
  const results = deps.lotteryResults;
  const settlement = deps.lotterySettlement;
  const { audit } = deps;

  async function gameOf(actor: DeskActor, brandCode: string, gameCode: string) {
    const brand = await deskBrand(deps, actor, brandCode);
    const game = await repo.gameByCode(brand.id, gameCode);
    if (!game) throw new DomainError('not_found');
    return { brand, game };
  }

  async function numeroOf(actor: DeskActor, ref: NumeroRef) {
    const { brand, game } = await gameOf(actor, ref.brand, ref.game);
    const numero = await repo.numeroOf(game.id, ref.numero);
    if (!numero) throw new DomainError('not_found');
    return { brand, game, numero };
  }

  async function viewOf(gameCode: string, numeroId: number) {
    const row = await desk.numero(numeroId);
    if (!row) throw new DomainError('not_found');
    return numeroView(gameCode, row, deps.clock.now());
  }

  return {
    async games(actor: DeskActor, brandCode: string) {
      const brand = await deskBrand(deps, actor, brandCode);
      return { games: (await desk.gamesOfBrand(brand.id)).map((g) => gameView(brand.code, g)) };
    },

    /** Switches a game on or off, or changes its close seconds (numeros scheduled from then on take them). */
    async updateGame(
      actor: DeskActor,
      input: { brand: string; game: string; enabled?: boolean | undefined; closeSeconds?: number | undefined },
    ) {
      const { brand, game } = await gameOf(actor, input.brand, input.game);
      if (
        input.closeSeconds !== undefined &&
        game.scheduleKind === 'interval' &&
        input.closeSeconds >= (game.intervalMinutes ?? 0) * 60
      ) {
        // A numero of an interval game must close before the next one's draw (lottery-schedule.ts).
        throw new DomainError('invalid_input', {
          details: [{ path: 'closeSeconds', message: 'must be shorter than the interval between draws' }],
        });
      }
      return deps.database.transaction(async (tx) => {
        const row = await desk.updateGame(game.id, { enabled: input.enabled, closeSeconds: input.closeSeconds }, tx);
        if (!row) throw new DomainError('not_found');
        await audit.record(
          actor.audit,
          {
            action: 'lotteryDeskGameUpdate',
            targetType: 'lottery_game',
            targetId: game.id,
            brandId: brand.id,
            before: { gameCode: game.gameCode, enabled: game.enabled, closeSeconds: game.closeSeconds },
            after: { gameCode: row.gameCode, enabled: row.enabled, closeSeconds: row.closeSeconds },
          },
          tx,
        );
        return gameView(brand.code, row);
      });
    },

    async numeros(
      actor: DeskActor,
      input: {
        brand: string;
        game: string;
        state?: LotteryNumeroState | undefined;
        pageNo: number;
        pageSize?: number | undefined;
      },
    ) {
      const { game } = await gameOf(actor, input.brand, input.game);
      const page = pageOf(input);
      const now = deps.clock.now();
      const { rows, total, waiting } = await desk.numeros(game.id, input.state, page, now);
      return {
        ...pagedOf(
          rows.map((r) => numeroView(game.gameCode, r, now)),
          total,
          page,
        ),
        waiting,
      };
    },

    /** The first operator's entry of an official result (lottery-results-service.ts checks the family's shape). */
    async enter(actor: DeskActor, input: NumeroRef & { draw: string[] }) {
      const row = await results.enter(actor, {
        brandCode: input.brand,
        gameCode: input.game,
        numero: input.numero,
        result: input.draw,
      });
      return viewOf(input.game, row.id);
    },

    /** A second operator's confirmation; the settlement job then settles the numero's bets. */
    async confirm(actor: DeskActor, input: NumeroRef & { draw: string[] }) {
      const row = await results.confirm(actor, {
        brandCode: input.brand,
        gameCode: input.game,
        numero: input.numero,
        result: input.draw,
      });
      return viewOf(input.game, row.id);
    },

    /**
     * Cancels a numero not drawn yet: the guarded UPDATE the deadline job uses, then its hook refunds every open bet
     * and releases chase steps, all in one transaction with the audit.
     */
    async cancel(actor: DeskActor, input: NumeroRef & { reason: string }) {
      const { brand, game, numero } = await numeroOf(actor, input);
      return deps.database.transaction(async (tx) => {
        const row = await repo.markCancelled(numero.id, deps.clock.now(), tx);
        if (!row) throw new DomainError('request_decided');
        await settlement.refundCancelled(row, tx);
        const refunded = await desk.refunded(numero.id, tx);
        await audit.record(
          actor.audit,
          {
            action: 'lotteryDeskNumeroCancel',
            targetType: 'lottery_numero',
            targetId: numero.id,
            brandId: brand.id,
            before: { state: numero.state },
            after: {
              gameCode: game.gameCode,
              numero: numero.numero,
              state: 'cancelled',
              reason: input.reason,
              refundedBets: refunded.bets,
              refundedAmount: fromUnits(refunded.amount),
            },
          },
          tx,
        );
        const view = await desk.numero(numero.id, tx);
        if (!view) throw new DomainError('not_found');
        return {
          ...numeroView(game.gameCode, view, deps.clock.now()),
          refunded: { bets: refunded.bets, amount: fromUnits(refunded.amount) },
        };
      });
    },

    /** The open bets of a numero by play and selection: stake and worst-case payout (lottery-exposure.ts). */
    async exposure(actor: DeskActor, input: NumeroRef) {
      const { game, numero } = await numeroOf(actor, input);
      const lines = await desk.exposure(numero.id);
      return {
        numero: await viewOf(game.gameCode, numero.id),
        bets: lines.reduce((n, l) => n + l.bets, 0),
        stake: fromUnits(lines.reduce((n, l) => n + l.stake, 0)),
        worstPayout: fromUnits(lines.reduce((n, l) => n + l.worstPayout, 0)),
        lines: lines.map((l) => ({
          playCode: l.playCode,
          selection: l.selection,
          bets: l.bets,
          stake: fromUnits(l.stake),
          worstPayout: fromUnits(l.worstPayout),
        })),
      };
    },

    async bets(
      actor: DeskActor,
      input: {
        brand: string;
        account?: string | undefined;
        game?: string | undefined;
        numero?: string | undefined;
        status?: LotteryBetState | undefined;
        pageNo: number;
        pageSize?: number | undefined;
      },
    ) {
      const brand = await deskBrand(deps, actor, input.brand);
      const page = pageOf(input);
      let gameId: number | undefined;
      if (input.game) {
        const game = await repo.gameByCode(brand.id, input.game);
        if (!game) return pagedOf([], 0, page);
        gameId = game.id;
      }
      const { rows, total } = await desk.bets(
        { brandId: brand.id, account: input.account, gameId, numero: input.numero, status: input.status },
        page,
      );
      return pagedOf(rows.map(betView), total, page);
    },
  };
}
