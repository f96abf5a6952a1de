/**
 * THE ONE SEAM between the lottery pages and the betting calls (issue 14 "Fixed calls"): the plays and their odds,
 * a bet's submission and the member's bets. Everything else on the pages is real; only this file stands in for
 * calls the server does not serve yet.
 *
 * LEAD, to wire the betting calls when the contract has them:
 *  - `playsOf`   -> `GET /lgw/lottery/plays?gameCode=` (odds at the member's series, operator tables included);
 *                  until then the odds are the rules package's at the brand's default series (1950).
 *  - `placeBet`  -> `POST /lgw/lottery/bet` { gameCode, numero, items, chase? } (token).
 *  - `myBets`    -> `GET /lgw/lottery/bets?gameCode=&numero=` (token).
 * Both of the last two throw `BettingNotOpenError` today; the page shows it as "betting opens soon"
 * (`lot_betting_soon`). Replace the bodies, keep the signatures, and the page needs no change.
 */
import { isLotteryFamily, type LotteryFamily } from '@wl/rules/lottery/families';
import { playOdds } from '@wl/rules/lottery/odds';
import { type PlayRule, playsOfFamily } from '@wl/rules/lottery/plays-catalogue';
import { validateSelection } from '@wl/rules/lottery/plays-units';

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

/** The betting calls are not served yet: the page says betting opens soon. */
export class BettingNotOpenError extends Error {
  readonly code = 'lottery_betting_not_open';
  constructor() {
    super('lottery betting calls are not wired yet');
  }
}

export function isBettingNotOpen(error: unknown): error is BettingNotOpenError {
  return error instanceof BettingNotOpenError;
}

/** LEAD: wire to `POST /lgw/lottery/bet` (token) and invalidate `myBets` and the balance after it. */
export async function placeBet(_request: BetRequest): Promise<PlacedBet[]> {
  throw new BettingNotOpenError();
}

/** LEAD: wire to `GET /lgw/lottery/bets?gameCode=` (token); settled bets arrive with the `lotteryDraw` event. */
export async function myBets(_gameCode: string): Promise<MyBet[]> {
  throw new BettingNotOpenError();
}
