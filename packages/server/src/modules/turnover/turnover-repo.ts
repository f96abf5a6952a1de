import type { GameKind } from '@wl/contract/game-kinds';
import { and, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { betHourly } from '../../db/schema-turnover.js';
import type { Figures } from './turnover-figures.js';

/** Which rollup rows count: brands, members (none given: every member), kinds (none given: every kind), hours. */
export interface RollupFilter {
  brandIds: readonly number[];
  memberIds?: readonly number[] | undefined;
  kinds?: readonly GameKind[] | undefined;
  /** A row counts when its hour starts in [start, end). */
  start: Date;
  end: Date;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const h = betHourly;

const sums = {
  stake: sql<string>`coalesce(sum(${h.stake}), 0)`,
  validTurnover: sql<string>`coalesce(sum(${h.validTurnover}), 0)`,
  payout: sql<string>`coalesce(sum(${h.payout}), 0)`,
  profit: sql<string>`coalesce(sum(${h.profit}), 0)`,
  count: sql<string>`coalesce(sum(${h.count}), 0)`,
};

const figures = (r: Record<keyof Figures, string | number> | undefined): Figures => ({
  stake: Number(r?.stake ?? 0),
  validTurnover: Number(r?.validTurnover ?? 0),
  payout: Number(r?.payout ?? 0),
  profit: Number(r?.profit ?? 0),
  count: Number(r?.count ?? 0),
});

function where(f: RollupFilter): SQL | undefined {
  return and(
    inArray(h.brandId, [...f.brandIds]),
    f.memberIds ? inArray(h.memberId, [...f.memberIds]) : undefined,
    f.kinds ? inArray(h.gameKind, [...f.kinds]) : undefined,
    gte(h.hour, f.start),
    lt(h.hour, f.end),
  );
}

/** The period of a rollup hour in a zone, 'YYYY-MM-DD' or 'YYYY-MM', whatever the connection's time zone. */
const periodIn = (period: 'day' | 'month', timeZone: string) =>
  sql<string>`to_char(${h.hour} at time zone ${timeZone}, ${sql.raw(period === 'day' ? `'YYYY-MM-DD'` : `'YYYY-MM'`)})`;

/** The only SQL that reads the hourly bet rollups (`bet_hourly`; modules/bets writes them). */
export function createTurnoverRepo(db: Db) {
  return {
    async sum(f: RollupFilter, tx: Db = db): Promise<Figures> {
      const [row] = await tx.select(sums).from(h).where(where(f));
      return figures(row);
    },

    /** Figures per period of the zone and game kind, oldest first. */
    async sumByPeriod(f: RollupFilter, period: 'day' | 'month', timeZone: string) {
      const bucket = periodIn(period, timeZone);
      // GROUP BY by position: the zone is a bound parameter, so the SELECT's expression cannot be repeated.
      const rows = await db.execute(sql`
        select ${bucket} as period, ${h.gameKind} as game_kind, ${sums.stake} as stake,
          ${sums.validTurnover} as valid_turnover, ${sums.payout} as payout, ${sums.profit} as profit,
          ${sums.count} as count
        from ${h} where ${where(f)} group by 1, 2 order by 1, 2`);
      return rowsOf<Record<string, string>>(rows).map((r) => ({
        period: r.period as string,
        gameKind: r.game_kind as GameKind,
        ...figures({
          stake: r.stake ?? 0,
          validTurnover: r.valid_turnover ?? 0,
          payout: r.payout ?? 0,
          profit: r.profit ?? 0,
          count: r.count ?? 0,
        }),
      }));
    },

    /** The members who placed a bet, per day of the zone (their ids). */
    async bettorsByDay(f: RollupFilter, timeZone: string): Promise<{ day: string; memberIds: number[] }[]> {
      const rows = await db.execute(sql`
        select ${periodIn('day', timeZone)} as day, array_agg(distinct ${h.memberId}) as member_ids
        from ${h} where ${where(f)} and ${h.count} > 0 group by 1`);
      return rowsOf<{ day: string; member_ids: (number | string)[] | string }>(rows).map((r) => ({
        day: r.day,
        memberIds: idList(r.member_ids),
      }));
    },

    /** Each member's valid turnover from the hour of its moment on, one query for the list (answers in its order). */
    async validTurnoverFrom(brandId: number, from: { memberId: number; at: Date }[], tx: Db = db): Promise<number[]> {
      if (from.length === 0) return [];
      const list = (values: (string | number)[]) => `{${values.join(',')}}`;
      const rows = await tx.execute(sql`
        select v.i, coalesce((select sum(x.valid_turnover) from ${h} x where x.brand_id = ${brandId}
          and x.member_id = v.member_id and x.hour >= date_trunc('hour', v.at at time zone 'UTC') at time zone 'UTC'), 0)
          as total
        from unnest(${list(from.map((f) => f.memberId))}::int[],
          ${list(from.map((f) => f.at.toISOString()))}::timestamptz[]) with ordinality as v(member_id, at, i)`);
      const byIndex = new Map(rowsOf<{ i: string | number; total: string }>(rows).map((r) => [Number(r.i), r.total]));
      return from.map((_, i) => Number(byIndex.get(i + 1) ?? 0));
    },
  };
}

/** A Postgres int[] as either driver answers it: an array, or its text form '{1,2}'. */
function idList(value: (number | string)[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value
    .replace(/[{}]/g, '')
    .split(',')
    .filter((s) => s !== '')
    .map(Number);
}

export type TurnoverRepo = ReturnType<typeof createTurnoverRepo>;
