import { CONSTANTS } from '@wl/contract/constants';
import { fairFloats, hashServerSeed } from '@wl/rules/fair';
import { inHouseGame } from '@wl/rules/in-house/game-registry';
import { IN_HOUSE_MAX_MULTIPLIER } from '@wl/rules/in-house/in-house-game';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { GameActor } from '../../domain/actor.js';
import { type Page, pageCount, pageOf } from '../../domain/paging.js';
import { fromUnits, hasUnitPrecision, toUnits } from '../../ledger/amounts.js';
import { inHouseRound } from '../../ledger/game-postings.js';
import { gameWalletCode } from '../../ledger/game-wallet.js';
import { DomainError } from '../../lib/errors.js';
import { newServerSeed, randomToken } from '../../lib/secrets.js';
import { BET_SOURCES, type BetService, toGameKind, wagerCounts } from '../bets/bet-service.js';
import { createInHouseRepo, type Seed } from './in-house-repo.js';

const IN_HOUSE_VENDOR = CONSTANTS.inHouseVendor;

/** Each failed lookup means another rotation committed; this many only happen under a flood of rotations. */
const SEED_LOOKUPS = 100;

/** payout = floor(stake × multiplier) in integer arithmetic: a multiplier has 4 decimals (in-house-game.ts). */
export function payoutOf(stake: number, multiplier: number): number {
  const m = BigInt(Math.round(multiplier * 10_000));
  return Number((BigInt(stake) * m) / 10_000n);
}

const seedView = (s: Seed) => ({ serverSeedHash: s.serverSeedHash, clientSeed: s.clientSeed, nonce: s.nonce });

function sessionOf(actor: GameActor) {
  return { session: actor.gameSession, member: actor.member };
}

/**
 * The in-house vendor (BGS): provably fair rounds (design.md "Games and vendors"). The server seed's hash is shown
 * before play; each round's result comes from HMAC-SHA256(serverSeed, clientSeed:nonce:round) (@wl/rules/fair) and
 * nothing else; rotating reveals the seed. Real rounds settle stake and win in one ledger transfer, in the
 * transaction that records the round and its bet.
 */
export function createInHouseService(deps: Pick<AppDeps, 'database' | 'ledger' | 'clock'> & { bets: BetService }) {
  const { db } = deps.database;
  const repo = createInHouseRepo();
  const { bets } = deps;

  /**
   * The member's live seed pair, made on first use; with `lock`, held FOR UPDATE until `tx` ends. The unique index
   * fair_seeds_active keeps one live pair per member. A rotation that commits while we wait for the lock has
   * revealed the row we waited for, and a pair made beside ours wins the insert: either way the lookup runs again
   * and finds the pair the other transaction left.
   */
  async function activeSeed(tx: Db, memberId: number, lock: boolean): Promise<Seed> {
    for (let lookup = 0; lookup < SEED_LOOKUPS; lookup++) {
      const found = await repo.liveSeed(tx, memberId, lock);
      if (found) return found;
      const serverSeed = newServerSeed();
      // A row this transaction inserts is its own until it ends: no one else can lock or reveal it meanwhile.
      const made = await repo.insertSeed(
        tx,
        {
          memberId,
          serverSeed,
          serverSeedHash: hashServerSeed(serverSeed),
          clientSeed: randomToken(9),
          createdAt: deps.clock.now(),
        },
        true,
      );
      if (made) return made;
    }
    throw new Error('no live seed pair after repeated lookups');
  }

  async function balanceOf(actor: GameActor): Promise<number> {
    const { session, member } = sessionOf(actor);
    if (session.demo) return fromUnits(await repo.demoBalance(db, session.id));
    return fromUnits(
      await deps.ledger.balance(actor.brand.id, member.id, gameWalletCode(actor.brand, IN_HOUSE_VENDOR)),
    );
  }

  /** Where the main wallet's money is, when the game plays from a wallet of its own (contract inHouseSession). */
  async function ownWallet(actor: GameActor) {
    const { session, member } = sessionOf(actor);
    if (session.demo || gameWalletCode(actor.brand, IN_HOUSE_VENDOR) === 'main') return null;
    return {
      vendor: IN_HOUSE_VENDOR,
      mainBalance: fromUnits(await deps.ledger.balance(actor.brand.id, member.id, 'main')),
    };
  }

  async function gameOf(actor: GameActor) {
    const { session } = sessionOf(actor);
    const row = await repo.game(db, session.gameId);
    const game = row ? inHouseGame(row.gameCode) : undefined;
    if (!row || !game) throw new DomainError('not_found');
    return { row, game };
  }

  async function rounds(memberId: number, page: Page) {
    const { rows, total } = await repo.roundsOf(db, memberId, page.limit, page.offset);
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
      pageNum: page.pageNum,
      totalPages: pageCount(total, page.size, { minPages: 1 }),
    };
  }

  return {
    async session(actor: GameActor) {
      const { session, member } = sessionOf(actor);
      const { row, game } = await gameOf(actor);
      const seed = await activeSeed(db, member.id, false);
      return {
        game: { code: row.gameCode, name: row.displayName, minBet: game.minBet, maxBet: game.maxBet },
        demo: session.demo,
        balance: await balanceOf(actor),
        currencySymbol: actor.brand.currencySymbol,
        wallet: await ownWallet(actor),
        seed: seedView(seed),
        rounds: (await rounds(member.id, pageOf({ pageNo: 1 }))).content,
      };
    },

    async play(actor: GameActor, input: { amount: number; params: Record<string, unknown> }) {
      const { session, member } = sessionOf(actor);
      const { row, game } = await gameOf(actor);
      const parsed = game.params.safeParse(input.params);
      if (!parsed.success) {
        throw new DomainError('invalid_input', {
          details: parsed.error.issues.map((i) => ({ path: ['params', ...i.path].join('.'), message: i.message })),
        });
      }
      // Every game's params and outcome are JSON objects (games/in-house); the contract answers them as such.
      const params = parsed.data as Record<string, unknown>;
      // A cap on what one round can pay: some mines settings would pay millions of times the stake.
      if (game.maxMultiplier(params) > IN_HOUSE_MAX_MULTIPLIER) {
        throw new DomainError('invalid_input', {
          details: [{ path: 'params', message: `pays more than ${IN_HOUSE_MAX_MULTIPLIER}x` }],
        });
      }
      if (input.amount < game.minBet || input.amount > game.maxBet || !hasUnitPrecision(input.amount)) {
        throw new DomainError('bet_out_of_range');
      }
      const stake = toUnits(input.amount);
      const wallet = gameWalletCode(actor.brand, IN_HOUSE_VENDOR);
      // One transaction (design.md "Money"): the nonce, taken under the seed row's lock so two rounds never share one,
      // the money, the round and its bet commit together, or none of them does.
      const played = await deps.database.transaction(async (tx) => {
        const seed = await activeSeed(tx, member.id, true);
        const nonce = seed.nonce;
        await repo.setNonce(tx, seed.id, nonce + 1);
        const result = game.play(
          fairFloats(seed.serverSeed, seed.clientSeed, nonce, game.floatsNeeded(params)),
          params,
        );
        const payout = payoutOf(stake, result.multiplier);
        const now = deps.clock.now();
        let balance: number | null;
        let transferId: number | null = null;
        if (session.demo) {
          // Play money of the launch session; demo rounds never touch the ledger nor make bets.
          balance = await repo.settleDemo(session.id, stake, payout, tx);
        } else {
          const posting = inHouseRound({
            brandId: actor.brand.id,
            memberId: member.id,
            wallet,
            seedId: seed.id,
            nonce,
            stake,
            payout,
            game: row.gameCode,
            gameName: row.displayName,
            params,
            multiplier: result.multiplier,
          });
          if (posting) {
            const transfer = await deps.ledger.transfer(posting, tx);
            transferId = transfer.transferId;
            balance = transfer.entries.find((e) => e.memberId === member.id)?.balanceAfter ?? null;
          } else {
            // A push moves no money (game-postings.ts), but its stake must still be there.
            balance = await deps.ledger.requireBalance(
              actor.brand.id,
              { memberId: member.id, code: wallet },
              stake,
              tx,
            );
          }
        }
        if (balance === null) throw new DomainError('insufficient_balance');
        const roundId = await repo.insertRound(
          {
            brandId: actor.brand.id,
            memberId: member.id,
            gameId: row.id,
            gameCode: row.gameCode,
            seedId: seed.id,
            nonce,
            params: params as Record<string, unknown>,
            outcome: result.outcome as Record<string, unknown>,
            stake,
            payout,
            multiplier: String(result.multiplier),
            demo: session.demo,
            transferId,
            createdAt: now,
          },
          tx,
        );
        if (wagerCounts(actor.brand, member.type, session.demo)) {
          const facts = {
            brandId: actor.brand.id,
            memberId: member.id,
            gameKind: toGameKind(row.gameType),
            vendorCode: IN_HOUSE_VENDOR,
            gameCode: row.gameCode,
            sourceKind: BET_SOURCES.inHouseRound,
            sourceRef: String(roundId),
          };
          await bets.record(tx, facts, { stake, payout }, now);
        }
        return { seed, nonce, result, payout, roundId, balance };
      });
      return {
        round: {
          id: played.roundId,
          nonce: played.nonce,
          stake: fromUnits(stake),
          payout: fromUnits(played.payout),
          multiplier: played.result.multiplier,
          params,
          outcome: played.result.outcome as Record<string, unknown>,
        },
        balance: fromUnits(played.balance),
        seed: { ...seedView(played.seed), nonce: played.nonce + 1 },
      };
    },

    /** Reveals the live server seed and starts a new pair; the player may choose the new client seed. */
    async rotate(actor: GameActor, clientSeed: string | undefined) {
      const { member } = sessionOf(actor);
      return deps.database.transaction(async (tx) => {
        const old = await activeSeed(tx, member.id, true);
        await repo.revealSeed(tx, old.id, deps.clock.now());
        const serverSeed = newServerSeed();
        const fresh = await repo.insertSeed(
          tx,
          {
            memberId: member.id,
            serverSeed,
            serverSeedHash: hashServerSeed(serverSeed),
            clientSeed: clientSeed ?? randomToken(9),
            createdAt: deps.clock.now(),
          },
          false,
        );
        if (!fresh) throw new Error('seed pair not stored');
        return { previous: { ...seedView(old), serverSeed: old.serverSeed }, current: seedView(fresh) };
      });
    },

    async rounds(actor: GameActor, page: Page) {
      return rounds(sessionOf(actor).member.id, page);
    },

    /**
     * Recomputes a round from public inputs; when such a round was played here (under the published hash when the
     * caller gives it, so a seed that does not hash to it still shows what was played), what was recorded too.
     */
    async verify(input: {
      game: string;
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      params: string;
      serverSeedHash?: string | undefined;
    }) {
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
      const recorded = await repo.recordedRound(db, input.serverSeedHash ?? serverSeedHash, input.nonce, input.game);
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
