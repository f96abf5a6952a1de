import { z } from 'zod';
import { MAX_INT, money, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { paged, pageQuery } from '../schemas.js';
import { jobRunRow } from './jobs.js';
import { brandCode, gameCode } from './lottery.js';

/**
 * The lottery desk's game settings and settlement view (docs/lottery.md "Running the lottery"): a game's limits per
 * play, its published odds tables, and the settlement of its drawn numeros with the settlement job's runs.
 */

/** The plays whose odds the operator publishes per game (lottery-plays.md "table" plays). */
export const LOTTERY_TABLE_PLAYS = ['VN_XIEN2', 'SEA4D_BIG', 'SEA4D_SMALL'] as const;
/** The highest odds a table may publish, in 1/10000: odds of 10,000 for one (SEA 4D's first prize is 2,500 to 3,500). */
export const LOTTERY_ODDS4_MAX = 100_000_000;

/** The five limits of a play (docs/lottery.md "Plays, units and odds"), amounts in the currency. */
const limitFields = {
  unitStakeMin: z.number(),
  unitStakeMax: z.number(),
  unitsMax: z.number().int(),
  /** What one member may stake on one numero in the play. */
  numeroStakeMax: z.number(),
  /** The worst-case payout of one member's bets of the play on one numero. */
  numeroPayoutMax: z.number(),
};
export const lotteryLimits = z.object(limitFields);
export type LotteryLimitName = keyof typeof limitFields;
export const LOTTERY_LIMIT_NAMES = Object.keys(limitFields) as LotteryLimitName[];

/** A limits row as stored: null = inherit (a play's row from the game's '*' row, the game's from the defaults). */
export const lotteryLimitsSet = z.object({
  unitStakeMin: z.number().nullable(),
  unitStakeMax: z.number().nullable(),
  unitsMax: z.number().int().nullable(),
  numeroStakeMax: z.number().nullable(),
  numeroPayoutMax: z.number().nullable(),
});

export const lotteryDeskLimitRow = z.object({
  /** '*' for the game's own row, or a play code of the game's family. */
  playCode: z.string(),
  set: lotteryLimitsSet,
  /** What a bet of this play meets: the row over the game's row over the defaults. */
  effective: lotteryLimits,
});

const gameLimits = z.object({
  gameCode: z.string(),
  family: z.string(),
  /** The plays of the game's family, which may have a row of their own. */
  playCodes: z.array(z.string()),
  defaults: lotteryLimits,
  /** The game's '*' row first (all null when it has none), then every play that has a row. */
  rows: z.array(lotteryDeskLimitRow),
});

export const lotteryDeskOddsTable = z.object({
  playCode: z.enum(LOTTERY_TABLE_PLAYS),
  /** The table's keys in the rule book's order: XIEN2, or the SEA 4D tiers. */
  keys: z.array(z.string()),
  /** The odds a bet placed now gets, in 1/10000 (odds 17 = 170000). */
  odds4: z.record(z.string(), z.number().int()),
  defaults: z.record(z.string(), z.number().int()),
  /** The game publishes its own table (else the defaults apply). */
  custom: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

const gameOddsTables = z.object({
  gameCode: z.string(),
  family: z.string(),
  /** Empty for a game whose family has no table play. */
  tables: z.array(lotteryDeskOddsTable),
});

export const lotteryDeskSettlement = z.object({
  gameCode: z.string(),
  numero: z.string(),
  drawAt: z.string(),
  drawnAt: z.string().nullable(),
  resultSource: z.enum(['in_house', 'feed', 'operators']).nullable(),
  result: z.array(z.string()).nullable(),
  /** Bets on the numero (a member's own cancellations left out), and those still open. */
  bets: z.number().int(),
  open: z.number().int(),
  won: z.number().int(),
  stake: z.number(),
  /** Paid to winners so far. */
  paid: z.number(),
  /** Stake minus payouts of the settled bets: the house's result on the numero so far. */
  houseResult: z.number(),
  /** When the last bet settled, once none is open (null while bets are open, or with none). */
  settledAt: z.string().nullable(),
});

const ref = z.object({ brand: brandCode(), game: gameCode() });
const nullableMoney = () => money().nullable();

const base = { auth: 'operator', brandScoped: true, area: 'lottery' } as const;
const read = { ...base, method: 'GET', audited: false, tier: 'read', capability: 'lottery.read' } as const;
const write = { ...base, method: 'POST', audited: true, tier: 'write', capability: 'lottery.manage' } as const;

export const operatorLotterySettingsRoutes = {
  lotteryDeskLimits: operatorRoute({
    ...read,
    path: '/console/api/lottery/limits',
    summary: "A game's limits: its '*' row and its plays' rows as set (null = inherit), each with its effective values",
    request: ref,
    response: gameLimits,
  }),
  lotteryDeskLimitSet: operatorRoute({
    ...write,
    path: '/console/api/lottery/limits/set',
    summary:
      "Sets the game's ('*') or one play's limits row (null = inherit; all null removes the row); the effective " +
      'minimum unit stake never above the maximum',
    request: ref.extend({
      playCode: text()
        .trim()
        .max(32)
        .regex(/^(\*|[A-Z0-9_]+)$/),
      limits: z.object({
        unitStakeMin: nullableMoney(),
        unitStakeMax: nullableMoney(),
        unitsMax: z.number().int().min(1).max(MAX_INT).nullable(),
        numeroStakeMax: nullableMoney(),
        numeroPayoutMax: nullableMoney(),
      }),
    }),
    response: gameLimits,
  }),
  lotteryDeskOddsTables: operatorRoute({
    ...read,
    path: '/console/api/lottery/odds-tables',
    summary: "A game's published odds tables of its table plays, with the defaults beside them",
    request: ref,
    response: gameOddsTables,
  }),
  lotteryDeskOddsTableSet: operatorRoute({
    ...write,
    path: '/console/api/lottery/odds-tables/set',
    summary:
      "Publishes a table play's odds for the game (every key of the play, odds4 from 1 to 100,000,000), or " +
      'null to go back to the defaults; bets already placed keep the odds they were placed at',
    request: ref.extend({
      playCode: z.enum(LOTTERY_TABLE_PLAYS),
      odds4: z.record(text().max(32), z.number().int().min(1).max(LOTTERY_ODDS4_MAX)).nullable(),
    }),
    response: gameOddsTables,
  }),
  lotteryDeskSettlements: operatorRoute({
    ...read,
    path: '/console/api/lottery/settlements',
    summary:
      "A brand's drawn numeros, last drawn first, with their bets' settlement (open, won, stake, paid, house " +
      "result, finished at), and the settlement job's recent runs (the job runs for every brand)",
    request: pageQuery.extend({
      brand: brandCode(),
      game: gameCode().optional(),
      /** Only numeros that took bets. */
      withBets: z.enum(['true', 'false']).optional(),
    }),
    response: paged(lotteryDeskSettlement).extend({
      total: z.number().int(),
      runs: z.array(jobRunRow),
    }),
  }),
};
