import { z } from 'zod';
import { int, text } from '../inputs.js';
import { operatorRoute } from '../operator-route-def.js';
import { LOTTERY_BET_STATUSES, LOTTERY_PRIZE_MODES, LOTTERY_SOURCES, lotteryOdds } from '../routes/lottery.js';
import { paged, pageQuery } from '../schemas.js';

/**
 * The console's lottery desk (design.md "Lottery", "Operators"): a brand's games (enabled, close seconds), its numeros
 * by state, official results entered by one operator and confirmed by another, a numero cancelled with every bet
 * refunded, the exposure of a numero still taking bets, and the bets search.
 */

/** A numero's life (design.md "Lottery"): upcoming, open for bets, closed before its draw, then drawn or cancelled. */
export const LOTTERY_NUMERO_STATES = ['upcoming', 'open', 'closed', 'drawn', 'cancelled'] as const;
export type LotteryNumeroState = (typeof LOTTERY_NUMERO_STATES)[number];

export const LOTTERY_SCHEDULE_KINDS = ['interval', 'daily', 'weekly'] as const;

export const brandCode = () => text().trim().min(1).max(32);
export const gameCode = () =>
  text()
    .trim()
    .max(32)
    .regex(/^[A-Z0-9_]+$/);
export const numeroName = () => text().trim().min(1).max(32);

export const lotteryDeskGame = z.object({
  id: z.number().int(),
  brand: z.string(),
  gameCode: z.string(),
  name: z.string(),
  family: z.string(),
  prizeMode: z.enum(LOTTERY_PRIZE_MODES),
  source: z.enum(LOTTERY_SOURCES),
  /**
   * Official games: `offline` (the built-in feed), `manual` (entered and confirmed on this desk) or `http` (pushed
   * by the provider to the signed feed `POST /feeds/lottery/results`).
   */
  resultsFeed: z.enum(['offline', 'manual', 'http']).nullable(),
  scheduleKind: z.enum(LOTTERY_SCHEDULE_KINDS),
  intervalMinutes: z.number().int().nullable(),
  drawTime: z.string(),
  weekDays: z.array(z.number().int()).nullable(),
  timeZone: z.string(),
  closeSeconds: z.number().int(),
  resultDeadlineMinutes: z.number().int(),
  enabled: z.boolean(),
});

export const lotteryDeskNumero = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  numero: z.string(),
  state: z.enum(LOTTERY_NUMERO_STATES),
  openAt: z.string(),
  closeAt: z.string(),
  drawAt: z.string(),
  deadlineAt: z.string().nullable(),
  result: z.array(z.string()).nullable(),
  resultSource: z.enum(['in_house', 'feed', 'operators']).nullable(),
  /** In-house numeros: the hash published from the start; the seed itself only once drawn. */
  seedHash: z.string().nullable(),
  seed: z.string().nullable(),
  drawnAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** An official result waiting for a second operator's confirmation, and who entered it. */
  enteredResult: z.array(z.string()).nullable(),
  enteredBy: z.string().nullable(),
  enteredAt: z.string().nullable(),
  confirmedBy: z.string().nullable(),
  bets: z.number().int(),
  stake: z.number(),
  /** Past its draw time without a result (an entered one waiting for confirmation among them). */
  waiting: z.boolean(),
});

export const lotteryExposureLine = z.object({
  playCode: z.string(),
  selection: z.array(z.array(z.string())),
  bets: z.number().int(),
  stake: z.number(),
  /** The sum of the bets' worst-case payouts (lottery-exposure.ts, stored with each bet). */
  worstPayout: z.number(),
});

export const lotteryDeskBet = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  account: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  playCode: z.string(),
  selection: z.array(z.array(z.string())),
  units: z.number().int(),
  unitStake: z.number(),
  multiple: z.number().int(),
  stake: z.number(),
  odds: lotteryOdds,
  series: z.number().int(),
  status: z.enum(LOTTERY_BET_STATUSES),
  payout: z.number(),
  chaseId: z.number().int().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
});

/**
 * A correction of a drawn official result (docs/lottery.md "Result corrections": a wrong official result is corrected
 * only by a documented reversal posting with both operators recorded): proposed with a reason by one operator,
 * confirmed by another entering the same draw, or withdrawn by its proposer. Once confirmed, its totals: bets whose
 * outcome changed, what was paid more, taken back, and could not be taken back (the member's wallet held less; owed to
 * the house).
 */
export const LOTTERY_CORRECTION_STATES = ['proposed', 'withdrawn', 'confirmed'] as const;
export const lotteryDeskCorrection = z.object({
  id: z.number().int(),
  state: z.enum(LOTTERY_CORRECTION_STATES),
  oldDraw: z.array(z.string()),
  newDraw: z.array(z.string()),
  reason: z.string(),
  proposedBy: z.string().nullable(),
  proposedAt: z.string(),
  confirmedBy: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  betsChanged: z.number().int(),
  paidMore: z.number(),
  takenBack: z.number(),
  unrecovered: z.number(),
});

/** The numero a result, a cancellation or an exposure is about. */
const numeroRef = z.object({ brand: brandCode(), game: gameCode(), numero: numeroName() });
/** An official draw in the family's order (lottery-plays.md "Families and their draws"), checked by the server. */
const drawInput = numeroRef.extend({ draw: z.array(text().trim().min(1).max(8)).min(1).max(40) });

const base = { auth: 'operator', brandScoped: true, area: 'lottery' } as const;
const read = { ...base, method: 'GET', audited: false, tier: 'read', capability: 'lottery.read' } as const;
const write = { ...base, method: 'POST', audited: true, tier: 'write' } as const;

export const operatorLotteryRoutes = {
  lotteryDeskGames: operatorRoute({
    ...read,
    path: '/console/api/lottery/games',
    summary: "A brand's lottery games, switched off ones too: family, source, schedule, close seconds",
    request: z.object({ brand: brandCode() }),
    response: z.object({ games: z.array(lotteryDeskGame) }),
  }),
  lotteryDeskGameUpdate: operatorRoute({
    ...write,
    capability: 'lottery.manage',
    path: '/console/api/lottery/games/update',
    summary:
      'Switches a lottery game on or off, or changes its close seconds (numeros scheduled from then on; an ' +
      'interval game closes before its next draw)',
    request: z
      .object({
        brand: brandCode(),
        game: gameCode(),
        enabled: z.boolean().optional(),
        closeSeconds: int(0).max(86_400).optional(),
      })
      .refine((v) => v.enabled !== undefined || v.closeSeconds !== undefined, {
        message: 'nothing to change',
        path: ['enabled'],
      }),
    response: lotteryDeskGame,
  }),
  lotteryDeskNumeros: operatorRoute({
    ...read,
    path: '/console/api/lottery/numeros',
    summary:
      "A game's numeros by state: those waiting for a result (past their draw time) first, the longest waiting " +
      'first, then the others newest draw first; with result, seed hash (the seed once drawn) and bets',
    request: pageQuery.extend({
      brand: brandCode(),
      game: gameCode(),
      state: z.enum(LOTTERY_NUMERO_STATES).optional(),
    }),
    /** `waiting`: how many numeros of the filter wait for a result (listed first). */
    response: paged(lotteryDeskNumero).extend({ total: z.number().int(), waiting: z.number().int() }),
  }),
  lotteryDeskResultEnter: operatorRoute({
    ...write,
    capability: 'lottery.results',
    path: '/console/api/lottery/numeros/enter',
    summary:
      "Enters the official result of a manual game's numero past its draw time (or replaces an unconfirmed " +
      'entry); a second operator confirms it',
    request: drawInput,
    response: lotteryDeskNumero,
  }),
  lotteryDeskResultConfirm: operatorRoute({
    ...write,
    capability: 'lottery.results',
    path: '/console/api/lottery/numeros/confirm',
    summary:
      'Confirms an entered result by entering it again: another operator than the one who entered it (403 ' +
      'approval_needs_other_operator); the numero is drawn and its bets settle',
    request: drawInput,
    response: lotteryDeskNumero,
  }),
  lotteryDeskCorrections: operatorRoute({
    ...read,
    path: '/console/api/lottery/corrections',
    summary: "A numero's result corrections, newest first, with both operators and the money each moved",
    request: numeroRef,
    response: z.object({ corrections: z.array(lotteryDeskCorrection) }),
  }),
  lotteryDeskCorrectionPropose: operatorRoute({
    ...write,
    capability: 'lottery.results',
    path: '/console/api/lottery/corrections/propose',
    summary:
      "Proposes the corrected draw of a drawn official numero, with a reason (or replaces one's own waiting " +
      'proposal); nothing changes until another operator confirms it. In-house numeros: lottery_result_in_house',
    request: drawInput.extend({ reason: text().trim().min(1).max(500) }),
    response: lotteryDeskCorrection,
  }),
  lotteryDeskCorrectionConfirm: operatorRoute({
    ...write,
    capability: 'lottery.results',
    path: '/console/api/lottery/corrections/confirm',
    summary:
      'Confirms a proposed correction by entering the same draw: another operator than the proposer (403 ' +
      'approval_needs_other_operator); the result changes and every settled bet moves by its difference',
    request: drawInput,
    response: lotteryDeskCorrection,
  }),
  lotteryDeskCorrectionWithdraw: operatorRoute({
    ...write,
    capability: 'lottery.results',
    path: '/console/api/lottery/corrections/withdraw',
    summary: 'Withdraws the waiting correction of a numero (its proposer only); nothing changes',
    request: numeroRef,
    response: lotteryDeskCorrection,
  }),
  lotteryDeskNumeroCancel: operatorRoute({
    ...write,
    capability: 'lottery.manage',
    path: '/console/api/lottery/numeros/cancel',
    summary: 'Cancels a numero not drawn yet, with a reason: every open bet refunded, chase steps released',
    request: numeroRef.extend({ reason: text().trim().min(1).max(500) }),
    response: lotteryDeskNumero.extend({ refunded: z.object({ bets: z.number().int(), amount: z.number() }) }),
  }),
  lotteryDeskExposure: operatorRoute({
    ...read,
    path: '/console/api/lottery/exposure',
    summary: "A numero's open bets: total stake and worst-case payout, by play and selection, largest first",
    request: numeroRef,
    response: z.object({
      numero: lotteryDeskNumero,
      bets: z.number().int(),
      stake: z.number(),
      /** The sum over every line: an upper bound, as no draw makes every selection win at once. */
      worstPayout: z.number(),
      lines: z.array(lotteryExposureLine),
    }),
  }),
  lotteryDeskBets: operatorRoute({
    ...read,
    path: '/console/api/lottery/bets',
    summary: "A brand's lottery bets, newest first, by member account, game, numero and status",
    request: pageQuery.extend({
      brand: brandCode(),
      account: text().trim().min(1).max(64).optional(),
      game: gameCode().optional(),
      numero: numeroName().optional(),
      status: z.enum(LOTTERY_BET_STATUSES).optional(),
    }),
    response: paged(lotteryDeskBet).extend({ total: z.number().int() }),
  }),
};
