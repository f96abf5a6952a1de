import type { lotteryDeskCorrection } from '@wl/contract/operator-routes/lottery';
import { isLotteryFamily, type LotteryFamily } from '@wl/rules/lottery/families';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { type DeskActor, deskBrand } from '../../domain/desk-actor.js';
import { fromUnits } from '../../ledger/amounts.js';
import { lotteryCorrection } from '../../ledger/lottery-postings.js';
import { mainWallet } from '../../ledger/postings.js';
import { DomainError } from '../../lib/errors.js';
import { type MakerChecker, operatorIdOf } from '../approvals/maker-checker.js';
import { BET_SOURCES, type BetService } from '../bets/bet-service.js';
import { notifySettled } from './lottery-bet-repo.js';
import {
  type CorrectionRow,
  createLotteryCorrectionRepo,
  type LotteryCorrectionRepo,
} from './lottery-correction-repo.js';
import { createLotteryRepo, type LotteryGameRow, type LotteryNumeroRow } from './lottery-repo.js';
import { judge, type LotterySettlement } from './lottery-settlement.js';
import { checkedDraw } from './results-adapter.js';

type CorrectionWithOperators = NonNullable<Awaited<ReturnType<LotteryCorrectionRepo['byId']>>>;

/** A correction as the console shows it (contract `lotteryDeskCorrection`). */
function view(r: CorrectionWithOperators): z.input<typeof lotteryDeskCorrection> {
  const c = r.correction;
  return {
    id: c.id,
    state: c.state,
    oldDraw: c.oldDraw,
    newDraw: c.newDraw,
    reason: c.reason,
    proposedBy: r.proposedBy,
    proposedAt: c.proposedAt.toISOString(),
    confirmedBy: r.confirmedBy,
    confirmedAt: c.confirmedAt?.toISOString() ?? null,
    withdrawnAt: c.withdrawnAt?.toISOString() ?? null,
    betsChanged: c.betsChanged,
    paidMore: fromUnits(c.paidMore),
    takenBack: fromUnits(c.takenBack),
    unrecovered: fromUnits(c.unrecovered),
  };
}

export interface CorrectionRef {
  brandCode: string;
  gameCode: string;
  numero: string;
}

/** Settled bets re-judged per read inside the confirming transaction. */
const JUDGE_BATCH = 500;

const invalid = (message: string, path = 'draw') => new DomainError('invalid_input', { details: [{ path, message }] });

export type CorrectionDeps = Pick<AppDeps, 'database' | 'clock' | 'brands' | 'ledger'>;

/**
 * Corrections of official lottery results (docs/lottery.md "Result corrections": nobody changes a result once
 * settled; a wrong official result is corrected only by a documented reversal posting with both operators recorded).
 *
 * One operator proposes the corrected draw of a drawn official numero with a reason (the maker-checker of
 * modules/approvals); until a different operator confirms it by entering the same draw, nothing changes, and the
 * proposer may withdraw it. The confirmation is one transaction, in this order:
 *   1. the correction row turns confirmed (guarded: still proposed, another operator, that very draw);
 *   2. the numero's result becomes the new draw together with the correction's id (guarded by the old draw; the
 *      trigger of migration 0026 lets no other change of a drawn result through), and the draw event goes out;
 *   3. every settled bet (won or lost) is re-judged with the new draw at the odds recorded on it; each one whose
 *      outcome changes gets its `lottery_correction_bets` row (old and new outcome) and its new outcome on the bet
 *      and `bets` rows (rollups moved by the difference), and the difference moves under the key
 *      `lottery:bet:<id>:correction:<correctionId>`: paid in full when it grows; when it shrinks, taken back as far
 *      as the member's main wallet holds it (the ledger refuses negative balances), the rest recorded as unrecovered
 *      for the finance desk, so no money is created or destroyed;
 *   4. the correction's totals, the members' `lotteryBet` event, and the audit row.
 * Bets still open are then settled by the usual settlement with the corrected result. In-house numeros are never
 * corrected: their result is their seed's (provably fair).
 */
export function createLotteryCorrections(
  deps: CorrectionDeps & { makerChecker: MakerChecker; bets: BetService; lotterySettlement: LotterySettlement },
) {
  const { db } = deps.database;
  const repo = createLotteryRepo(db);
  const corrections = createLotteryCorrectionRepo(db);
  const betService = deps.bets;
  const settlement = deps.lotterySettlement;
  const { makerChecker } = deps;

  /** The drawn official numero of the reference, in the actor's brand scope. */
  async function target(actor: DeskActor, ref: CorrectionRef) {
    const brand = await deskBrand(deps, actor, ref.brandCode);
    const game = await repo.gameByCode(brand.id, ref.gameCode);
    if (!game) throw new DomainError('not_found');
    if (game.source !== 'official' || !isLotteryFamily(game.family)) throw new DomainError('lottery_result_in_house');
    const numero = await repo.numeroOf(game.id, ref.numero);
    if (!numero) throw new DomainError('not_found');
    if (numero.state !== 'drawn' || !numero.result) {
      throw invalid('the numero has no result yet: enter its result instead', 'numero');
    }
    return { game, family: game.family, numero, result: numero.result };
  }

  function drawOf(family: string, draw: string[]): string[] {
    const checked = checkedDraw(family, draw);
    if (!checked) throw invalid(`not a ${family} draw`);
    return checked;
  }

  const auditTarget = (game: LotteryGameRow, numero: LotteryNumeroRow) => ({
    targetType: 'lottery_numero',
    targetId: numero.id,
    brandId: game.brandId,
  });

  /** Step 3 of the confirmation: the numero's settled bets re-judged, the differences moved. */
  async function rejudge(correction: CorrectionRow, family: LotteryFamily, game: LotteryGameRow, tx: Db, now: Date) {
    const members = new Set<number>();
    let afterId = 0;
    for (;;) {
      const bets = await corrections.settledBetsToJudge(correction.numeroId, correction.id, afterId, JUDGE_BATCH, tx);
      if (bets.length === 0) break;
      afterId = bets[bets.length - 1]?.id ?? afterId;
      for (const bet of bets) {
        const next = judge(bet, family, correction.newDraw);
        if (next.status === bet.status && next.payout === bet.payout && next.winningUnits === bet.winningUnits) {
          continue;
        }
        const delta = next.payout - bet.payout;
        let moved = delta;
        if (delta < 0) {
          const held = await deps.ledger.requireBalance(bet.brandId, mainWallet(bet.memberId), 0, tx);
          moved = -Math.min(-delta, Math.max(held, 0));
        }
        const transfer =
          moved === 0
            ? null
            : await deps.ledger.transfer(
                lotteryCorrection({
                  brandId: bet.brandId,
                  memberId: bet.memberId,
                  betId: bet.id,
                  correctionId: correction.id,
                  amount: moved,
                  gameCode: game.gameCode,
                }),
                tx,
              );
        if (!(await corrections.rejudgeBet(bet, next, tx))) throw new DomainError('request_decided');
        await corrections.insertCorrectionBet(
          {
            correctionId: correction.id,
            betId: bet.id,
            brandId: bet.brandId,
            memberId: bet.memberId,
            oldStatus: bet.status,
            newStatus: next.status,
            oldWinningUnits: bet.winningUnits,
            newWinningUnits: next.winningUnits,
            oldPayout: bet.payout,
            newPayout: next.payout,
            moved,
            unrecovered: moved - delta,
            transferId: transfer?.transferId ?? null,
            createdAt: now,
          },
          tx,
        );
        await betService.settle(
          tx,
          { brandId: bet.brandId, sourceKind: BET_SOURCES.lotteryBet, sourceRef: String(bet.id) },
          { payout: next.payout },
          now,
        );
        members.add(bet.memberId);
      }
      if (bets.length < JUDGE_BATCH) break;
    }
    return members;
  }

  return {
    /** The numero's corrections, newest first (the console shows them with both operators). */
    async list(actor: DeskActor, ref: CorrectionRef) {
      const brand = await deskBrand(deps, actor, ref.brandCode);
      const game = await repo.gameByCode(brand.id, ref.gameCode);
      if (!game) throw new DomainError('not_found');
      const numero = await repo.numeroOf(game.id, ref.numero);
      if (!numero) throw new DomainError('not_found');
      return { corrections: (await corrections.ofNumero(numero.id)).map(view) };
    },

    /** The first operator's proposal (or the replacement of their own waiting one), with its reason. */
    async propose(actor: DeskActor, input: CorrectionRef & { draw: string[]; reason: string }) {
      const operatorId = operatorIdOf(actor.audit);
      const { game, numero, result } = await target(actor, input);
      const draw = drawOf(game.family, input.draw);
      if (draw.join(',') === result.join(',')) throw invalid('this is the current result: nothing to correct');
      const now = deps.clock.now();
      const row = await deps.database.transaction(async (tx) => {
        const waiting = await corrections.proposedOf(numero.id, tx);
        // Another operator's proposal waits: it is confirmed or withdrawn first (the write answers null).
        const write = () =>
          waiting
            ? waiting.proposedBy === operatorId
              ? corrections.replaceProposal(waiting.id, { newDraw: draw, reason: input.reason, operatorId, now }, tx)
              : Promise.resolve(null)
            : corrections.insertProposal(
                {
                  brandId: game.brandId,
                  gameId: game.id,
                  numeroId: numero.id,
                  oldDraw: result,
                  newDraw: draw,
                  reason: input.reason,
                  proposedBy: operatorId,
                  proposedAt: now,
                },
                tx,
              );
        return makerChecker.approve(
          actor.audit,
          {
            maker: null,
            rule: { always: true },
            write,
            audit: (proposal) => ({
              action: 'lotteryDeskCorrectionPropose',
              ...auditTarget(game, numero),
              before: { result, proposal: waiting ? waiting.newDraw : null },
              after: {
                gameCode: game.gameCode,
                numero: numero.numero,
                correctionId: proposal.id,
                newDraw: draw,
                reason: input.reason,
              },
            }),
          },
          tx,
        );
      });
      return this.one(row.id);
    },

    /** The proposer withdraws their waiting proposal; nothing else changes. */
    async withdraw(actor: DeskActor, ref: CorrectionRef) {
      const operatorId = operatorIdOf(actor.audit);
      const { game, numero } = await target(actor, ref);
      const waiting = await corrections.proposedOf(numero.id);
      if (!waiting) throw new DomainError('not_found');
      if (waiting.proposedBy !== operatorId) throw new DomainError('forbidden');
      await deps.database.transaction((tx) =>
        makerChecker.close(
          actor.audit,
          {
            write: () => corrections.withdraw(waiting.id, operatorId, deps.clock.now(), tx),
            audit: (row) => ({
              action: 'lotteryDeskCorrectionWithdraw',
              ...auditTarget(game, numero),
              before: { state: 'proposed', newDraw: waiting.newDraw },
              after: { gameCode: game.gameCode, numero: numero.numero, correctionId: row.id, state: 'withdrawn' },
            }),
          },
          tx,
        ),
      );
      return this.one(waiting.id);
    },

    /** A second operator confirms by entering the same draw; the result changes and every settled bet is re-judged. */
    async confirm(actor: DeskActor, input: CorrectionRef & { draw: string[] }) {
      const operatorId = operatorIdOf(actor.audit);
      const { game, family, numero } = await target(actor, input);
      const draw = drawOf(game.family, input.draw);
      const waiting = await corrections.proposedOf(numero.id);
      if (!waiting) throw new DomainError('not_found');
      const now = deps.clock.now();
      await deps.database.transaction((tx) =>
        makerChecker.approve(
          actor.audit,
          {
            maker: { operatorId: waiting.proposedBy },
            write: async () => {
              if (waiting.newDraw.join(',') !== draw.join(',')) {
                throw invalid('the draw differs from the one proposed: check it, and propose it again if it was wrong');
              }
              const confirmed = await corrections.confirm(waiting.id, { operatorId, draw, now }, tx);
              if (!confirmed) return null;
              const notice = { brandId: game.brandId, gameCode: game.gameCode, numero: numero.numero };
              if (!(await corrections.applyToNumero(confirmed, notice, tx))) return null;
              const members = await rejudge(confirmed, family, game, tx, now);
              const totals = await corrections.writeTotals(confirmed.id, tx);
              await notifySettled({ memberIds: [...members], gameCode: game.gameCode, numero: numero.numero }, tx);
              return { confirmed, totals };
            },
            audit: ({ confirmed, totals }) => ({
              action: 'lotteryDeskCorrectionConfirm',
              ...auditTarget(game, numero),
              before: { result: confirmed.oldDraw, proposedBy: confirmed.proposedBy },
              after: {
                gameCode: game.gameCode,
                numero: numero.numero,
                correctionId: confirmed.id,
                result: confirmed.newDraw,
                betsChanged: totals?.betsChanged ?? 0,
                paidMore: totals?.paidMore ?? 0,
                takenBack: totals?.takenBack ?? 0,
                unrecovered: totals?.unrecovered ?? 0,
                reason: confirmed.reason,
              },
            }),
          },
          tx,
        ),
      );
      // Bets still open settle with the corrected result (design.md "Background work and scale").
      await settlement.settleNumero(numero.id);
      return this.one(waiting.id);
    },

    async one(id: number) {
      const row = await corrections.byId(id);
      if (!row) throw new DomainError('not_found');
      return view(row);
    },
  };
}

export type LotteryCorrections = ReturnType<typeof createLotteryCorrections>;
