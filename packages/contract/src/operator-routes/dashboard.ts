import { z } from 'zod';
import { GAME_KINDS } from '../game-kinds.js';
import { text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';

/** The figures of one day, or of a range of days (design.md "Bets and turnover": bets come from the rollups). */
export const dashboardFigures = z.object({
  newMembers: z.number().int(),
  /** Members with a bet or a login that day (over a range: in any of its days, each counted once). */
  activeMembers: z.number().int(),
  /** Confirmed deposits (ledger transfers of kind deposit). */
  deposits: z.number(),
  /** Withdrawals paid out (ledger transfers of kind withdrawal_payout). */
  withdrawals: z.number(),
  bets: z.number().int(),
  /** Valid turnover. */
  turnover: z.number(),
  /** What the house won: stakes less payouts of settled bets. */
  houseProfit: z.number(),
});

export const dashboardDay = dashboardFigures.extend({ day: z.string() });

export const dashboardGameKind = z.object({
  gameKind: z.enum(GAME_KINDS),
  bets: z.number().int(),
  turnover: z.number(),
  houseProfit: z.number(),
});

export const dashboardView = z.object({
  /** The brands counted (codes): the one asked for, or every brand of the operator's scope. */
  brands: z.array(z.string()),
  /** The time zone whose midnights bound the days: the brand's (or the brands' when they share one), else UTC. */
  timeZone: z.string(),
  today: dashboardDay,
  /** The 30 days that end today (today included): their totals, each day oldest first, and by game kind. */
  last30: dashboardFigures.extend({ from: z.string(), to: z.string() }),
  days: z.array(dashboardDay),
  byGameKind: z.array(dashboardGameKind),
});

export const operatorDashboardRoutes = {
  dashboard: operatorRoute({
    method: 'GET',
    path: '/console/api/dashboard',
    auth: 'operator',
    capability: 'dashboard.read',
    brandScoped: true,
    audited: false,
    tier: 'read',
    area: 'dashboard',
    summary:
      "Today's and the last 30 days' new and active members, deposits, withdrawals, bets, valid turnover and house " +
      "profit (by day and by game kind) of one brand, or of every brand of the operator's scope",
    request: z.object({ brand: text().trim().min(1).max(32).optional() }),
    response: dashboardView,
  }),
};
