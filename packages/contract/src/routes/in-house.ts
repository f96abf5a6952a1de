import { z } from 'zod';
import { int, money, text } from '../inputs.js';
import { route } from '../route-def.js';
import { empty, paged, pageQuery } from '../schemas.js';

/**
 * The in-house vendor's (BGS) own calls, used by its game pages inside the game popup (design.md "Games and
 * vendors"). Not in spec 7: a third-party vendor has its own. Authorised by the launch session, not the token.
 */
const seedView = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });

/** A game's own choices and outcome: their fields differ per game (packages/server/src/games/in-house). */
const gameParams = z.record(z.string(), z.unknown());
const gameOutcome = z.record(z.string(), z.unknown());

/** A round as the history lists it; `serverSeed` is revealed once the pair is rotated. */
const historyRound = z.object({
  id: z.number().int(),
  time: z.string(),
  game: z.string(),
  demo: z.boolean(),
  stake: z.number(),
  payout: z.number(),
  multiplier: z.number(),
  params: gameParams,
  outcome: gameOutcome,
  nonce: z.number().int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  serverSeed: z.string().nullable(),
});

const inHouseSession = z.object({
  game: z.object({ code: z.string(), name: z.string(), minBet: z.number(), maxBet: z.number() }),
  demo: z.boolean(),
  balance: z.number(),
  currencySymbol: z.string(),
  /**
   * On a multi-wallet brand a real session plays from the vendor's own wallet (glossary "single / multi wallet"):
   * its code for walletTransfer and what the main wallet holds, so the game can offer to move money in. Null when
   * the game plays from the main wallet, and in demo.
   */
  wallet: z.object({ vendor: z.string(), mainBalance: z.number() }).nullable(),
  seed: seedView,
  rounds: z.array(historyRound),
});

const playResult = z.object({
  round: z.object({
    id: z.number().int(),
    nonce: z.number().int(),
    stake: z.number(),
    payout: z.number(),
    multiplier: z.number(),
    params: gameParams,
    outcome: gameOutcome,
  }),
  balance: z.number(),
  seed: seedView,
});

const verifyResult = z.object({
  serverSeedHash: z.string(),
  floats: z.array(z.number()),
  multiplier: z.number(),
  outcome: gameOutcome,
  /** What was recorded when such a round was played here. */
  recorded: z.object({ multiplier: z.number(), outcome: gameOutcome, params: gameParams }).nullable(),
});

export const inHouseRoutes = {
  inHouseSession: route({
    method: 'GET',
    path: '/bgs/api/session',
    auth: 'game',
    encrypted: false,
    tier: 'read',
    area: 'games',
    addedPath: true,
    summary: 'In-house game: the launch session (game, limits, balance, seeds)',
    request: empty,
    response: inHouseSession,
  }),
  inHousePlay: route({
    method: 'POST',
    path: '/bgs/api/play',
    auth: 'game',
    encrypted: false,
    tier: 'write',
    area: 'games',
    addedPath: true,
    summary: 'In-house game: play one round; stake and win settle through the ledger',
    request: z.object({ amount: money(), params: z.record(text(), z.unknown()).default({}) }),
    response: playResult,
  }),
  inHouseRotateSeed: route({
    method: 'POST',
    path: '/bgs/api/seed',
    auth: 'game',
    encrypted: false,
    tier: 'write',
    area: 'games',
    addedPath: true,
    summary: 'In-house game: reveal the server seed and start a new pair (optionally with a new client seed)',
    request: z.object({ clientSeed: text().trim().min(1).max(64).optional() }),
    response: z.object({
      previous: seedView.extend({ serverSeed: z.string() }),
      current: seedView,
    }),
  }),
  inHouseRounds: route({
    method: 'GET',
    path: '/bgs/api/rounds',
    auth: 'game',
    encrypted: false,
    tier: 'read',
    area: 'games',
    addedPath: true,
    summary: "In-house game: the member's rounds, newest first",
    request: pageQuery,
    response: paged(historyRound),
  }),
  inHouseVerify: route({
    method: 'GET',
    path: '/bgs/api/verify',
    auth: 'public',
    encrypted: false,
    tier: 'read',
    area: 'games',
    addedPath: true,
    summary: 'Recompute any in-house round from its revealed server seed, client seed, nonce and params',
    request: z.object({
      game: text().max(32),
      serverSeed: text().min(1).max(128),
      clientSeed: text().min(1).max(64),
      nonce: int(),
      params: text().max(2000).default('{}'),
      /**
       * The hash published before play (the round's serverSeedHash): `recorded` is then the round recorded under
       * it, so a seed that does not hash to it still shows what was played.
       */
      serverSeedHash: text()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
    }),
    response: verifyResult,
  }),
};
