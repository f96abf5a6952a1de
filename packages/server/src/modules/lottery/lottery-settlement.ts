import { isLotteryFamily, type LotteryFamily } from '@wl/rules/lottery/families';
import { payout } from '@wl/rules/lottery/payout';
import { winnings } from '@wl/rules/lottery/plays-winning';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { HOUSE_SHARDS } from '../../ledger/ledger-accounts.js';
import { lotteryBetClose, lotteryChaseRelease } from '../../ledger/lottery-postings.js';
import { DomainError } from '../../lib/errors.js';
import { BET_SOURCES, type BetService } from '../bets/bet-service.js';
import {
  type ChaseStepRow,
  createLotteryBetRepo,
  type LotteryBetRow,
  notifySettled,
  type SettlingBet,
} from './lottery-bet-repo.js';
import { lockedResult } from './lottery-correction-repo.js';
import type { NumeroCancelledHook } from './lottery-draw-service.js';
import { type PreparedItem, placeOnNumero } from './lottery-placement.js';
import type { LotteryNumeroRow } from './lottery-repo.js';

/**
 * The outcome of a bet against a draw at the odds recorded on it, by the rules package (lottery-plays.md "Words"):
 * settlement judges open bets with it, a confirmed correction re-judges settled ones (lottery-correction-service.ts).
 */
export function judge<Bet extends Pick<LotteryBetRow, 'playCode' | 'selection' | 'unitStake' | 'multiple' | 'odds'>>(
  bet: Bet,
  family: LotteryFamily,
  result: string[],
) {
  const lines = winnings(bet.playCode, bet.selection, result, family);
  const paid = Number(payout({ unitStake: bet.unitStake, multiple: bet.multiple, odds: bet.odds, lines }));
  return {
    bet,
    status: paid > 0 ? ('won' as const) : ('lost' as const),
    winningUnits: lines.reduce((sum, line) => sum + line.units, 0),
    payout: paid,
  };
}

/** Bets settled per transaction (design.md "Lottery": settlement pays in batches, each one transaction). */
export const SETTLE_BATCH = 5000;

/**
 * Lanes a numero settles in side by side on PostgreSQL, each on its own connection: lane k writes the bets of
 * members with `member_id % SETTLE_LANES = k`. Lanes divide the house's shards (`houseOf`), so members of
 * different lanes share no account, house shard, rollup or chase, and the lanes never wait for each other's locks.
 * One on PGlite, whose single connection runs one transaction at a time. `LOTTERY_SETTLE_LANES` (1, 2, 4, 8 or 16;
 * default 4) sets it: a numero's settlement holds that many connections of the pool, and one more to read ahead.
 */
export const SETTLE_LANES = settleLanes(process.env.LOTTERY_SETTLE_LANES);

export function settleLanes(value: string | undefined): number {
  const lanes = Number(value ?? 4);
  if (!Number.isInteger(lanes) || lanes < 1 || HOUSE_SHARDS % lanes !== 0) {
    throw new Error(`LOTTERY_SETTLE_LANES must divide ${HOUSE_SHARDS} (1, 2, 4, 8 or 16), not ${value}`);
  }
  return lanes;
}

/** How a bet closes. */
interface Close {
  bet: SettlingBet;
  status: 'won' | 'lost' | 'refunded';
  winningUnits: number;
  payout: number;
}

export interface Totals {
  settled: number;
  won: number;
  paid: number;
}

interface Deps {
  /** Lanes run on PostgreSQL only (`kind`; a job's or the command line's database may not say: one lane). */
  database: Pick<AppDeps['database'], 'db' | 'transaction'> & Partial<Pick<AppDeps['database'], 'kind'>>;
  clock: AppDeps['clock'];
  ledger: AppDeps['ledger'];
}

/**
 * Settlement of lottery bets (design.md "Lottery"): a drawn numero's open bets in batches, each batch one transaction
 * of its guarded status update, the payouts through the ledger (one key per bet), the `bets` rows and hourly rollups,
 * and the members' live event; a cancelled numero's bets refunded exactly; a chase's later numeros placed when they
 * open, or released when they cannot be played. Everything is idempotent: a bet closes only from open, and its money
 * moves under its own key.
 */
export function createLotterySettlement(deps: Deps & { bets: BetService }) {
  const repo = createLotteryBetRepo(deps.database.db);
  const betService = deps.bets;

  /** Releases a pending chase step's held stake (false when it had moved on already). */
  async function releaseStep(step: ChaseStepRow, chase: { brandId: number; memberId: number }, tx: Db, now: Date) {
    if (!(await repo.finishStep(step.id, { state: 'released', at: now }, tx))) return false;
    const release = await deps.ledger.transfer(
      lotteryChaseRelease({ brandId: chase.brandId, memberId: chase.memberId, stepId: step.id, amount: step.stake }),
      tx,
    );
    await repo.setReleaseTransfer(step.id, release.transferId, tx);
    return true;
  }

  /** A chase that asked to stop after a win: its steps not played yet are released. */
  async function stopChase(chaseId: number, tx: Db, now: Date) {
    const chase = await repo.lockChase(chaseId, tx);
    if (!chase?.stopOnWin || chase.state !== 'running') return;
    for (const step of await repo.pendingSteps(chaseId, tx)) await releaseStep(step, chase, tx, now);
    await repo.setChaseState(chaseId, 'won', tx);
  }

  /**
   * Closes bets with their outcome: moves the money of each under its key, then writes each bet row still open
   * once, with its transfer (guarded: a bet closed meanwhile is left alone), and files them in `bets` with the
   * rollups. Answers the closes it made.
   *
   * The money moves first, without locking the bets: a bet's close has one key (`lotteryBetClose`), so for a bet
   * another settlement closed meanwhile the ledger answers that settlement's transfer again (or refuses a different
   * outcome, 409, and the batch rolls back). Its key is taken only by the transaction that closes it, so a transfer
   * newly made here whose bet did not close would be money without a bet: the batch throws and rolls back.
   */
  async function closeAll(closes: Close[], gameCode: string, tx: Db, now: Date): Promise<Close[]> {
    const moving = closes.filter((c) => c.status === 'refunded' || c.payout > 0);
    const transfers = await deps.ledger.transferMany(
      moving.map((c) =>
        lotteryBetClose({
          brandId: c.bet.brandId,
          memberId: c.bet.memberId,
          betId: c.bet.id,
          amount: c.status === 'refunded' ? c.bet.stake : c.payout,
          outcome: c.status === 'refunded' ? 'refund' : 'payout',
          gameCode,
        }),
      ),
      tx,
    );
    const transferOf = new Map(moving.map((c, i) => [c.bet.id, transfers[i]]));
    const closed = await repo.closeBets(
      closes.map((c) => ({
        id: c.bet.id,
        status: c.status,
        winningUnits: c.winningUnits,
        payout: c.payout,
        closeTransferId: transferOf.get(c.bet.id)?.transferId ?? null,
      })),
      now,
      tx,
    );
    for (const [betId, transfer] of transferOf) {
      if (transfer?.applied && !closed.has(betId)) throw new Error(`lottery bet ${betId} paid but not open`);
    }
    const closing = closed.size === closes.length ? closes : closes.filter((c) => closed.has(c.bet.id));
    await betService.closeMany(
      tx,
      BET_SOURCES.lotteryBet,
      closing.map((c) => ({
        brandId: c.bet.brandId,
        sourceRef: String(c.bet.id),
        status: c.status === 'refunded' ? 'cancelled' : 'settled',
        payout: c.status === 'refunded' ? 0 : c.payout,
      })),
      now,
    );
    return closing;
  }

  /**
   * One lane's share of a settlement round, in one transaction: answers `null` when a correction changed the
   * result since it was read (lottery-correction-service.ts), and the numero is then settled again with the new one.
   */
  async function writeBatch(
    closes: Close[],
    numero: { id: number; numero: string },
    gameCode: string,
    result: string[],
  ): Promise<Close[] | null> {
    const now = deps.clock.now();
    return deps.database.transaction(async (tx) => {
      if ((await lockedResult(numero.id, tx))?.join(',') !== result.join(',')) return null;
      const done = await closeAll(closes, gameCode, tx, now);
      const chases = new Set(
        done.filter((c) => c.status === 'won' && c.bet.chaseId !== null).map((c) => c.bet.chaseId),
      );
      for (const chaseId of chases) if (chaseId !== null) await stopChase(chaseId, tx, now);
      await notifySettled(
        { memberIds: [...new Set(done.map((c) => c.bet.memberId))], gameCode, numero: numero.numero },
        tx,
      );
      return done;
    });
  }

  /**
   * Settles a drawn numero's open bets in rounds. A round's bets (`SETTLE_BATCH` a lane) are read and judged once,
   * split into lanes by member (`SETTLE_LANES`), and each lane's share is written in a transaction of its own, side
   * by side; the next round is read and judged (on another connection) while this one is written.
   */
  async function settleNumero(numeroId: number): Promise<Totals> {
    const found = await repo.numeroWithGame(numeroId);
    const totals = { settled: 0, won: 0, paid: 0 };
    if (found?.numero.state !== 'drawn' || !found.numero.result) return totals;
    const { numero, game } = found;
    if (!isLotteryFamily(game.family)) return totals;
    const family = game.family;
    const result = numero.result as string[];
    const lanes = deps.database.kind === 'postgres' ? SETTLE_LANES : 1;
    const round = SETTLE_BATCH * lanes;
    const judged = (afterId: number) =>
      repo.openToSettle(numero.id, afterId, round).then((open) => open.map((bet): Close => judge(bet, family, result)));
    let next = judged(0);
    for (;;) {
      const closes = await next;
      if (closes.length === 0) return totals;
      next = closes.length < round ? Promise.resolve([]) : judged(closes.at(-1)?.bet.id ?? 0);
      next.catch(() => {});
      const byLane = Array.from({ length: lanes }, (): Close[] => []);
      for (const c of closes) byLane[c.bet.memberId % lanes]?.push(c);
      const outcomes = await Promise.allSettled(
        byLane.filter((share) => share.length > 0).map((share) => writeBatch(share, numero, game.gameCode, result)),
      );
      let corrected = false;
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') {
          await next.catch(() => {});
          throw outcome.reason;
        }
        if (outcome.value === null) corrected = true;
        else {
          totals.settled += outcome.value.length;
          for (const c of outcome.value) {
            if (c.status === 'won') {
              totals.won++;
              totals.paid += c.payout;
            }
          }
        }
      }
      if (corrected) {
        await next.catch(() => {});
        const again = await settleNumero(numeroId);
        return { settled: totals.settled + again.settled, won: totals.won + again.won, paid: totals.paid + again.paid };
      }
    }
  }

  return {
    settleNumero,

    /** Settles every drawn numero that still has open bets, oldest first (the settlement job). */
    async settleDrawn(): Promise<{ numeros: number; settled: number; won: number }> {
      const out = { numeros: 0, settled: 0, won: 0 };
      const tried = new Set<number>();
      for (;;) {
        const ids = (await repo.drawnWithOpenBets(50)).filter((id) => !tried.has(id));
        if (ids.length === 0) return out;
        for (const id of ids) {
          tried.add(id);
          const done = await settleNumero(id);
          out.numeros++;
          out.settled += done.settled;
          out.won += done.won;
        }
      }
    },

    /**
     * `NumeroCancelledHook` (lottery-draw-service.ts): inside the cancelling transaction, every open bet of the
     * numero refunded exactly (status refunded) and every chase step waiting for it released.
     */
    refundCancelled: (async (numero: LotteryNumeroRow, tx: Db) => {
      const now = deps.clock.now();
      const game = await repo.gameById(numero.gameId, tx);
      let afterId = 0;
      const members = new Set<number>();
      for (;;) {
        const open = await repo.openToSettle(numero.id, afterId, SETTLE_BATCH, tx);
        if (open.length === 0) break;
        afterId = open[open.length - 1]?.id ?? afterId;
        const closed = await closeAll(
          open.map((bet) => ({ bet, status: 'refunded' as const, winningUnits: 0, payout: 0 })),
          game?.gameCode ?? '',
          tx,
          now,
        );
        for (const c of closed) members.add(c.bet.memberId);
      }
      for (const { step, chase } of await repo.pendingStepsOfNumero(numero.id, tx)) {
        await releaseStep(step, chase, tx, now);
      }
      await notifySettled({ memberIds: [...members], gameCode: game?.gameCode ?? '', numero: numero.numero }, tx);
    }) satisfies NumeroCancelledHook,

    /**
     * A chase's later numeros: each pending step whose numero has opened is placed from the hold while the numero takes
     * bets; one that can no longer be played (its numero closed, drawn or cancelled, the chase stopped, or the bets
     * refused by a limit) is released to the wallet.
     */
    async advanceChases(): Promise<{ placed: number; released: number }> {
      const out = { placed: 0, released: 0 };
      const tried = new Set<number>();
      for (;;) {
        const now = deps.clock.now();
        const due = (await repo.stepsDue(now, 100)).filter((d) => !tried.has(d.step.id));
        if (due.length === 0) return out;
        for (const { step, chase } of due) {
          tried.add(step.id);
          const game = await repo.gameById(chase.gameId);
          const family = game && isLotteryFamily(game.family) ? game.family : null;
          const placed =
            game && family
              ? await deps.database
                  .transaction(async (tx) => {
                    const locked = await repo.lockChase(chase.id, tx);
                    if (locked?.state !== 'running') throw new DomainError('lottery_numero_closed');
                    await placeOnNumero(
                      { repo, ledger: deps.ledger, db: deps.database.db, bets: deps.bets },
                      {
                        brandId: chase.brandId,
                        memberId: chase.memberId,
                        game,
                        family,
                        numeroId: step.numeroId,
                        items: chase.items as PreparedItem[],
                        factor: step.multiple,
                        ref: `step:${step.id}`,
                        fromHold: true,
                        chaseId: chase.id,
                        now,
                      },
                      tx,
                    );
                    if (!(await repo.finishStep(step.id, { state: 'placed', at: now }, tx))) {
                      throw new DomainError('request_decided');
                    }
                    return true;
                  })
                  .catch((err: unknown) => {
                    if (err instanceof DomainError) return false;
                    throw err;
                  })
              : false;
          if (placed) {
            out.placed++;
          } else if (await deps.database.transaction((tx) => releaseStep(step, chase, tx, now))) {
            // Its numero has opened (stepsDue), so a refusal is final: closed, drawn, cancelled, stopped, a limit.
            out.released++;
          }
          await deps.database.transaction(async (tx) => {
            if ((await repo.pendingSteps(chase.id, tx)).length === 0) {
              const locked = await repo.lockChase(chase.id, tx);
              if (locked?.state === 'running') await repo.setChaseState(chase.id, 'done', tx);
            }
          });
        }
      }
    },
  };
}

export type LotterySettlement = ReturnType<typeof createLotterySettlement>;
