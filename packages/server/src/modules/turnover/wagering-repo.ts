import type { GameKind } from '@wl/contract/game-kinds';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { betHourly, wageringRequirements } from '../../db/schema-turnover.js';

/** A requirement as stored, with its progress: the valid turnover that counted toward it since it last changed. */
export interface RequirementRow {
  key: string;
  kinds: GameKind[] | null;
  required: number;
  progress: number;
  sinceHour: Date;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const r = wageringRequirements;
const h = betHourly;

/** Valid turnover of the requirement `req`'s kinds from its hour on, less what that hour held at its change. */
const progressOf = (req: SQL) => sql`greatest(0, coalesce((select sum(x.valid_turnover) from ${h} x
  where x.brand_id = ${req}.brand_id and x.member_id = ${req}.member_id and x.hour >= ${req}.since_hour
    and (${req}.kinds is null or x.game_kind = any(${req}.kinds))), 0) - ${req}.hour_base)`;

const kindsLiteral = (kinds: readonly GameKind[] | null) => (kinds ? `{${kinds.join(',')}}` : null);

/** The SQL of wagering requirements (schema-turnover.ts says how progress is counted). */
export function createWageringRepo(db: Db) {
  return {
    /** The member's requirement of that key with its progress, or null. */
    async requirement(memberId: number, key: string, tx: Db = db): Promise<RequirementRow | null> {
      const rows = await tx.execute(sql`
        select q.key, q.kinds, q.required, q.since_hour, ${progressOf(sql`q`)} as progress
        from ${r} q where q.member_id = ${memberId} and q.key = ${key}`);
      const [row] = rowsOf<{
        key: string;
        kinds: GameKind[] | string | null;
        required: string | number;
        since_hour: Date | string;
        progress: string | number;
      }>(rows);
      if (!row) return null;
      return {
        key: row.key,
        kinds: typeof row.kinds === 'string' ? (row.kinds.replace(/[{}]/g, '').split(',') as GameKind[]) : row.kinds,
        required: Number(row.required),
        progress: Number(row.progress),
        sinceHour: new Date(row.since_hour),
      };
    },

    /**
     * Changes a requirement by `delta` (negative takes away) in ONE statement: what was wagered since its last
     * change pays the old requirement down first (never below zero), then `delta` is added (never below zero), and
     * progress counts again from `hour`, the hour's valid turnover so far being the new base. Creates it when the
     * member has none. Answers the required amount it now has.
     */
    async change(
      req: { brandId: number; memberId: number; key: string; kinds: readonly GameKind[] | null },
      delta: number,
      hour: Date,
      at: Date,
      tx: Db,
    ): Promise<number> {
      const kinds = kindsLiteral(req.kinds);
      const rows = await tx.execute(sql`
        insert into ${r} as q (brand_id, member_id, key, kinds, required, since_hour, hour_base, created_at, updated_at)
        values (${req.brandId}, ${req.memberId}, ${req.key}, ${kinds}::text[], greatest(0, ${delta}::bigint),
          ${hour.toISOString()}::timestamptz,
          coalesce((select sum(x.valid_turnover) from ${h} x where x.brand_id = ${req.brandId}
            and x.member_id = ${req.memberId} and x.hour = ${hour.toISOString()}::timestamptz
            and (${kinds}::text[] is null or x.game_kind = any(${kinds}::text[]))), 0),
          ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
        on conflict (member_id, key) do update set
          required = greatest(0, greatest(0, q.required - ${progressOf(sql`q`)}) + ${delta}::bigint),
          since_hour = excluded.since_hour, hour_base = excluded.hour_base, updated_at = excluded.updated_at
        returning q.required`);
      return Number(rowsOf<{ required: string | number }>(rows)[0]?.required ?? 0);
    },
  };
}

export type WageringRepo = ReturnType<typeof createWageringRepo>;
