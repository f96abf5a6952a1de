import type { GameKind } from '@wl/contract/game-kinds';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { Figures } from './turnover-figures.js';
import { createTurnoverRepo, type RollupFilter } from './turnover-repo.js';
import type { TurnoverWindow } from './turnover-windows.js';

/**
 * Whose bets and which: a brand (or the brands of an operator's scope); one member, a set of members or a team
 * (its member ids: the team tree's module will hand them over); the rule books' game kinds, or ALL.
 */
export interface TurnoverScope {
  brand: number | readonly number[];
  /** None given: every member of the brands. An empty list is nobody. */
  members?: number | readonly number[] | undefined;
  /** None given: ALL. */
  kinds?: 'ALL' | GameKind | readonly GameKind[] | undefined;
}

const list = <T>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T]);

function filterOf(scope: TurnoverScope, w: TurnoverWindow): RollupFilter | null {
  const memberIds = scope.members === undefined ? undefined : list(scope.members);
  if (memberIds?.length === 0) return null;
  const kinds = scope.kinds === undefined || scope.kinds === 'ALL' ? undefined : list(scope.kinds);
  if (kinds?.length === 0) return null;
  const brandIds = list(scope.brand);
  if (brandIds.length === 0) return null;
  return { brandIds, memberIds, kinds, start: w.start, end: w.end };
}

const NONE: Figures = { stake: 0, validTurnover: 0, payout: 0, profit: 0, count: 0 };

/**
 * Turnover (design.md "Bets and turnover", "Agents and rewards"): the only reader of the hourly bet rollups. Every
 * report, requirement, rebate, salary or mission asks it instead of reading bets. In a window: `validTurnover`,
 * `payout` and `profit` (the member's: payout - stake) are of bets SETTLED in it (agent-rules.md VT(m,k,w); NGR is
 * -profit); `stake` and `count` are of bets PLACED in it.
 */
export function createTurnover(deps: { database: Pick<AppDeps['database'], 'db'> }) {
  const repo = createTurnoverRepo(deps.database.db);
  return {
    /** The scope's figures over the window. */
    async sum(scope: TurnoverScope, window: TurnoverWindow, tx?: Db): Promise<Figures> {
      const filter = filterOf(scope, window);
      return filter ? repo.sum(filter, tx) : { ...NONE };
    },

    /** The scope's figures per day or month of the zone and per game kind, oldest first. */
    async sumByPeriod(scope: TurnoverScope, window: TurnoverWindow, by: { period: 'day' | 'month'; timeZone: string }) {
      const filter = filterOf(scope, window);
      return filter ? repo.sumByPeriod(filter, by.period, by.timeZone) : [];
    },

    /** Who of the scope placed a bet, per day of the zone. */
    async bettorsByDay(scope: TurnoverScope, window: TurnoverWindow, timeZone: string) {
      const filter = filterOf(scope, window);
      return filter ? repo.bettorsByDay(filter, timeZone) : [];
    },

    /**
     * For each (member, moment) of the list, the member's valid turnover settled from the hour of that moment on
     * (the finance desk's "turnover since the last deposit"), in one query; answers in the list's order.
     */
    validTurnoverFrom(brandId: number, from: { memberId: number; at: Date }[], tx?: Db): Promise<number[]> {
      return repo.validTurnoverFrom(brandId, from, tx);
    },
  };
}

export type Turnover = ReturnType<typeof createTurnover>;
