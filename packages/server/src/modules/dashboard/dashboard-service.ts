import type { dashboardDay, dashboardGameKind, dashboardView } from '@wl/contract/operator-routes/dashboard';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { fromUnits } from '../../ledger/amounts.js';
import { DomainError } from '../../lib/errors.js';
import { inScope, type OperatorActor, requireBrand } from '../operator/operator-actor.js';
import { createDashboardRepo, type DayRow } from './dashboard-repo.js';

export type DashboardDeps = Pick<AppDeps, 'brands' | 'clock'> & { database: Pick<AppDeps['database'], 'db'> };

const DAY_MS = 86_400_000;
/** The chart's window: the 30 days that end today, today included. */
export const DASHBOARD_DAYS = 30;

type Day = z.input<typeof dashboardDay>;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The UTC days of the window, oldest first, and its bounds (brands have no time zone of their own yet). */
export function dashboardWindow(now: Date, days = DASHBOARD_DAYS) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  return {
    from,
    to: new Date(today + DAY_MS),
    days: Array.from({ length: days }, (_, i) => isoDay(new Date(from.getTime() + i * DAY_MS))),
  };
}

const sumBy = (rows: DayRow[]) => new Map(rows.map((r) => [r.day, r.value]));

/**
 * The dashboard (issue 12): one brand's figures, or those of every brand in the operator's scope, by UTC day.
 * House profit is the members' loss: stakes less payouts of settled bets (the rollups' profit is the member's).
 */
export function createDashboardService(deps: DashboardDeps) {
  const repo = createDashboardRepo(deps.database.db);

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
      const window = dashboardWindow(deps.clock.now());
      const [newMembers, active, cashier, bets] =
        ids.length === 0
          ? [[], { days: [], total: 0 }, [], []]
          : await Promise.all([
              repo.newMembersByDay(ids, window),
              repo.activeMembers(ids, window),
              repo.cashierByDay(ids, window),
              repo.betsByDayAndKind(ids, window),
            ]);
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
        timeZone: 'UTC',
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
