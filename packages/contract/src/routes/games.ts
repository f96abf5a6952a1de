import { z } from 'zod';
import { CONSTANTS } from '../constants.js';
import { route } from '../route-def.js';
import { anything, empty, game, languageCode, paged, pageQuery } from '../schemas.js';

/** Spec 7 "Games". */

const read = (path: string, summary: string, auth: 'public' | 'token', request: z.ZodType = empty, trial = false) =>
  route({
    method: 'GET',
    path,
    auth,
    encrypted: false,
    tier: 'read',
    area: 'games',
    summary,
    request,
    response: anything,
    ...(trial ? { trial: true as const } : {}),
  });

export const gameRoutes = {
  gameMenus: read('/lgw/games/game_menus', 'Game categories with their vendor cards', 'public'),
  popularGames: read('/lgw/games/popular', 'Popular games', 'public'),
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
      clientType: z.coerce.number().int().default(CONSTANTS.game.clientType),
      pageSize: z.coerce.number().int().min(1).max(100).default(CONSTANTS.gameListPageSize),
      language: languageCode.optional(),
      gameType: z.string().optional(),
      vassalage: z.string().optional(),
      /** Search by name (game centres' search box). */
      name: z.string().trim().max(50).optional(),
    }),
    response: paged(game),
  }),
  hotGames: read(
    '/wps/relay/GCSGAME_hotGamesV2',
    'Hot games',
    'public',
    z.object({
      merchantCode: z.string().optional(),
      isPlatform: z.coerce.number().int().default(CONSTANTS.game.hotIsPlatform),
      platform: z.string().default('flash,html5-desktop'),
      language: languageCode.optional(),
    }),
  ),
  vassGameType: read(
    '/wps/relay/GCSGAME_getVassGameType',
    'Game types of a vendor',
    'token',
    z.object({
      vassalage: z.string().optional(),
    }),
    true,
  ),
  gameVendors: read(
    '/wps/relay/GCSGAME_newGameVendor',
    'Game vendors',
    'token',
    z.object({
      platform: z.string().default('html5-desktop'),
    }),
    true,
  ),
  favoriteGames: read('/wps/relay/MCSFE_getFavoriteGames', "The member's favourite game ids", 'token'),
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
    request: z.object({ nodeId: z.coerce.number().int(), vendor: z.string(), gameType: z.string() }),
    response: anything,
  }),
  removeFavorite: route({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    auth: 'token',
    encrypted: false,
    tier: 'write',
    area: 'games',
    summary: 'Remove a favourite game',
    request: z.object({ nodeId: z.coerce.number().int() }),
    response: anything,
  }),
  recentGames: read('/wps/relay/GCS_recentGame', 'Games the member played lately', 'token', empty, true),
  pvpRooms: read('/wps/relay/GLS2_roomList', 'PVP rooms', 'token', empty, true),
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
      vassalage: z.string(),
      gameCode: z.string().optional(),
      nodeId: z.coerce.number().int().optional(),
      demo: z.boolean().default(false),
      area: z.string().optional(),
      mode: z.string().optional(),
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
