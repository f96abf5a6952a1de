import type { dashboardDay, dashboardGameKind, dashboardView } from '@wl/contract/operator-routes/dashboard';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { inScope, type OperatorActor, requireBrand } from '../../domain/operator-actor.js';
import { fromUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import { addDays, zonedDay, zonedMidnight } from '../../lib/zoned-days.js';
import type { Turnover } from '../turnover/turnover-service.js';
import { createDashboardRepo, type DayRow } from './dashboard-repo.js';

export type DashboardDeps = Pick<AppDeps, 'brands' | 'clock'> & { database: Pick<AppDeps['database'], 'db'> };

/** The chart's window: the 30 days that end today, today included. */
export const DASHBOARD_DAYS = 30;

type Day = z.input<typeof dashboardDay>;

/** The days of the window in the zone, oldest first, and its bounds (the zone's midnights). */
export function dashboardWindow(now: Date, timeZone = 'UTC', days = DASHBOARD_DAYS) {
  const today = zonedDay(now, timeZone);
  const first = addDays(today, -(days - 1));
  return {
    from: zonedMidnight(first, timeZone),
    to: zonedMidnight(addDays(today, 1), timeZone),
    timeZone,
    days: Array.from({ length: days }, (_, i) => addDays(first, i)),
  };
}

const sumBy = (rows: DayRow[]) => new Map(rows.map((r) => [r.day, r.value]));

/** Members with a bet or a login, per day and over the whole window, each counted once. */
function activeMembers(...sources: { day: string; memberIds: number[] }[][]) {
  const byDay = new Map<string, Set<number>>();
  const all = new Set<number>();
  for (const rows of sources) {
    for (const r of rows) {
      const day = byDay.get(r.day) ?? new Set<number>();
      for (const id of r.memberIds) {
        day.add(id);
        all.add(id);
      }
      byDay.set(r.day, day);
    }
  }
  return { days: [...byDay].map(([day, ids]) => ({ day, value: ids.size })), total: all.size };
}

/**
 * The dashboard: one brand's figures, or those of every brand in the operator's scope, by day of the brand's time zone
 * (hourly rollups put a bet's hour in the day where that hour starts: exact for whole-hour zones). House profit is the
 * members' loss: stakes less payouts of settled bets (the rollups' profit is the member's).
 */
export function createDashboardService(deps: DashboardDeps & { turnover: Turnover }) {
  const repo = createDashboardRepo(deps.database.db);
  const { turnover } = deps;

  async function brandsOf(actor: OperatorActor, code: string | undefined) {
    if (code) {
      const brand = await deps.brands.byCode(code.toLowerCase());
      if (!brand) throw new DomainError('not_found');
      requireBrand(actor, brand.id);
      return [brand];
    }
    return (await deps.brands.all()).filter((b) => inScope(actor, b.id));
  }

  return {
    async view(actor: OperatorActor, input: { brand?: string | undefined }): Promise<z.input<typeof dashboardView>> {
      const brands = await brandsOf(actor, input.brand);
      const ids = brands.map((b) => b.id);
      // One brand's days run in its zone; brands that share a zone, in that zone; a mix of zones, in UTC.
      const zones = new Set(brands.map((b) => b.timeZone));
      const window = dashboardWindow(deps.clock.now(), zones.size === 1 ? [...zones][0] : 'UTC');
      const span = { start: window.from, end: window.to };
      const [newMembers, logins, bettors, cashier, byKind] =
        ids.length === 0
          ? [[], [], [], [], []]
          : await Promise.all([
              repo.newMembersByDay(ids, window),
              repo.loginsByDay(ids, window),
              turnover.bettorsByDay({ brand: ids }, span, window.timeZone),
              repo.cashierByDay(ids, window),
              turnover.sumByPeriod({ brand: ids }, span, { period: 'day', timeZone: window.timeZone }),
            ]);
      const active = activeMembers(logins, bettors);
      const bets = byKind.map((b) => ({
        day: b.period,
        gameKind: b.gameKind,
        bets: b.count,
        turnover: b.validTurnover,
        memberProfit: b.profit,
      }));
      const created = sumBy(newMembers);
      const activeByDay = sumBy(active.days);
      const days: Day[] = window.days.map((day) => {
        const money = (kind: 'deposits' | 'withdrawals') =>
          fromUnits(cashier.filter((c) => c.day === day && c.kind === kind).reduce((s, c) => s + c.value, 0));
        const ofDay = bets.filter((b) => b.day === day);
        return {
          day,
          newMembers: created.get(day) ?? 0,
          activeMembers: activeByDay.get(day) ?? 0,
          deposits: money('deposits'),
          withdrawals: money('withdrawals'),
          bets: ofDay.reduce((s, b) => s + b.bets, 0),
          turnover: fromUnits(ofDay.reduce((s, b) => s + b.turnover, 0)),
          houseProfit: fromUnits(-ofDay.reduce((s, b) => s + b.memberProfit, 0)),
        };
      });
      const kinds = new Map<string, z.input<typeof dashboardGameKind>>();
      for (const b of bets) {
        const kind = kinds.get(b.gameKind) ?? { gameKind: b.gameKind as never, bets: 0, turnover: 0, houseProfit: 0 };
        kind.bets += b.bets;
        kind.turnover += b.turnover;
        kind.houseProfit -= b.memberProfit;
        kinds.set(b.gameKind, kind);
      }
      const total = (key: 'newMembers' | 'bets') => days.reduce((s, d) => s + d[key], 0);
      const units = (pick: (d: Day) => number) => fromUnits(days.reduce((s, d) => s + Math.round(pick(d) * 10_000), 0));
      return {
        brands: brands.map((b) => b.code),
        timeZone: window.timeZone,
        today: days[days.length - 1] as Day,
        last30: {
          from: window.days[0] as string,
          to: window.days[window.days.length - 1] as string,
          newMembers: total('newMembers'),
          activeMembers: active.total,
          deposits: units((d) => d.deposits),
          withdrawals: units((d) => d.withdrawals),
          bets: total('bets'),
          turnover: units((d) => d.turnover),
          houseProfit: units((d) => d.houseProfit),
        },
        days,
        byGameKind: [...kinds.values()]
          .map((k) => ({ ...k, turnover: fromUnits(k.turnover), houseProfit: fromUnits(k.houseProfit) }))
          .sort((a, b) => b.turnover - a.turnover || a.gameKind.localeCompare(b.gameKind)),
      };
    },
  };
}
