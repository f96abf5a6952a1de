/**
 * THE ONE SEAM between the lottery pages and the betting calls (issue 14 "Fixed calls"): the plays and their odds,
 * the upcoming numeros, a bet's submission and the member's bets.
 *  - `fetchPlays` -> `GET /lgw/lottery/plays` (with the member's token, the odds at their series; without, the
 *    brand's default): the odds the pad and slip show are the server's, the same it records on a bet (issue 14
 *    "Prize groups"). The rules come from the rules package (the one copy the server settles by), and
 *    `selectionUnits` counts a selection's units with it synchronously as the member picks.
 *  - `fetchUpcoming` -> `GET /lgw/lottery/numeros/upcoming`: the open numero and the next ones, the chase planner's
 *    rows (the same numeros the server's chase placement takes).
 *  - `placeBet` -> `POST /lgw/lottery/bet`; the chase planner's first row is this numero, the rest the chase.
 *  - `myBets` -> `GET /lgw/lottery/bets?gameCode=`.
 */
import { isLotteryFamily, type LotteryFamily } from '@wl/rules/lottery/families';
import { type PlayRule, playsOfFamily } from '@wl/rules/lottery/plays-catalogue';
import { validateSelection } from '@wl/rules/lottery/plays-units';
import { type CallOutput, call } from '../../lib/api-client';

/** Odds as decimals: one for the play, or one per option (sums, colours, dragon/tiger) or per SEA 4D tier. */
export type PlayOddsView = number | Record<string, number>;

export interface PlayView {
  rule: PlayRule;
  odds: PlayOddsView;
}

export type PlaysAnswer = CallOutput<'lotteryPlays'>;

/** A game's plays at the series the server answered (`GET /lgw/lottery/plays`): `{ series, plays }`. */
export async function fetchPlays(gameCode: string): Promise<PlaysAnswer> {
  return call('lotteryPlays', { gameCode });
}

/**
 * The plays of the server's answer with their rules, in the rule book's order: a play the rules package does not
 * know (a newer server) is left out, and so is one the server does not list.
 */
export function playsOf(family: string, answer: PlaysAnswer): { series: number; plays: PlayView[] } {
  if (!isLotteryFamily(family)) return { series: answer.series, plays: [] };
  const odds = new Map(answer.plays.map((p) => [p.playCode, p.odds]));
  return {
    series: answer.series,
    plays: playsOfFamily(family).flatMap((rule) => {
      const at = odds.get(rule.code);
      return at === undefined ? [] : [{ rule, odds: at }];
    }),
  };
}

/** The units of a selection (0 when it is not a valid one), by the same rules the server checks it with. */
export function selectionUnits(family: string, playCode: string, selection: string[][]): number {
  const fam = isLotteryFamily(family) ? (family as LotteryFamily) : undefined;
  const check = validateSelection(playCode, selection, fam);
  return check.ok ? check.units : 0;
}

/** The odds of an item as its slip line shows them: per-option odds only for the options picked. */
export function itemOdds(odds: PlayOddsView, selection: readonly string[][]): PlayOddsView {
  if (typeof odds === 'number') return odds;
  const picked = new Set(selection.flat());
  const mine = Object.entries(odds).filter(([key]) => picked.has(key));
  return mine.length > 0 ? Object.fromEntries(mine) : odds;
}

export type UpcomingNumero = CallOutput<'lotteryUpcomingNumeros'>['numeros'][number];

/** The open numero and the next `count - 1`, in draw order (fewer when fewer are scheduled). */
export async function fetchUpcoming(gameCode: string, count: number): Promise<UpcomingNumero[]> {
  return (await call('lotteryUpcomingNumeros', { gameCode, count })).numeros;
}
