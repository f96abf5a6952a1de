import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema.js';
import { lotteryGames, lotteryNumeros, type NumeroState } from '../../db/schema-lottery.js';
import { type LotteryBetState, lotteryBets } from '../../db/schema-lottery-bets.js';
import { operators } from '../../db/schema-operators.js';
import type { LotteryGameRow } from './lottery-repo.js';

/** Who entered and who confirmed an official result, by account. */
const enteredBy = sql<
  string | null
>`(select o.account from ${operators} o where o.id = "lottery_numeros"."entered_by")`;
const confirmedBy = sql<
  string | null
>`(select o.account from ${operators} o where o.id = "lottery_numeros"."confirmed_by")`;
/**
 * The numero's bets (a member's cancelled ones left out) and their stake, in ledger units. Written out in full: the
 * correlated subquery must name the outer table, which drizzle's column interpolation leaves unqualified.
 */
const betCount = sql<number>`(select count(*)::int from lottery_bets b
  where b.numero_id = "lottery_numeros"."id" and b.status <> 'cancelled')`;
const betStake = sql<string>`(select coalesce(sum(b.stake), 0) from lottery_bets b
  where b.numero_id = "lottery_numeros"."id" and b.status <> 'cancelled')`;

const deskNumero = {
  numero: lotteryNumeros,
  enteredBy,
  confirmedBy,
  bets: betCount,
  stake: betStake,
};

/**
 * A numero waiting for its result: not drawn nor cancelled, its draw time passed (an official one entered by one
 * operator and waiting for the second is among them: an entry is taken only past the draw time). Design.md
 * "Lottery": a draw without a result by its deadline is cancelled and refunded, so these need an operator's eye.
 */
const waitingAt = (now: Date) =>
  and(inArray(lotteryNumeros.state, ['upcoming', 'open', 'closed']), lte(lotteryNumeros.drawAt, now));

export interface BetFilter {
  brandId: number;
  account?: string | undefined;
  gameId?: number | undefined;
  numero?: string | undefined;
  status?: LotteryBetState | undefined;
}

/** The lottery desk's SQL: games of a brand, numeros with their bets, exposure, bets search. */
export function createLotteryDeskRepo(db: Db) {
  return {
    async gamesOfBrand(brandId: number, tx: Db = db): Promise<LotteryGameRow[]> {
      return tx
        .select()
        .from(lotteryGames)
        .where(eq(lotteryGames.brandId, brandId))
        .orderBy(asc(lotteryGames.sort), asc(lotteryGames.id));
    },

    async updateGame(
      id: number,
      patch: { enabled?: boolean | undefined; closeSeconds?: number | undefined },
      tx: Db,
    ): Promise<LotteryGameRow | null> {
      const set: Partial<typeof lotteryGames.$inferInsert> = {};
      if (patch.enabled !== undefined) set.enabled = patch.enabled;
      if (patch.closeSeconds !== undefined) set.closeSeconds = patch.closeSeconds;
      const [row] = await tx.update(lotteryGames).set(set).where(eq(lotteryGames.id, id)).returning();
      return row ?? null;
    },

    /**
     * A game's numeros (maybe of one state), those waiting for a result first, the longest waiting (the nearest its
     * result deadline) first; then the others, newest draw first. `waiting` counts the waiting ones of the filter.
     * Two reads, each in the order of an index (the pending one, then the game's draw times), rather than one sort of
     * the game's whole history: the waiting ones are few (the draw job draws them, the deadline job cancels them).
     */
    async numeros(
      gameId: number,
      state: NumeroState | undefined,
      page: { offset: number; limit: number },
      now: Date,
      tx: Db = db,
    ) {
      const where = and(eq(lotteryNumeros.gameId, gameId), state ? eq(lotteryNumeros.state, state) : undefined);
      const waiting = waitingAt(now);
      const [counts] = await tx
        .select({ n: count(), waiting: sql<number>`count(*) filter (where ${waiting})::int` })
        .from(lotteryNumeros)
        .where(where);
      const total = counts?.n ?? 0;
      const waitingCount = Number(counts?.waiting ?? 0);
      const first =
        page.offset < waitingCount
          ? await tx
              .select(deskNumero)
              .from(lotteryNumeros)
              .where(and(where, waiting))
              .orderBy(asc(lotteryNumeros.drawAt), asc(lotteryNumeros.id))
              .offset(page.offset)
              .limit(page.limit)
          : [];
      const rest =
        first.length < page.limit
          ? await tx
              .select(deskNumero)
              .from(lotteryNumeros)
              .where(and(where, sql`not (${waiting})`))
              .orderBy(desc(lotteryNumeros.drawAt), desc(lotteryNumeros.id))
              .offset(Math.max(0, page.offset - waitingCount))
              .limit(page.limit - first.length)
          : [];
      return { rows: [...first, ...rest], total, waiting: waitingCount };
    },

    async numero(id: number, tx: Db = db) {
      const [row] = await tx.select(deskNumero).from(lotteryNumeros).where(eq(lotteryNumeros.id, id));
      return row ?? null;
    },

    /** The refunds of a cancelled numero: how many bets, and their stake in ledger units. */
    async refunded(numeroId: number, tx: Db) {
      const [row] = await tx
        .select({ bets: count(), amount: sql<string>`coalesce(sum(${lotteryBets.stake}), 0)` })
        .from(lotteryBets)
        .where(and(eq(lotteryBets.numeroId, numeroId), eq(lotteryBets.status, 'refunded')));
      return { bets: row?.bets ?? 0, amount: Number(row?.amount ?? 0) };
    },

    /** The open bets of a numero grouped by play and selection, the largest worst-case payout first. */
    async exposure(numeroId: number, tx: Db = db) {
      const rows = await tx
        .select({
          playCode: lotteryBets.playCode,
          selection: lotteryBets.selection,
          bets: count(),
          stake: sql<string>`sum(${lotteryBets.stake})`,
          worstPayout: sql<string>`sum(${lotteryBets.maxPayout})`,
        })
        .from(lotteryBets)
        .where(and(eq(lotteryBets.numeroId, numeroId), eq(lotteryBets.status, 'open')))
        .groupBy(lotteryBets.playCode, lotteryBets.selection)
        .orderBy(desc(sql`sum(${lotteryBets.maxPayout})`), asc(lotteryBets.playCode));
      return rows.map((r) => ({ ...r, stake: Number(r.stake), worstPayout: Number(r.worstPayout) }));
    },

    /**
     * A brand's drawn numeros, last drawn first (maybe of one game, maybe only those that took bets), and what their
     * bets came to: counts by status, stake, payouts and when the last one settled (a member's cancellations left out).
     */
    async settlements(
      f: { brandId: number; gameId?: number | undefined; withBets: boolean },
      page: { offset: number; limit: number },
      tx: Db = db,
    ) {
      const where = and(
        eq(lotteryGames.brandId, f.brandId),
        eq(lotteryNumeros.state, 'drawn'),
        f.gameId === undefined ? undefined : eq(lotteryNumeros.gameId, f.gameId),
        f.withBets
          ? sql`exists (select 1 from lottery_bets b where b.numero_id = ${lotteryNumeros.id} and b.status <> 'cancelled')`
          : undefined,
      );
      const numeros = await tx
        .select({
          id: lotteryNumeros.id,
          gameCode: lotteryGames.gameCode,
          numero: lotteryNumeros.numero,
          drawAt: lotteryNumeros.drawAt,
          drawnAt: lotteryNumeros.drawnAt,
          resultSource: lotteryNumeros.resultSource,
          result: lotteryNumeros.result,
        })
        .from(lotteryNumeros)
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryNumeros.gameId))
        .where(where)
        .orderBy(desc(lotteryNumeros.drawnAt), desc(lotteryNumeros.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await tx
        .select({ n: count() })
        .from(lotteryNumeros)
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryNumeros.gameId))
        .where(where);
      const ids = numeros.map((n) => n.id);
      const closed = sql`${lotteryBets.status} in ('won', 'lost')`;
      const figures =
        ids.length === 0
          ? []
          : await tx
              .select({
                numeroId: lotteryBets.numeroId,
                bets: count(),
                open: sql<number>`(count(*) filter (where ${lotteryBets.status} = 'open'))::int`,
                won: sql<number>`(count(*) filter (where ${lotteryBets.status} = 'won'))::int`,
                stake: sql<string>`sum(${lotteryBets.stake})`,
                paid: sql<string>`coalesce(sum(${lotteryBets.payout}) filter (where ${closed}), 0)`,
                settledStake: sql<string>`coalesce(sum(${lotteryBets.stake}) filter (where ${closed}), 0)`,
                lastSettled: sql<string | null>`max(${lotteryBets.settledAt}) filter (where ${closed})`,
              })
              .from(lotteryBets)
              .where(and(inArray(lotteryBets.numeroId, ids), sql`${lotteryBets.status} <> 'cancelled'`))
              .groupBy(lotteryBets.numeroId);
      const byNumero = new Map(figures.map((f) => [f.numeroId, f]));
      return {
        rows: numeros.map((n) => {
          const f = byNumero.get(n.id);
          return {
            ...n,
            bets: f?.bets ?? 0,
            open: f?.open ?? 0,
            won: f?.won ?? 0,
            stake: Number(f?.stake ?? 0),
            paid: Number(f?.paid ?? 0),
            settledStake: Number(f?.settledStake ?? 0),
            lastSettled: f?.lastSettled ? new Date(f.lastSettled) : null,
          };
        }),
        total: total?.n ?? 0,
      };
    },

    /** A brand's bets, newest first, with the member's account and the game and numero names. */
    async bets(f: BetFilter, page: { offset: number; limit: number }, tx: Db = db) {
      const where = and(
        eq(lotteryBets.brandId, f.brandId),
        f.account ? sql`lower(${members.account}) = lower(${f.account})` : undefined,
        f.gameId === undefined ? undefined : eq(lotteryBets.gameId, f.gameId),
        f.numero ? eq(lotteryNumeros.numero, f.numero) : undefined,
        f.status ? eq(lotteryBets.status, f.status) : undefined,
      );
      const rows = await tx
        .select({
          bet: lotteryBets,
          account: members.account,
          gameCode: lotteryGames.gameCode,
          numero: lotteryNumeros.numero,
        })
        .from(lotteryBets)
        .innerJoin(members, eq(members.id, lotteryBets.memberId))
        .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryBets.gameId))
        .innerJoin(lotteryNumeros, eq(lotteryNumeros.id, lotteryBets.numeroId))
        .where(where)
        .orderBy(desc(lotteryBets.placedAt), desc(lotteryBets.id))
        .offset(page.offset)
        .limit(page.limit);
      const [total] = await tx
        .select({ n: count() })
        .from(lotteryBets)
        .innerJoin(members, eq(members.id, lotteryBets.memberId))
        .innerJoin(lotteryNumeros, eq(lotteryNumeros.id, lotteryBets.numeroId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },
  };
}

export type DeskNumeroRow = NonNullable<Awaited<ReturnType<ReturnType<typeof createLotteryDeskRepo>['numero']>>>;
