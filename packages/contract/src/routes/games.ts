import { z } from 'zod';
import { CONSTANTS } from '../constants.js';
import { id, int, text } from '../inputs.js';
import { route } from '../route-def.js';
import { anything, empty, game, gameMenu, gameVendor, languageParam, nothing, paged, pageQuery } from '../schemas.js';

/** Spec 7 "Games". */

const read = <Req extends z.ZodType, Res extends z.ZodType, Auth extends 'public' | 'token'>(
  path: string,
  summary: string,
  auth: Auth,
  request: Req,
  response: Res,
  trial = false,
) =>
  route({
    method: 'GET',
    path,
    auth,
    encrypted: false,
    tier: 'read',
    area: 'games',
    summary,
    request,
    response,
    ...(trial ? { trial: true as const } : {}),
  });

/** A PVP room (spec 7 GLS2_roomList names the call, not its fields): what a PVP vendor's adapter would list. */
const pvpRoom = z.object({
  roomId: z.string(),
  gameCode: z.string(),
  name: z.string(),
  players: z.number().int(),
  minBet: z.number(),
});

export const gameRoutes = {
  gameMenus: read(
    '/lgw/games/game_menus',
    'Game categories with their vendor cards',
    'public',
    empty,
    z.array(gameMenu),
  ),
  popularGames: read('/lgw/games/popular', 'Popular games', 'public', empty, z.array(game)),
  gameList: route({
    trial: true,
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'games',
    summary: 'Games of a type and vendor, paged',
    request: pageQuery.extend({
      clientType: int().default(CONSTANTS.game.clientType),
      pageSize: z.coerce.number().int().min(1).max(100).default(CONSTANTS.gameListPageSize),
      language: languageParam.optional(),
      gameType: text().max(50).optional(),
      vassalage: text().max(50).optional(),
      /** Search by name (game centres' search box). */
      name: text().trim().max(50).optional(),
    }),
    response: paged(game),
  }),
  hotGames: read(
    '/wps/relay/GCSGAME_hotGamesV2',
    'Hot games',
    'public',
    z.object({
      merchantCode: text().optional(),
      isPlatform: int().default(CONSTANTS.game.hotIsPlatform),
      platform: text().default('flash,html5-desktop'),
      language: languageParam.optional(),
    }),
    z.array(game),
  ),
  vassGameType: read(
    '/wps/relay/GCSGAME_getVassGameType',
    'Game types of a vendor',
    'token',
    z.object({
      vassalage: text().optional(),
    }),
    z.array(z.string()),
    true,
  ),
  gameVendors: read(
    '/wps/relay/GCSGAME_newGameVendor',
    'Game vendors',
    'token',
    z.object({
      platform: text().default('html5-desktop'),
    }),
    z.array(gameVendor),
    true,
  ),
  favoriteGames: read(
    '/wps/relay/MCSFE_getFavoriteGames',
    "The member's favourite game ids",
    'token',
    empty,
    z.array(z.number().int()),
  ),
  favoriteGamesList: route({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'games',
    summary: "The member's favourite games, paged",
    request: pageQuery.extend({
      pageSize: z.coerce.number().int().min(1).max(100).default(CONSTANTS.favouritesPageSize),
    }),
    response: paged(game),
  }),
  addFavorite: route({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    auth: 'token',
    encrypted: false,
    tier: 'write',
    area: 'games',
    summary: 'Add a favourite game',
    request: z.object({ nodeId: id(), vendor: text(), gameType: text() }),
    response: nothing,
  }),
  removeFavorite: route({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    auth: 'token',
    encrypted: false,
    tier: 'write',
    area: 'games',
    summary: 'Remove a favourite game',
    request: z.object({ nodeId: id() }),
    response: nothing,
  }),
  recentGames: read('/wps/relay/GCS_recentGame', 'Games the member played lately', 'token', empty, z.array(game), true),
  pvpRooms: read('/wps/relay/GLS2_roomList', 'PVP rooms', 'token', empty, z.array(pvpRoom), true),
  launchGame: route({
    // Trial members reach the handler, which refuses real play (spec 4 "Game start").
    trial: true,
    method: 'POST',
    path: '/wps/game/launchGame',
    auth: 'token',
    encrypted: false,
    tier: 'write',
    area: 'games',
    summary: 'Launch a game (real or demo); also lottery launch with area, mode and view',
    request: z.object({
      vassalage: text(),
      gameCode: text().optional(),
      nodeId: id().optional(),
      demo: z.boolean().default(false),
      area: text().optional(),
      mode: text().optional(),
      view: z.enum(['betting', 'lobby']).optional(),
    }),
    response: z.object({ url: z.string() }),
  }),
  launchGameFB: route({
    method: 'POST',
    path: '/wps/relay/GCS_gameLaunchFB',
    auth: 'token',
    encrypted: false,
    tier: 'write',
    area: 'games',
    summary: 'Launch a game in the FB (in-app) flow',
    request: anything,
    response: z.object({ url: z.string() }),
  }),
};
