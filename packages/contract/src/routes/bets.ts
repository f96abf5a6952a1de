import { z } from 'zod';
import { BET_STATUSES, GAME_KINDS } from '../game-kinds.js';
import { dateText, id, text } from '../inputs.js';
import { route } from '../route-def.js';

/** A calendar day 'YYYY-MM-DD' (of the brand's time zone) between 2000 and 2099: anything else is not a date a bet can have. */
const day = dateText().regex(/^20\d\d-/, 'a day from 2000 to 2099');

/** Longest range one query may cover. */
export const BET_RECORDS_MAX_DAYS = 366;

const figures = {
  stake: z.number(),
  /** The stake that counts for rebates, salaries and missions (design.md "Bets and turnover"). */
  validTurnover: z.number(),
  payout: z.number(),
  /** The member's profit or loss: payout - stake; 0 while open or once cancelled. */
  profit: z.number(),
};

export const betRecord = z.object({
  id: z.number().int(),
  gameKind: z.enum(GAME_KINDS),
  vendor: z.string(),
  gameCode: z.string(),
  /** The brand's catalogue name of the game (its lottery game for a lottery bet); null when it lists none. */
  gameName: z.string().nullable(),
  ...figures,
  status: z.enum(BET_STATUSES),
  placedAt: z.string(),
  /** When it was settled or cancelled. */
  settledAt: z.string().nullable(),
});

/**
 * The member's own bets (design.md "Bets and turnover"), for the member centre's bet records. Not in spec 7: the
 * spec's records screens show no path. Demo and trial play is never recorded.
 */
export const betRoutes = {
  betRecords: route({
    method: 'GET',
    path: '/wps/member/bets',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'games',
    addedPath: true,
    summary:
      "The member's bets by game kind and day range (placed time, days of the brand's time zone), newest first, " +
      "with the range's totals",
    request: z
      .object({
        gameKind: z.enum(GAME_KINDS).optional(),
        /** One vendor's bets (the in-house vendor's: constants inHouseVendor). */
        vendor: text().max(50).optional(),
        from: day,
        to: day,
        pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
        pageSize: z.coerce.number().int().min(1).max(100).default(20),
      })
      .refine((q) => q.from <= q.to, { path: ['to'], message: 'on or after from' })
      .refine((q) => Date.parse(q.to) - Date.parse(q.from) < BET_RECORDS_MAX_DAYS * 86_400_000, {
        path: ['to'],
        message: `at most ${BET_RECORDS_MAX_DAYS} days`,
      }),
    response: z.object({
      content: z.array(betRecord),
      pageNum: z.number().int(),
      totalPages: z.number().int(),
      /** The whole range's figures, from the hourly rollups: count and sums by the hour each happened. */
      totals: z.object({ count: z.number().int(), ...figures }),
    }),
  }),
  betDetail: route({
    method: 'GET',
    path: '/wps/member/bets/detail',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'games',
    addedPath: true,
    summary: "One of the member's bets with its in-house round (seeds, nonce, outcome) or its vendor round id",
    request: z.object({ id: id() }),
    response: z.object({
      bet: betRecord,
      /** The vendor's round id, or the in-house round's id. */
      roundRef: z.string(),
      /** In-house rounds only: what the verify page recomputes; the server seed once the pair is rotated. */
      round: z
        .object({
          game: z.string(),
          nonce: z.number().int(),
          clientSeed: z.string(),
          serverSeedHash: z.string(),
          serverSeed: z.string().nullable(),
          params: z.record(z.string(), z.unknown()),
          outcome: z.record(z.string(), z.unknown()),
          multiplier: z.number(),
        })
        .nullable(),
    }),
  }),
  betProfit: route({
    method: 'GET',
    path: '/wps/member/bets/profit',
    auth: 'token',
    encrypted: false,
    tier: 'read',
    area: 'games',
    addedPath: true,
    summary:
      "The member's profit and loss by game kind and day or month of the brand's time zone, from the hourly rollups",
    request: z
      .object({ from: day, to: day, period: z.enum(['day', 'month']).default('day') })
      .refine((q) => q.from <= q.to, { path: ['to'], message: 'on or after from' })
      .refine((q) => Date.parse(q.to) - Date.parse(q.from) < BET_RECORDS_MAX_DAYS * 86_400_000, {
        path: ['to'],
        message: `at most ${BET_RECORDS_MAX_DAYS} days`,
      }),
    response: z.object({
      rows: z.array(
        z.object({
          /** 'YYYY-MM-DD' (day) or 'YYYY-MM' (month). */
          period: z.string(),
          gameKind: z.enum(GAME_KINDS),
          count: z.number().int(),
          ...figures,
        }),
      ),
    }),
  }),
};
