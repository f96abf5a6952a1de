import { z } from 'zod';
import { route } from '../route-def.js';
import { anything, empty, pageQuery } from '../schemas.js';

/**
 * The in-house vendor's (BGS) own calls, used by its game pages inside the game popup (design.md "Games and
 * vendors"). Not in spec 7: a third-party vendor has its own. Authorised by the launch session, not the token.
 */
const seedView = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });

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
    response: anything,
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
    request: z.object({ amount: z.number().positive(), params: z.record(z.string(), z.unknown()).default({}) }),
    response: anything,
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
    request: z.object({ clientSeed: z.string().trim().min(1).max(64).optional() }),
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
    response: anything,
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
      game: z.string(),
      serverSeed: z.string().min(1).max(128),
      clientSeed: z.string().min(1).max(64),
      nonce: z.coerce.number().int().min(0),
      params: z.string().max(2000).default('{}'),
    }),
    response: anything,
  }),
};
