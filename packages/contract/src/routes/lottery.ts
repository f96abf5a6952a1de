import { z } from 'zod';
import { id, money, text } from '../inputs.js';
import { readRoute, route } from '../route-def.js';
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
  /** In English; the web names the seeded games in the page language from their code (web lib/lottery-names.ts). */
  gameName: z.string(),
  /** The family of lottery-plays.md: SSC, 11X5, PK10, K3, PC28, LHC, LF3D, VN_NORTH, VN_SOUTH, SEA4D. */
  family: z.string(),
  /** The tag the lobby groups games by: the family. */
  gameGroupCode: z.string(),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  source: z.enum(LOTTERY_SOURCES),
  /**
   * Official games: a numero still without its result this many minutes after its draw time is cancelled and every bet
   * on it refunded (design.md "Lottery": a published policy shown to players). Null for in-house games.
   */
  resultDeadlineMinutes: z.number().int().nullable(),
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

/** A play code of lottery-plays.md (`SSC_5_DIRECT`...). */
const playCode = () =>
  text()
    .max(32)
    .regex(/^[A-Z0-9_]+$/);

/**
 * A selection: rows of options (lottery-plays.md "Words"). Only its shape is checked here; the rules package says
 * whether it is a valid selection of the play (400 `lottery_invalid_selection` with the reason otherwise).
 */
const selection = z
  .array(z.array(text().max(8)).max(10_000))
  .min(1)
  .max(10);

/**
 * Odds as decimals: one number, or a record from option (or SEA 4D tier) to odds where the chance depends on it
 * (lottery-plays.md "Words").
 */
export const lotteryOdds = z.union([z.number(), z.record(z.string(), z.number())]);

/** One play of a game as `/lgw/lottery/plays` answers it. */
export const lotteryPlay = z.object({
  playCode: z.string(),
  /** How many rows a selection has. */
  rows: z.number().int(),
  /** The values a row may hold (absent for SEA 4D numbers: any four digits). */
  options: z.array(z.string()).optional(),
  odds: lotteryOdds,
});
export type LotteryPlay = z.infer<typeof lotteryPlay>;

/** One bet item of a slip. `unitStake` in the currency; a unit pays `unitStake x multiple x odds` when it wins. */
export const lotteryBetItem = z.object({
  playCode: playCode(),
  selection,
  unitStake: money(),
  multiple: z.number().int().min(1).max(10_000).default(1),
});

/**
 * A chase: the same items on the next `numeros` numeros after the one bet now, each at its multiple of `multiples`
 * (times every item's own; 1 when absent), stopping after a winning numero when `stopOnWin`. Their stake is held from
 * the wallet at once and released for numeros not played.
 */
export const lotteryChase = z.object({
  numeros: z.number().int().min(1).max(120),
  multiples: z.array(z.number().int().min(1).max(10_000)).max(120).optional(),
  stopOnWin: z.boolean().default(false),
});

export const LOTTERY_BET_STATUSES = ['open', 'won', 'lost', 'cancelled', 'refunded'] as const;

/** A member's lottery bet (one item on one numero); amounts in the currency. */
export const lotteryBet = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  numero: z.string(),
  playCode: z.string(),
  selection: z.array(z.array(z.string())),
  units: z.number().int(),
  unitStake: z.number(),
  multiple: z.number().int(),
  stake: z.number(),
  /** The odds the bet was placed at (its member's series then). */
  odds: lotteryOdds,
  series: z.number().int(),
  /** open until settled; won or lost; cancelled by the member before the close; refunded with a cancelled numero. */
  status: z.enum(LOTTERY_BET_STATUSES),
  winningUnits: z.number().int(),
  payout: z.number(),
  /** The chase the bet belongs to, if any. */
  chaseId: z.number().int().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type LotteryBet = z.infer<typeof lotteryBet>;

const lotteryWrite = { auth: 'token', area: 'lottery', addedPath: true, encrypted: false, tier: 'write' } as const;

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
  lotteryRecent: readRoute(
    'lottery',
    '/lgw/vn/games/game_menu/recent',
    'Lotteries the member played lately, the latest first',
    'token',
    z.object({ device: z.literal('WEB').default('WEB') }),
    z.object({
      gameMenus: z.array(
        lotteryMenuGame.omit({ current: true }).extend({
          /** When the member last placed a bet on it. */
          lastPlayed: z.string(),
        }),
      ),
    }),
  ),
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
  lotteryPlays: {
    ...readRoute(
      'lottery',
      '/lgw/lottery/plays',
      "A game's plays with their rows, options and odds: at the caller's series with a token, else the brand's default",
      'public',
      z.object({ gameCode: gameCode() }),
      z.object({
        gameCode: z.string(),
        family: z.string(),
        /** The series the odds are at. */
        series: z.number().int(),
        plays: z.array(lotteryPlay),
      }),
    ),
    addedPath: true,
  },
  lotteryUpcomingNumeros: {
    ...readRoute(
      'lottery',
      '/lgw/lottery/numeros/upcoming',
      "A game's numero open for bets and the ones after it, in draw order (what a chase plays); fewer when fewer exist",
      'public',
      z.object({
        gameCode: gameCode(),
        count: z.coerce.number().int().min(1).max(120).default(10),
      }),
      z.object({
        gameCode: z.string(),
        /** The server's clock. */
        now: z.string(),
        /**
         * The open numero first (when one takes bets), then the next ones by draw time: the numeros a chase of `count -
         * 1` numeros placed now plays. Without an open numero, the next ones to open.
         */
        numeros: z.array(z.object(numeroTimes)),
      }),
    ),
    addedPath: true,
  },
  lotteryQuote: route({
    method: 'POST',
    path: '/lgw/lottery/quote',
    auth: 'public',
    encrypted: false,
    tier: 'read',
    area: 'lottery',
    addedPath: true,
    summary: "A selection's units and odds (the caller's series with a token, else the brand's default)",
    request: z.object({ gameCode: gameCode(), playCode: playCode(), selection }),
    response: z.object({ units: z.number().int(), odds: lotteryOdds }),
  }),
  lotteryPlaceBet: route({
    ...lotteryWrite,
    method: 'POST',
    path: '/lgw/lottery/bet',
    summary:
      'Places a slip on the open numero (and, with a chase, the same items on the next numeros, their stake held)',
    request: z.object({
      gameCode: gameCode(),
      numero: text().max(32),
      items: z.array(lotteryBetItem).min(1).max(50),
      chase: lotteryChase.optional(),
      /**
       * The caller's key of this slip (8 to 64 letters, digits, `-` or `_`): the slip sent again with it (a retry
       * after a lost answer) places nothing more and answers the bets the first one placed; with other items, 409
       * `idempotency_conflict`. Without it every call is a new slip.
       */
      requestId: text()
        .regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _')
        .optional(),
    }),
    response: z.object({
      bets: z.array(lotteryBet),
      chase: z
        .object({
          id: z.number().int(),
          stopOnWin: z.boolean(),
          /** What is held for the later numeros. */
          held: z.number(),
          numeros: z.array(z.object({ numero: z.string(), multiple: z.number().int(), stake: z.number() })),
        })
        .nullable(),
      /** The main wallet's balance after the slip. */
      balance: z.number(),
    }),
  }),
  lotteryBets: {
    ...readRoute(
      'lottery',
      '/lgw/lottery/bets',
      "The member's lottery bets, newest first, of a game and numero when given",
      'token',
      pageQuery.extend({
        gameCode: gameCode().optional(),
        numero: text().max(32).optional(),
        pageSize: z.coerce.number().int().min(1).max(100).default(20),
      }),
      paged(lotteryBet).extend({ total: z.number().int() }),
    ),
    addedPath: true,
  },
  lotteryCancelBet: route({
    ...lotteryWrite,
    method: 'POST',
    path: '/lgw/lottery/bet/cancel',
    summary: 'Cancels an open bet before its numero closes; its stake comes back (after the close: never)',
    request: z.object({ betId: id() }),
    response: z.object({ bet: lotteryBet, balance: z.number() }),
  }),
};
