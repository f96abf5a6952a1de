import { type BetStatus, type GameKind, isGameKind } from '@wl/contract/game-kinds';
import type { Db } from '../../db/client.js';
import type { Brand } from '../../domain/brand.js';
import { dayRange } from '../../domain/day-range.js';
import { pageCount, pageOf } from '../../domain/paging.js';
import { isTrial } from '../../domain/roles.js';
import { fromUnits } from '../../ledger/amounts.js';
import type { Turnover } from '../turnover/turnover-service.js';
import { hourOf } from '../turnover/turnover-windows.js';
import {
  type Bet,
  type BetFigures,
  type BetRepo,
  type ClosedFigures,
  createBetRepo,
  type NamedBet,
} from './bet-repo.js';

/**
 * One bet record for every wager (design.md "Bets and turnover"): in-house rounds, vendor rounds, lottery bets.
 * Every change is written in the caller's transaction, the one that moves the money, together with the member's
 * hourly rollup.
 *
 * Rollup rule: each figure counts in the hour of the event that produced it. Placing a bet (or adding to its
 * stake) adds stake and count in that hour; settling adds valid turnover, payout and profit in the hour it is
 * settled; cancelling takes stake and count away in the hour it is cancelled. An hour that has passed therefore
 * never changes, and a period job (rebate, salary, dividend) reads final figures. Over all hours, the rollups
 * equal the sum of every bet's figures (`ledger check` verifies it).
 *
 * Valid turnover: the stake of a settled bet, except a push (payout equal to the stake), which risked nothing;
 * a source with its own rule (the lottery) passes it when settling.
 */

/** Where a bet comes from; `sourceRef` is unique per brand and kind. */
export interface BetSource {
  brandId: number;
  sourceKind: string;
  sourceRef: string;
}

export interface BetFacts extends BetSource {
  memberId: number;
  gameKind: GameKind;
  vendorCode: string;
  gameCode: string;
}

/** Source kinds written today; `ledger check` reconciles each with its record. */
export const BET_SOURCES = {
  inHouseRound: 'in_house_round',
  vendorRound: 'vendor_round',
  /** A lottery bet (modules/lottery): ref the `lottery_bets` id. */
  lotteryBet: 'lottery_bet',
} as const;

/** A bet as the member's bet records and its detail answer it (contract betRecord). */
export function betView({ bet: b, gameName }: NamedBet) {
  return {
    id: b.id,
    gameKind: b.gameKind,
    vendor: b.vendorCode,
    gameCode: b.gameCode,
    gameName,
    stake: fromUnits(b.stake),
    validTurnover: fromUnits(b.validTurnover),
    payout: fromUnits(b.payout),
    profit: fromUnits(b.profit),
    status: b.status,
    placedAt: b.placedAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
  };
}

/** Demo rounds and trial members' play never make a bet (design.md "Bets and turnover"). */
export function wagerCounts(brand: Pick<Brand, 'trialTypes'>, memberType: number, demo: boolean): boolean {
  return !demo && !isTrial(brand, memberType);
}

/**
 * The game kind of a wager: the first candidate that is a kind (the game's catalogue type, then its vendor's),
 * RNG when the catalogue names none: a misconfigured catalogue must not refuse a vendor's money calls.
 */
export function toGameKind(...candidates: (string | null | undefined)[]): GameKind {
  for (const c of candidates) {
    const upper = c?.toUpperCase();
    if (upper && isGameKind(upper)) return upper;
  }
  return 'RNG';
}

type BetState = Pick<Bet, 'stake' | 'payout' | 'status'> & { validTurnover?: number };

/** What a bet in this state contributes to the rollups (or `count` bets in one state, their figures summed). */
function figuresOf(bet: Pick<Bet, 'stake' | 'payout' | 'status' | 'validTurnover'>, count = 1): BetFigures {
  if (bet.status === 'cancelled') return { stake: 0, validTurnover: 0, payout: 0, profit: 0, count: 0 };
  const settled = bet.status === 'settled';
  return {
    stake: bet.stake,
    validTurnover: settled ? bet.validTurnover : 0,
    payout: settled ? bet.payout : 0,
    profit: settled ? bet.payout - bet.stake : 0,
    count,
  };
}

function complete(state: BetState, at: Date, before?: Bet) {
  const settled = state.status === 'settled';
  return {
    stake: state.stake,
    payout: state.payout,
    status: state.status as BetStatus,
    validTurnover: settled ? (state.validTurnover ?? (state.payout === state.stake ? 0 : state.stake)) : 0,
    profit: settled ? state.payout - state.stake : 0,
    settledAt: state.status === 'open' ? null : before?.status === state.status ? (before.settledAt ?? at) : at,
  };
}

export function createBetService(deps: { db: Db; repo?: BetRepo } & { turnover: Turnover }) {
  const repo = deps.repo ?? createBetRepo(deps.db);
  const { turnover } = deps;

  async function addFigures(tx: Db, bet: Bet, delta: BetFigures, at: Date) {
    if (Object.values(delta).every((v) => v === 0)) return;
    const key = { brandId: bet.brandId, memberId: bet.memberId, gameKind: bet.gameKind, hour: hourOf(at) };
    await repo.addToHour(key, delta, tx);
  }

  /** Inserts the bet when its source has none yet; answers null when it has one. */
  async function insert(tx: Db, facts: BetFacts, state: BetState, at: Date): Promise<Bet | null> {
    const bet = await repo.insert({ ...facts, ...complete(state, at), placedAt: at }, tx);
    if (bet) await addFigures(tx, bet, figuresOf(bet), at);
    return bet;
  }

  /** Changes a source's bet under its row lock and moves the rollups by the difference. */
  async function change(tx: Db, source: BetSource, next: (bet: Bet) => BetState, at: Date): Promise<Bet | null> {
    const before = await repo.lockBySource(source.brandId, source.sourceKind, source.sourceRef, tx);
    if (!before) return null;
    const after = await repo.update(before.id, complete(next(before), at, before), tx);
    const [was, is] = [figuresOf(before), figuresOf(after)];
    await addFigures(
      tx,
      after,
      {
        stake: is.stake - was.stake,
        validTurnover: is.validTurnover - was.validTurnover,
        payout: is.payout - was.payout,
        profit: is.profit - was.profit,
        count: is.count - was.count,
      },
      at,
    );
    return after;
  }

  const mustExist = (bet: Bet | null, source: BetSource): Bet => {
    if (!bet) throw new Error(`no bet for ${source.sourceKind} ${source.sourceRef}`);
    return bet;
  };

  return {
    /** A wager settled the moment it is placed (an in-house round). */
    async record(tx: Db, facts: BetFacts, figures: { stake: number; payout: number }, at: Date): Promise<Bet> {
      const bet = await insert(tx, facts, { ...figures, status: 'settled' }, at);
      return mustExist(bet, facts);
    },

    /** Opens a bet whose outcome comes later (a lottery bet); its source's bet if it has one already. */
    async open(tx: Db, facts: BetFacts, stake: number, at: Date): Promise<Bet> {
      const made = await insert(tx, facts, { stake, payout: 0, status: 'open' }, at);
      return made ?? mustExist(await repo.lockBySource(facts.brandId, facts.sourceKind, facts.sourceRef, tx), facts);
    },

    /** Settles an open bet with its payout. */
    async settle(tx: Db, source: BetSource, outcome: { payout: number; validTurnover?: number }, at: Date) {
      const bet = await change(tx, source, (b) => ({ stake: b.stake, status: 'settled', ...outcome }), at);
      return mustExist(bet, source);
    },

    /** Cancels a bet: its stake was given back. */
    async cancel(tx: Db, source: BetSource, at: Date) {
      return mustExist(await change(tx, source, (b) => ({ ...b, status: 'cancelled' }), at), source);
    },

    /**
     * Closes many open bets of one source kind at once (a lottery settlement batch): each settled with its payout or
     * cancelled; the rollups move by the sum per member, kind and hour, in a few statements whatever the batch's size.
     */
    async closeMany(
      tx: Db,
      sourceKind: string,
      closes: { brandId: number; sourceRef: string; status: 'settled' | 'cancelled'; payout: number }[],
      at: Date,
    ): Promise<number> {
      const closed = await repo.closeOpenMany(sourceKind, closes, at, tx);
      const deltas = new Map<string, { bet: ClosedFigures; delta: BetFigures }>();
      for (const bet of closed) {
        // From open: stake and count were added when they were placed.
        const was = figuresOf({ ...bet, status: 'open' }, bet.count);
        const is = figuresOf(bet, bet.count);
        const key = `${bet.brandId}:${bet.memberId}:${bet.gameKind}`;
        const entry = deltas.get(key) ?? {
          bet,
          delta: { stake: 0, validTurnover: 0, payout: 0, profit: 0, count: 0 },
        };
        entry.delta.stake += is.stake - was.stake;
        entry.delta.validTurnover += is.validTurnover - was.validTurnover;
        entry.delta.payout += is.payout - was.payout;
        entry.delta.profit += is.profit - was.profit;
        entry.delta.count += is.count - was.count;
        deltas.set(key, entry);
      }
      // One statement for every member's rollup of the batch (the keys are distinct: one per brand, member, kind).
      await repo.addToHours(
        [...deltas.values()]
          .filter(({ delta }) => Object.values(delta).some((v) => v !== 0))
          .map(({ bet, delta }) => ({
            key: { brandId: bet.brandId, memberId: bet.memberId, gameKind: bet.gameKind, hour: hourOf(at) },
            delta,
          })),
        tx,
      );
      return closed.reduce((sum, group) => sum + group.count, 0);
    },

    /** A vendor's debit: opens the round's bet or adds to its stake (a cancelled round opens again). */
    async addStake(tx: Db, facts: BetFacts, amount: number, at: Date): Promise<Bet> {
      const made = await insert(tx, facts, { stake: amount, payout: 0, status: 'open' }, at);
      if (made) return made;
      const bet = await change(
        tx,
        facts,
        (b) => ({
          stake: b.stake + amount,
          payout: b.payout,
          status: b.status === 'cancelled' ? 'open' : b.status,
        }),
        at,
      );
      return mustExist(bet, facts);
    },

    /** A vendor's credit: settles the round's bet with what it paid (a round with no debit has a stake of 0). */
    async addPayout(tx: Db, facts: BetFacts, amount: number, at: Date): Promise<Bet> {
      const made = await insert(tx, facts, { stake: 0, payout: amount, status: 'settled' }, at);
      if (made) return made;
      const bet = await change(
        tx,
        facts,
        (b) => ({ stake: b.stake, payout: b.payout + amount, status: 'settled' }),
        at,
      );
      return mustExist(bet, facts);
    },

    /** A vendor's rollback of a debit: the stake shrinks; a round left with nothing is cancelled. */
    async removeStake(tx: Db, source: BetSource, amount: number, at: Date): Promise<Bet | null> {
      return change(
        tx,
        source,
        (b) => {
          const stake = b.stake - amount;
          return { stake, payout: b.payout, status: stake === 0 && b.payout === 0 ? 'cancelled' : b.status };
        },
        at,
      );
    },

    /** The member's own bets placed in the day range (the brand's days, `to` included), and the range's totals. */
    async records(
      actor: { brandId: number; memberId: number; timeZone: string },
      query: {
        gameKind?: GameKind | undefined;
        vendor?: string | undefined;
        from: string;
        to: string;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const days = dayRange(actor, query);
      const range = {
        brandId: actor.brandId,
        memberId: actor.memberId,
        gameKind: query.gameKind,
        vendorCode: query.vendor,
        from: days.start,
        to: days.end,
      };
      const page = pageOf(query);
      const { rows, total } = await repo.listForMember(range, page);
      // The range's totals: from the rollups (the turnover module), never from raw bets; a vendor's from the member's
      // own bets, as the rollups are kept per game kind, not per vendor.
      const totals = query.vendor
        ? await repo.vendorTotalsForMember(range)
        : await turnover.sum(
            { brand: actor.brandId, members: actor.memberId, kinds: query.gameKind },
            { start: range.from, end: range.to },
          );
      return {
        content: rows.map(betView),
        pageNum: page.pageNum,
        totalPages: pageCount(total, page.size, { minPages: 1 }),
        totals: {
          count: totals.count,
          stake: fromUnits(totals.stake),
          validTurnover: fromUnits(totals.validTurnover),
          payout: fromUnits(totals.payout),
          profit: fromUnits(totals.profit),
        },
      };
    },
  };
}

export type BetService = ReturnType<typeof createBetService>;
