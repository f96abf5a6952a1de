import { z } from 'zod';
import { text } from '../inputs.js';
import { readRoute } from '../route-def.js';
import { paged, pageQuery } from '../schemas.js';

/** Spec 4 "Prize modes seen: LOTT, ZY, ELOTT, SEA". */
export const LOTTERY_PRIZE_MODES = ['LOTT', 'ELOTT', 'SEA', 'ZY'] as const;
export type LotteryPrizeMode = (typeof LOTTERY_PRIZE_MODES)[number];

/** In-house games are drawn by the site's provably fair draw; official ones take an outside lottery's result. */
export const LOTTERY_SOURCES = ['in_house', 'official'] as const;

/** A game code as the lottery calls take it (upper-case letters, digits and `_`). */
const gameCode = () =>
  text()
    .max(32)
    .regex(/^[A-Z0-9_]+$/);

/** A numero's times; ISO 8601 instants, decided by the server's clock. */
const numeroTimes = {
  /** The numero's name: `20261123-0931` for games drawn several times a day, `20261123` for the others. */
  numero: z.string(),
  openTime: z.string(),
  /** Betting closes here (the game's close seconds before the draw). */
  closeTime: z.string(),
  drawTime: z.string(),
};

/** One game of the lottery menu (spec 3 "Lottery game: gameGroupCode (becomes tag). Lottery menu: gameMenus"). */
export const lotteryMenuGame = z.object({
  gameCode: z.string(),
  /** In English; the web shows the translation of `lottery_game_<gameCode>` when it has one. */
  gameName: z.string(),
  /** The family of lottery-plays.md: SSC, 11X5, PK10, K3, PC28, LHC, LF3D, VN_NORTH, VN_SOUTH, SEA4D. */
  family: z.string(),
  /** The tag the lobby groups games by: the family. */
  gameGroupCode: z.string(),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  source: z.enum(LOTTERY_SOURCES),
  /** The numero that takes bets now or will next, or null when none is scheduled. */
  current: z.object(numeroTimes).nullable(),
});
export type LotteryMenuGame = z.infer<typeof lotteryMenuGame>;

/** A numero of a game's history: drawn (with its result) or cancelled (without). */
export const pastNumero = z.object({
  numero: z.string(),
  drawTime: z.string(),
  state: z.enum(['drawn', 'cancelled']),
  /** The draw as lottery-plays.md orders it for the family; null when cancelled. */
  result: z.array(z.string()).nullable(),
  drawnAt: z.string().nullable(),
  /** In-house games: the SHA-256 of the server seed, published when the numero was created. */
  seedHash: z.string().nullable(),
  /** In-house games: the server seed, revealed once drawn (scripts/verify-lottery-draw.mjs recomputes the draw). */
  seed: z.string().nullable(),
});
export type PastNumero = z.infer<typeof pastNumero>;

/** The numero that takes bets now. */
export const openNumero = z.object({
  ...numeroTimes,
  /** In-house games: the SHA-256 of the server seed; the seed itself is revealed after the draw. */
  seedHash: z.string().nullable(),
});
export type OpenNumero = z.infer<typeof openNumero>;

/** Spec 7 "Lottery". */
export const lotteryRoutes = {
  lotteryMenus: readRoute(
    'lottery',
    '/lgw/vn/games/game_menu',
    'Lottery menus (gameMenus): every enabled lottery game of the brand with the numero that is open or next',
    'public',
    z.object({
      device: z.literal('WEB').default('WEB'),
    }),
    z.object({
      gameMenus: z.array(lotteryMenuGame),
      /** The server's clock (countdowns run from it, never from the device's). */
      now: z.string(),
    }),
  ),
  lotteryRecent: readRoute('lottery', '/lgw/vn/games/game_menu/recent', 'Lotteries the member played lately', 'token'),
  openedNumeros: readRoute(
    'lottery',
    '/lgw/vn/numeros/opened/game',
    "A game's drawn numeros, newest first, with their results (and, in-house, the seed hash and revealed seed)",
    'public',
    pageQuery.extend({
      gameCode: gameCode(),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    paged(pastNumero).extend({ total: z.number().int() }),
  ),
  openedNumero: readRoute(
    'lottery',
    '/lotto/lgw/games/opened/numero',
    'The open numero of one lottery, with its close and draw times and the server clock',
    'token',
    z.object({
      gameCode: gameCode(),
    }),
    z.object({
      gameCode: z.string(),
      /** The server's clock. */
      now: z.string(),
      /** Null while no numero takes bets (none scheduled, or between a close and the next open). */
      numero: openNumero.nullable(),
    }),
  ),
};
