import type { GameKind } from '@wl/contract/game-kinds';
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bets, fairSeeds, gameRounds, games } from '../../db/schema.js';
import { lotteryGames } from '../../db/schema-lottery.js';
import { betHourly } from '../../db/schema-turnover.js';

export type Bet = typeof bets.$inferSelect;
export type NewBet = typeof bets.$inferInsert;
/**
 * What closed bets add to their rollup (closeOpenMany): the sums of `count` bets of one brand, member, kind and
 * status. The rollups are sums, so a group moves them as its bets one by one would.
 */
export type ClosedFigures = Pick<
  Bet,
  'brandId' | 'memberId' | 'gameKind' | 'status' | 'stake' | 'payout' | 'validTurnover'
> & { count: number };

/** What a bet adds to its member's hourly rollup (0.0001 units, and a count of bets). */
export interface BetFigures {
  stake: number;
  validTurnover: number;
  payout: number;
  profit: number;
  count: number;
}

export interface BetRange {
  brandId: number;
  memberId: number;
  gameKind?: GameKind | undefined;
  vendorCode?: string | undefined;
  /** Inclusive start and exclusive end. */
  from: Date;
  to: Date;
}

/** bet-service.ts BET_SOURCES.lotteryBet (the service imports this repo, not the other way round). */
const LOTTERY_BET_SOURCE = 'lottery_bet';

function memberBetsIn(range: BetRange) {
  return and(
    eq(bets.memberId, range.memberId),
    eq(bets.brandId, range.brandId),
    gte(bets.placedAt, range.from),
    lt(bets.placedAt, range.to),
    range.gameKind ? eq(bets.gameKind, range.gameKind) : undefined,
    range.vendorCode ? eq(bets.vendorCode, range.vendorCode) : undefined,
  );
}

/** A bet with its game's name in the brand's catalogue, or its lottery game's for a lottery bet. */
export interface NamedBet {
  bet: Bet;
  gameName: string | null;
}

/**
 * SQL of bets, and the writes of their hourly rollups (modules/turnover reads them); every write takes the caller's
 * transaction.
 */
export function createBetRepo(db: Db) {
  const betsNamed = () =>
    db
      .select({ bet: bets, gameName: sql<string | null>`coalesce(${games.displayName}, ${lotteryGames.name})` })
      .from(bets)
      .leftJoin(
        games,
        and(eq(games.brandId, bets.brandId), eq(games.vendorCode, bets.vendorCode), eq(games.gameCode, bets.gameCode)),
      )
      .leftJoin(
        lotteryGames,
        and(
          eq(bets.sourceKind, LOTTERY_BET_SOURCE),
          eq(lotteryGames.brandId, bets.brandId),
          eq(lotteryGames.gameCode, bets.gameCode),
        ),
      );
  return {
    /** Inserts a bet, or nothing when its source already has one (answers null then). */
    async insert(values: NewBet, tx: Db = db): Promise<Bet | null> {
      const [row] = await tx.insert(bets).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The bet of a source, locked until the transaction ends. */
    async lockBySource(brandId: number, sourceKind: string, sourceRef: string, tx: Db): Promise<Bet | null> {
      const [row] = await tx
        .select()
        .from(bets)
        .where(and(eq(bets.brandId, brandId), eq(bets.sourceKind, sourceKind), eq(bets.sourceRef, sourceRef)))
        .for('update');
      return row ?? null;
    },

    async update(
      id: number,
      values: Pick<Bet, 'stake' | 'validTurnover' | 'payout' | 'profit' | 'status' | 'settledAt'>,
      tx: Db,
    ): Promise<Bet> {
      const [row] = await tx.update(bets).set(values).where(eq(bets.id, id)).returning();
      if (!row) throw new Error(`bet ${id} not found`);
      return row;
    },

    /**
     * Closes many open bets of one source kind in one statement (a lottery numero's settlement batch): settled with
     * their payout (valid turnover the stake, except a push) or cancelled. Bets no longer open are left alone; what
     * it closed is answered per brand, member, kind and status.
     */
    async closeOpenMany(
      sourceKind: string,
      closes: { brandId: number; sourceRef: string; status: 'settled' | 'cancelled'; payout: number }[],
      at: Date,
      tx: Db,
    ): Promise<ClosedFigures[]> {
      if (closes.length === 0) return [];
      const list = (values: (string | number)[]) => `{${values.map((v) => JSON.stringify(String(v))).join(',')}}`;
      // Answers only what the rollups need, summed per member (a settlement batch of thousands is not read back).
      const result = await tx.execute(sql`
        with closed as (
          update ${bets} x set status = v.status, payout = v.payout,
            valid_turnover = case when v.status = 'settled' and v.payout <> x.stake then x.stake else 0 end,
            profit = case when v.status = 'settled' then v.payout - x.stake else 0 end,
            settled_at = ${at.toISOString()}::timestamptz
          from unnest(${list(closes.map((c) => c.brandId))}::int[], ${list(closes.map((c) => c.sourceRef))}::text[],
            ${list(closes.map((c) => c.status))}::text[], ${list(closes.map((c) => c.payout))}::bigint[])
            as v(brand_id, source_ref, status, payout)
          where x.brand_id = v.brand_id and x.source_kind = ${sourceKind} and x.source_ref = v.source_ref
            and x.source_ref = any(${list(closes.map((c) => c.sourceRef))}::text[]) and x.status = 'open'
          returning x.brand_id, x.member_id, x.game_kind, x.status, x.stake, x.payout, x.valid_turnover)
        select brand_id, member_id, game_kind, status, sum(stake) as stake, sum(payout) as payout,
          sum(valid_turnover) as valid_turnover, count(*) as count
        from closed group by brand_id, member_id, game_kind, status`);
      const rows = ((result as { rows?: Record<string, unknown>[] }).rows ?? result) as Record<string, unknown>[];
      return rows.map((r) => ({
        brandId: Number(r.brand_id),
        memberId: Number(r.member_id),
        gameKind: r.game_kind as GameKind,
        status: r.status as Bet['status'],
        stake: Number(r.stake),
        payout: Number(r.payout),
        validTurnover: Number(r.valid_turnover),
        count: Number(r.count),
      }));
    },

    /** Adds figures to one hour's rollup in one atomic statement: concurrent bets never lose an update. */
    async addToHour(
      key: { brandId: number; memberId: number; gameKind: GameKind; hour: Date },
      delta: BetFigures,
      tx: Db,
    ): Promise<void> {
      await tx
        .insert(betHourly)
        .values({ ...key, ...delta })
        .onConflictDoUpdate({
          target: [betHourly.brandId, betHourly.memberId, betHourly.gameKind, betHourly.hour],
          set: {
            stake: sql`${betHourly.stake} + excluded.stake`,
            validTurnover: sql`${betHourly.validTurnover} + excluded.valid_turnover`,
            payout: sql`${betHourly.payout} + excluded.payout`,
            profit: sql`${betHourly.profit} + excluded.profit`,
            count: sql`${betHourly.count} + excluded.count`,
          },
        });
    },

    /**
     * `addToHour` for many rollups in one statement (a settlement batch closes the bets of hundreds of members):
     * the keys must be distinct; rows are written in key order, so two batches lock them in the same order. The
     * values go as one array per column (`unnest`), not as a parameter per value.
     */
    async addToHours(
      rows: { key: { brandId: number; memberId: number; gameKind: GameKind; hour: Date }; delta: BetFigures }[],
      tx: Db,
    ): Promise<void> {
      if (rows.length === 0) return;
      const sorted = [...rows].sort(
        (a, b) =>
          a.key.brandId - b.key.brandId ||
          a.key.memberId - b.key.memberId ||
          (a.key.gameKind < b.key.gameKind ? -1 : a.key.gameKind > b.key.gameKind ? 1 : 0) ||
          a.key.hour.getTime() - b.key.hour.getTime(),
      );
      const list = (values: (string | number)[]) => `{${values.map((v) => JSON.stringify(String(v))).join(',')}}`;
      await tx.execute(sql`
        insert into ${betHourly} (brand_id, member_id, game_kind, hour, stake, valid_turnover, payout, profit, count)
        select * from unnest(
          ${list(sorted.map((r) => r.key.brandId))}::int[], ${list(sorted.map((r) => r.key.memberId))}::int[],
          ${list(sorted.map((r) => r.key.gameKind))}::text[],
          ${list(sorted.map((r) => r.key.hour.toISOString()))}::timestamptz[],
          ${list(sorted.map((r) => r.delta.stake))}::bigint[], ${list(sorted.map((r) => r.delta.validTurnover))}::bigint[],
          ${list(sorted.map((r) => r.delta.payout))}::bigint[], ${list(sorted.map((r) => r.delta.profit))}::bigint[],
          ${list(sorted.map((r) => r.delta.count))}::int[])
        on conflict (brand_id, member_id, game_kind, hour) do update set
          stake = ${betHourly}.stake + excluded.stake,
          valid_turnover = ${betHourly}.valid_turnover + excluded.valid_turnover,
          payout = ${betHourly}.payout + excluded.payout,
          profit = ${betHourly}.profit + excluded.profit,
          count = ${betHourly}.count + excluded.count`);
    },

    /**
     * A member's bets placed in the range, newest first, each with its game's name in the brand's catalogue (the
     * lottery's for a lottery bet), and how many there are (index bets_member_placed).
     */
    async listForMember(range: BetRange, page: { limit: number; offset: number }) {
      const where = memberBetsIn(range);
      const rows = await betsNamed()
        .where(where)
        .orderBy(desc(bets.placedAt), desc(bets.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(bets).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * A member's figures of one vendor's bets placed in the range. The hourly rollups are kept per game kind, not
     * per vendor, so these are summed from the member's own bets (index bets_member_placed bounds the read).
     */
    async vendorTotalsForMember(range: BetRange): Promise<BetFigures> {
      const [row] = await db
        .select({
          // What each bet adds to the rollups (bet-service.ts figuresOf): a cancelled bet nothing, an open one
          // its stake and count.
          stake: sql<string>`coalesce(sum(${bets.stake}) filter (where ${bets.status} <> 'cancelled'), 0)`,
          validTurnover: sql<string>`coalesce(sum(${bets.validTurnover}) filter (where ${bets.status} = 'settled'), 0)`,
          payout: sql<string>`coalesce(sum(${bets.payout}) filter (where ${bets.status} = 'settled'), 0)`,
          profit: sql<string>`coalesce(sum(${bets.payout} - ${bets.stake}) filter (where ${bets.status} = 'settled'), 0)`,
          count: sql<string>`count(*) filter (where ${bets.status} <> 'cancelled')`,
        })
        .from(bets)
        .where(memberBetsIn(range));
      return {
        stake: Number(row?.stake ?? 0),
        validTurnover: Number(row?.validTurnover ?? 0),
        payout: Number(row?.payout ?? 0),
        profit: Number(row?.profit ?? 0),
        count: Number(row?.count ?? 0),
      };
    },

    /** One of the member's bets, or null (another member's is null too). */
    async betOfMember(brandId: number, memberId: number, id: number): Promise<NamedBet | null> {
      const [row] = await betsNamed().where(
        and(eq(bets.id, id), eq(bets.brandId, brandId), eq(bets.memberId, memberId)),
      );
      return row ?? null;
    },

    /** An in-house round of the member with its seed pair (the bet's source), or null. */
    async inHouseRound(memberId: number, roundId: number) {
      const [row] = await db
        .select({ round: gameRounds, seed: fairSeeds })
        .from(gameRounds)
        .innerJoin(fairSeeds, eq(fairSeeds.id, gameRounds.seedId))
        .where(and(eq(gameRounds.id, roundId), eq(gameRounds.memberId, memberId)));
      return row ?? null;
    },
  };
}

export type BetRepo = ReturnType<typeof createBetRepo>;
