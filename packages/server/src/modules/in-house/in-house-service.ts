import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fairSeeds, gameRounds, gameSessions, games } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { fairFloats, hashServerSeed, newServerSeed } from '../../games/fair.js';
import { inHouseGame } from '../../games/game-registry.js';
import { fromUnits, hasUnitPrecision, toUnits } from '../../ledger/amounts.js';
import { gameWalletCode } from '../../ledger/game-wallet.js';
import { DomainError } from '../../lib/errors.js';
import { randomToken } from '../../lib/secrets.js';
import type { RequestContext } from '../../plugins/request-context.js';

type Seed = typeof fairSeeds.$inferSelect;

/** The most one in-house round may pay, as a multiple of its stake. */
export const MAX_MULTIPLIER = 10_000;

/** payout = floor(stake × multiplier) in integer arithmetic: a multiplier has 4 decimals (in-house-game.ts). */
export function payoutOf(stake: number, multiplier: number): number {
  const m = BigInt(Math.round(multiplier * 10_000));
  return Number((BigInt(stake) * m) / 10_000n);
}

const seedView = (s: Seed) => ({ serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce });

function sessionOf(ctx: RequestContext) {
  const session = ctx.gameSession;
  const member = ctx.member;
  if (!session || !member) throw new DomainError('game_session_invalid');
  return { session, member };
}

/**
 * The in-house vendor (BGS): provably fair rounds (design.md "Games and vendors"). The server seed's hash is shown
 * before play; each round's result comes from HMAC-SHA256(serverSeed, clientSeed:nonce:round) (games/fair.ts) and
 * nothing else; rotating reveals the seed. Real rounds settle stake and win in one ledger transfer.
 */
export function createInHouseService(deps: AppDeps) {
  const { db } = deps.database;

  /** The member's live seed pair, made on first use. */
  async function activeSeed(tx: Db, memberId: number, lock: boolean): Promise<Seed> {
    const find = () => {
      const q = tx
        .select()
        .from(fairSeeds)
        .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)));
      return lock ? q.for('update') : q;
    };
    const [found] = await find();
    if (found) return found;
    const serverSeed = newServerSeed();
    await tx
      .insert(fairSeeds)
      .values({
        memberId,
        serverSeed,
        serverSeedHash: hashServerSeed(serverSeed),
        clientSeed: randomToken(9),
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing();
    const [made] = await find();
    if (!made) throw new Error('seed pair not stored');
    return made;
  }

  async function balanceOf(ctx: RequestContext): Promise<number> {
    const { session, member } = sessionOf(ctx);
    if (session.demo) {
      const [row] = await db
        .select({ b: gameSessions.demoBalance })
        .from(gameSessions)
        .where(eq(gameSessions.id, session.id));
      return fromUnits(row?.b ?? 0);
    }
    return fromUnits(await deps.ledger.balance(ctx.brand.id, member.id, gameWalletCode(ctx.brand, 'BGS')));
  }

  async function gameOf(ctx: RequestContext) {
    const { session } = sessionOf(ctx);
    const [row] = await db.select().from(games).where(eq(games.id, session.gameId));
    const game = row ? inHouseGame(row.gameCode) : undefined;
    if (!row || !game) throw new DomainError('not_found');
    return { row, game };
  }

  async function rounds(memberId: number, pageNo: number, pageSize: number) {
    const rows = await db
      .select({ round: gameRounds, seed: fairSeeds })
      .from(gameRounds)
      .innerJoin(fairSeeds, eq(fairSeeds.id, gameRounds.seedId))
      .where(eq(gameRounds.memberId, memberId))
      .orderBy(desc(gameRounds.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    const [total] = await db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.memberId, memberId));
    return {
      content: rows.map(({ round, seed }) => ({
        id: round.id,
        time: round.createdAt.toISOString(),
        game: round.gameCode,
        demo: round.demo,
        stake: fromUnits(round.stake),
        payout: fromUnits(round.payout),
        multiplier: Number(round.multiplier),
        params: round.params,
        outcome: round.outcome,
        nonce: round.nonce,
        clientSeed: seed.clientSeed,
        serverSeedHash: seed.serverSeedHash,
        // Revealed only once the pair is rotated: then anyone can recompute the round.
        serverSeed: seed.revealedAt ? seed.serverSeed : null,
      })),
      pageNum: pageNo,
      totalPages: Math.max(1, Math.ceil((total?.n ?? 0) / pageSize)),
    };
  }

  return {
    async session(ctx: RequestContext) {
      const { session, member } = sessionOf(ctx);
      const { row, game } = await gameOf(ctx);
      const seed = await activeSeed(db, member.id, false);
      return {
        game: { code: row.gameCode, name: row.displayName, minBet: game.minBet, maxBet: game.maxBet },
        demo: session.demo,
        balance: await balanceOf(ctx),
        currencySymbol: ctx.brand.currencySymbol,
        seed: seedView(seed),
        rounds: (await rounds(member.id, 1, 20)).content,
      };
    },

    async play(ctx: RequestContext, input: { amount: number; params: Record<string, unknown> }) {
      const { session, member } = sessionOf(ctx);
      const { row, game } = await gameOf(ctx);
      const parsed = game.params.safeParse(input.params);
      if (!parsed.success) {
        throw new DomainError('invalid_input', {
          details: parsed.error.issues.map((i) => ({ path: ['params', ...i.path].join('.'), message: i.message })),
        });
      }
      // Every game's params and outcome are JSON objects (games/in-house); the contract answers them as such.
      const params = parsed.data as Record<string, unknown>;
      // A cap on what one round can pay: some mines settings would pay millions of times the stake.
      if (game.maxMultiplier(params) > MAX_MULTIPLIER) {
        throw new DomainError('invalid_input', {
          details: [{ path: 'params', message: `pays more than ${MAX_MULTIPLIER}x` }],
        });
      }
      if (input.amount < game.minBet || input.amount > game.maxBet || !hasUnitPrecision(input.amount)) {
        throw new DomainError('bet_out_of_range');
      }
      const stake = toUnits(input.amount);
      // The nonce is taken under a row lock: two rounds at once never share one.
      const seed = await deps.database.transaction(async (tx) => {
        const current = await activeSeed(tx, member.id, true);
        await tx
          .update(fairSeeds)
          .set({ nonce: current.nonce + 1 })
          .where(eq(fairSeeds.id, current.id));
        return current;
      });
      const nonce = seed.nonce;
      const floats = fairFloats(seed.serverSeed, seed.clientSeed, nonce, game.floatsNeeded(params));
      const result = game.play(floats, params);
      const payout = payoutOf(stake, result.multiplier);
      const wallet = { memberId: member.id, code: gameWalletCode(ctx.brand, 'BGS') };
      let transferId: number | null = null;
      if (session.demo) {
        // Play money of the launch session; the ledger is never touched by demo rounds.
        const updated = await db
          .update(gameSessions)
          .set({ demoBalance: sql`${gameSessions.demoBalance} - ${stake} + ${payout}` })
          .where(and(eq(gameSessions.id, session.id), gte(gameSessions.demoBalance, stake)))
          .returning({ id: gameSessions.id });
        if (updated.length === 0) throw new DomainError('insufficient_balance');
      } else if (payout === stake) {
        if ((await deps.ledger.balance(ctx.brand.id, member.id, wallet.code)) < stake)
          throw new DomainError('insufficient_balance');
      } else {
        const transfer = await deps.ledger.transfer({
          brandId: ctx.brand.id,
          key: `bgs:${seed.id}:${nonce}`,
          kind: 'game',
          reason: row.displayName,
          legs: [
            { account: wallet, amount: -stake },
            { account: { house: 'game' }, amount: stake },
            ...(payout > 0
              ? [
                  { account: { house: 'game' as const }, amount: -payout },
                  { account: wallet, amount: payout },
                ]
              : []),
          ],
          requireBefore: [{ account: wallet, amount: stake }],
          // The round can be rebuilt from the ledger alone.
          metadata: { game: row.gameCode, seedId: seed.id, nonce, params, multiplier: result.multiplier },
        });
        transferId = transfer.transferId;
      }
      const [round] = await db
        .insert(gameRounds)
        .values({
          brandId: ctx.brand.id,
          memberId: member.id,
          gameId: row.id,
          gameCode: row.gameCode,
          seedId: seed.id,
          nonce,
          params,
          outcome: result.outcome as Record<string, unknown>,
          stake,
          payout,
          multiplier: String(result.multiplier),
          demo: session.demo,
          transferId,
          createdAt: deps.clock.now(),
        })
        .returning({ id: gameRounds.id });
      return {
        round: {
          id: round?.id ?? 0,
          nonce,
          stake: fromUnits(stake),
          payout: fromUnits(payout),
          multiplier: result.multiplier,
          params,
          outcome: result.outcome as Record<string, unknown>,
        },
        balance: await balanceOf(ctx),
        seed: { ...seedView(seed), nonce: nonce + 1 },
      };
    },

    /** Reveals the live server seed and starts a new pair; the player may choose the new client seed. */
    async rotate(ctx: RequestContext, clientSeed: string | undefined) {
      const { member } = sessionOf(ctx);
      return deps.database.transaction(async (tx) => {
        const old = await activeSeed(tx, member.id, true);
        await tx.update(fairSeeds).set({ revealedAt: deps.clock.now() }).where(eq(fairSeeds.id, old.id));
        const serverSeed = newServerSeed();
        const [fresh] = await tx
          .insert(fairSeeds)
          .values({
            memberId: member.id,
            serverSeed,
            serverSeedHash: hashServerSeed(serverSeed),
            clientSeed: clientSeed ?? randomToken(9),
            createdAt: deps.clock.now(),
          })
          .returning();
        if (!fresh) throw new Error('seed pair not stored');
        return { previous: { ...seedView(old), serverSeed: old.serverSeed }, current: seedView(fresh) };
      });
    },

    async rounds(ctx: RequestContext, pageNo: number, pageSize: number) {
      return rounds(sessionOf(ctx).member.id, pageNo, pageSize);
    },

    /** Recomputes a round from public inputs; when such a round was played here, shows what was recorded too. */
    async verify(input: { game: string; serverSeed: string; clientSeed: string; nonce: number; params: string }) {
      const game = inHouseGame(input.game);
      if (!game) throw new DomainError('not_found');
      let raw: unknown;
      try {
        raw = JSON.parse(input.params);
      } catch {
        throw new DomainError('invalid_input', { details: [{ path: 'params', message: 'JSON' }] });
      }
      const parsed = game.params.safeParse(raw);
      if (!parsed.success)
        throw new DomainError('invalid_input', { details: [{ path: 'params', message: parsed.error.message }] });
      const floats = fairFloats(input.serverSeed, input.clientSeed, input.nonce, game.floatsNeeded(parsed.data));
      const result = game.play(floats, parsed.data);
      const serverSeedHash = hashServerSeed(input.serverSeed);
      const [recorded] = await db
        .select({ round: gameRounds })
        .from(gameRounds)
        .innerJoin(fairSeeds, eq(fairSeeds.id, gameRounds.seedId))
        .where(
          and(
            eq(fairSeeds.serverSeedHash, serverSeedHash),
            eq(gameRounds.nonce, input.nonce),
            eq(gameRounds.gameCode, input.game),
          ),
        );
      return {
        serverSeedHash,
        floats,
        multiplier: result.multiplier,
        outcome: result.outcome as Record<string, unknown>,
        recorded: recorded
          ? {
              multiplier: Number(recorded.round.multiplier),
              outcome: recorded.round.outcome,
              params: recorded.round.params,
            }
          : null,
      };
    },
  };
}
