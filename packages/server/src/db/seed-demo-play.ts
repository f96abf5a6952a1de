import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../deps.js';
import type { GameActor } from '../domain/actor.js';
import { toUnits } from '../ledger/amounts.js';
import { gameWalletCode } from '../ledger/game-wallet.js';
import { createLedger } from '../ledger/ledger.js';
import { operatorAdjustment, walletTransfer } from '../ledger/postings.js';
import { DAY_MS } from '../lib/clock.js';
import { randomToken, sha256 } from '../lib/secrets.js';
import { createMemberRepo } from '../modules/account/member-repo.js';
import type { BetService } from '../modules/bets/bet-service.js';
import { createInHouseService } from '../modules/in-house/in-house-service.js';
import type { Db } from './client.js';
import { gameRounds, gameSessions, games } from './schema.js';
import { IN_HOUSE_CATALOGUE, SEED_BRANDS } from './seed.js';

const HOUR_MS = 3_600_000;
/** Days of history, rounds per member and day: enough for the console's charts, quick to seed (about 1 s on PGlite). */
export const DEMO_PLAY_DAYS = 30;
const ROUNDS_PER_DAY = 1;
/** Who plays: the demo player and the demo agent of each brand (README "Demo accounts"). */
export const DEMO_PLAYERS = ['demo01', 'agent01'] as const;
const STAKES = [1, 2, 5, 10, 20, 3, 8, 4, 15, 6, 12];
const PARAMS: Record<string, Record<string, unknown>> = {
  slot: {},
  dice: { target: 50, over: true },
  plinko: { rows: 8, risk: 'medium' },
  mines: { mines: 3, picks: [0, 6] },
};

/**
 * A month of real play for the demo members (so the console's dashboard shows real figures on the demo data), only for
 * a member who has never played. Every round goes through the in-house vendor's own service with a clock set back to
 * its moment, so the money moves through the ledger and each round has its bet and rollups, exactly as if the member
 * had played it: `ledger check` stays clean. The stake money is an adjustment by 'seed' (its reason is its record).
 * Results are provably fair and not chosen: the house may win or lose.
 */
export async function seedDemoPlay(
  deps: Pick<AppDeps, 'database' | 'brands'> & { bets: BetService },
  now: Date,
): Promise<number> {
  const { db } = deps.database;
  let at = now.getTime();
  const clock = { now: () => new Date(at) };
  const memberRepo = createMemberRepo(db);
  let played = 0;
  for (const seedBrand of SEED_BRANDS) {
    const brand = await deps.brands.byCode(seedBrand.code);
    if (!brand) continue;
    const catalogue = await db
      .select()
      .from(games)
      .where(and(eq(games.brandId, brand.id), eq(games.vendorCode, 'BGS')));
    const playable = IN_HOUSE_CATALOGUE.flatMap((g) => catalogue.filter((row) => row.gameCode === g.gameCode));
    if (playable.length === 0) continue;
    for (const [index, account] of DEMO_PLAYERS.entries()) {
      const member = await memberRepo.byAccount(brand.id, account);
      if (!member) continue;
      const [any] = await db.select({ id: gameRounds.id }).from(gameRounds).where(eq(gameRounds.memberId, member.id));
      if (any) continue;
      const start = now.getTime() - DEMO_PLAY_DAYS * DAY_MS;
      at = start;
      // One transaction per member, the services' own transactions inside it: a month of play commits at once.
      played += await deps.database.transaction(async (tx) => {
        const database = { ...deps.database, db: tx, transaction: <T>(fn: (t: Db) => Promise<T>) => fn(tx) };
        const ledger = createLedger(database, clock);
        const inHouse = createInHouseService({ database, ledger, clock, bets: deps.bets });
        let rounds = 0;
        await ledger.transfer(
          operatorAdjustment({
            brandId: brand.id,
            memberId: member.id,
            amount: toUnits(5000),
            reason: 'Demo play money',
            key: `seed:demo-play:${member.id}`,
            operator: 'seed',
          }),
        );
        // Where the brand keeps a wallet for the in-house vendor, the member moves the money there first.
        const wallet = gameWalletCode(brand, 'BGS');
        if (wallet !== 'main') {
          await ledger.transfer(
            walletTransfer({
              brandId: brand.id,
              memberId: member.id,
              key: 'seed:demo-play',
              from: 'main',
              to: wallet,
              amount: toUnits(5000),
            }),
          );
        }
        // One launch per game, expired at once: the rounds below are its only use.
        const sessions = [];
        for (const game of playable) {
          const [session] = await tx
            .insert(gameSessions)
            .values({
              tokenHash: sha256(randomToken(32)),
              memberId: member.id,
              gameId: game.id,
              demo: false,
              createdAt: new Date(start),
              expiresAt: now,
            })
            .returning();
          if (session) sessions.push(session);
        }
        for (let day = DEMO_PLAY_DAYS - 1; day >= 0; day--) {
          for (let k = ROUNDS_PER_DAY - 1; k >= 0; k--) {
            // Spread over the hours (some cross midnight), always in the past.
            at = now.getTime() - day * DAY_MS - (1 + k * 9 + index * 4) * HOUR_MS - ((day * 7 + k * 13) % 60) * 60_000;
            const n = day + k + index;
            // A stake that varies from day to day without a visible cycle.
            const stake = STAKES[(day * 7 + index * 5 + ((day * day) % 11)) % STAKES.length] ?? 1;
            const gameSession = sessions[n % sessions.length];
            const game = playable[n % playable.length];
            if (!gameSession || !game) continue;
            const actor: GameActor = {
              brand,
              siteType: 'member',
              visitor: { ip: '127.0.0.1', country: null },
              member,
              gameSession,
            };
            await inHouse.play(actor, { amount: stake, params: PARAMS[game.gameCode] ?? {} });
            rounds++;
          }
        }
        return rounds;
      });
    }
  }
  return played;
}
