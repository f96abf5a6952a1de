import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { POSTING_KINDS } from '../../ledger/postings.js';

/** A window of whole days of a zone: from its first local midnight to the midnight after its last day. */
export interface DayWindow {
  from: Date;
  to: Date;
  timeZone: string;
}

export interface DayRow {
  day: string;
  value: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** The day of a timestamp in the window's zone, as 'YYYY-MM-DD', whatever the connection's time zone. */
const dayIn = (column: SQL, w: DayWindow) => sql`to_char((${column} at time zone ${w.timeZone})::date, 'YYYY-MM-DD')`;

const inBrands = (column: SQL, brandIds: readonly number[]) =>
  sql`${column} in (${sql.join(
    brandIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;

/** Members who count: trial (free-play) accounts never do, as their play never counts (design.md "Bets and turnover"). */
const notTrial = sql`not (m.type = any(b.trial_types))`;

/**
 * What the dashboard reads, by day of the window's zone: members from `members`, logins from `sessions` (each opened
 * session is a login) and money from the ledger's transfers; bets come from the turnover module's rollups
 * (dashboard-service.ts). Amounts in 0.0001 units.
 *
 * Logins come from `sessions`, which the daily cleanup keeps 35 days after they end (jobs/cleanup-repo.ts), past
 * the 30 days shown.
 */
export function createDashboardRepo(db: Db) {
  return {
    async newMembersByDay(brandIds: readonly number[], w: DayWindow): Promise<DayRow[]> {
      const rows = await db.execute(sql`
        select ${dayIn(sql`m.created_at`, w)} as day, count(*) as value
        from members m join brands b on b.id = m.brand_id
        where ${inBrands(sql`m.brand_id`, brandIds)} and m.created_at >= ${w.from.toISOString()}::timestamptz
          and m.created_at < ${w.to.toISOString()}::timestamptz and ${notTrial}
        group by 1`);
      return rowsOf<{ day: string; value: string }>(rows).map((r) => ({ day: r.day, value: Number(r.value) }));
    },

    /** The members who logged in, per day (their ids). */
    async loginsByDay(brandIds: readonly number[], w: DayWindow): Promise<{ day: string; memberIds: number[] }[]> {
      const rows = await db.execute(sql`
        select ${dayIn(sql`s.created_at`, w)} as day, array_agg(distinct s.member_id) as member_ids
        from sessions s join members m on m.id = s.member_id join brands b on b.id = m.brand_id
        where ${inBrands(sql`m.brand_id`, brandIds)} and s.created_at >= ${w.from.toISOString()}::timestamptz
          and s.created_at < ${w.to.toISOString()}::timestamptz and ${notTrial}
        group by 1`);
      return rowsOf<{ day: string; member_ids: (number | string)[] | string }>(rows).map((r) => ({
        day: r.day,
        memberIds: Array.isArray(r.member_ids)
          ? r.member_ids.map(Number)
          : r.member_ids.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number),
      }));
    },

    /** Money in (deposits) and out (withdrawals paid out) per day: what their transfers moved. */
    async cashierByDay(brandIds: readonly number[], w: DayWindow) {
      const rows = await db.execute(sql`
        select ${dayIn(sql`t.created_at`, w)} as day, t.kind, sum(e.amount) as value
        from ledger_transfers t join ledger_entries e on e.transfer_id = t.id
        where ${inBrands(sql`t.brand_id`, brandIds)}
          and t.kind in (${POSTING_KINDS.deposit}, ${POSTING_KINDS.withdrawalPayout}) and e.amount > 0
          and t.created_at >= ${w.from.toISOString()}::timestamptz and t.created_at < ${w.to.toISOString()}::timestamptz
        group by 1, 2`);
      return rowsOf<{ day: string; kind: string; value: string }>(rows).map((r) => ({
        day: r.day,
        kind: r.kind === POSTING_KINDS.deposit ? ('deposits' as const) : ('withdrawals' as const),
        value: Number(r.value),
      }));
    },
  };
}
