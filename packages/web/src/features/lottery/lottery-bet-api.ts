/**
 * THE ONE SEAM between the lottery pages and the betting calls (issue 14 "Fixed calls"): the plays and their odds,
 * a bet's submission and the member's bets.
 *  - `playsOf` and `quote` compute with the rules package (the one copy the server settles by) at the brand's
 *    default series, synchronously as the member picks; the server answers the same through
 *    `GET /lgw/lottery/plays` and `POST /lgw/lottery/quote`, and records the member's own series on each bet.
 *  - `placeBet` -> `POST /lgw/lottery/bet`; the chase planner's first row is this numero, the rest the chase.
 *  - `myBets` -> `GET /lgw/lottery/bets?gameCode=`.
 */
import { isLotteryFamily, type LotteryFamily } from '@wl/rules/lottery/families';
import { playOdds } from '@wl/rules/lottery/odds';
import { type PlayRule, playsOfFamily } from '@wl/rules/lottery/plays-catalogue';
import { validateSelection } from '@wl/rules/lottery/plays-units';
import { call } from '../../lib/api-client';

/** The brand's default series (design.md "Lottery": prize groups; spec 9 brand config), until the plays call answers. */
export const DEFAULT_SERIES = 1950;

/** Odds as decimals: one for the play, or one per option (sums, colours, dragon/tiger) or per SEA 4D tier. */
export type PlayOddsView = number | Record<string, number>;

export interface PlayView {
  rule: PlayRule;
  odds: PlayOddsView;
}

/** The plays a game offers with their odds (issue 14 `GET /lgw/lottery/plays`: `{ series, plays }`). */
export function playsOf(family: string): { series: number; plays: PlayView[] } {
  if (!isLotteryFamily(family)) return { series: DEFAULT_SERIES, plays: [] };
  return {
    series: DEFAULT_SERIES,
    plays: playsOfFamily(family).map((rule) => ({ rule, odds: playOdds(rule.code, DEFAULT_SERIES, { family }) })),
  };
}

/** Units and odds of a selection (issue 14 `POST /lgw/lottery/quote`), computed by the same rules the server uses. */
export function quote(family: string, playCode: string, selection: string[][]): { units: number; odds: PlayOddsView } {
  const fam = isLotteryFamily(family) ? (family as LotteryFamily) : undefined;
  const check = validateSelection(playCode, selection, fam);
  return { units: check.ok ? check.units : 0, odds: playOdds(playCode, DEFAULT_SERIES, { family: fam }) };
}

/** One item of a bet slip, as `POST /lgw/lottery/bet` takes it; `unitStake` in currency (the server's unit). */
export interface BetItem {
  playCode: string;
  selection: string[][];
  unitStake: number;
  multiple: number;
}

/** The chase of a bet: the next numeros with a multiple each, and whether to stop after a win. */
export interface BetChase {
  multiples: number[];
  stopOnWin: boolean;
}

export interface BetRequest {
  gameCode: string;
  numero: string;
  items: BetItem[];
  chase?: BetChase;
}

export interface PlacedBet {
  id: string;
  playCode: string;
  numero: string;
  units: number;
  stake: number;
}

export type MyBetStatus = 'open' | 'won' | 'lost' | 'cancelled' | 'refunded';

export interface MyBet {
  id: string;
  numero: string;
  playCode: string;
  selection: string[][];
  status: MyBetStatus;
  units: number;
  stake: number;
  winningUnits: number;
  payout: number;
}

/**
 * Places a slip (token). With a chase, the planner's first multiple applies to this numero and the others to the
 * next numeros, whose stake the server holds at once.
 */
export async function placeBet(request: BetRequest): Promise<PlacedBet[]> {
  const [first = 1, ...later] = request.chase?.multiples ?? [];
  const answer = await call('lotteryPlaceBet', {
    gameCode: request.gameCode,
    numero: request.numero,
    items: request.items.map((item) => ({ ...item, multiple: item.multiple * first })),
    ...(request.chase && later.length > 0
      ? { chase: { numeros: later.length, multiples: later, stopOnWin: request.chase.stopOnWin } }
      : {}),
  });
  return answer.bets.map((bet) => ({
    id: String(bet.id),
    playCode: bet.playCode,
    numero: bet.numero,
    units: bet.units,
    stake: bet.stake,
  }));
}

/** The member's latest bets on a game (token), newest first; settled ones refresh on the `lotteryBet` event. */
export async function myBets(gameCode: string): Promise<MyBet[]> {
  const page = await call('lotteryBets', { gameCode, pageNo: 1, pageSize: 50 });
  return page.content.map((bet) => ({
    id: String(bet.id),
    numero: bet.numero,
    playCode: bet.playCode,
    selection: bet.selection,
    status: bet.status,
    units: bet.units,
    stake: bet.stake,
    winningUnits: bet.winningUnits,
    payout: bet.payout,
  }));
}
