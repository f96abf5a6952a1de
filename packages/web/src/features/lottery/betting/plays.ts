/**
 * The plays of a game as the pad and the slip show them: the server's odds (api/lottery-plays.ts) joined with the
 * rules package's play catalogue (the one copy the server settles by), and a selection's units counted with it
 * synchronously as the member picks.
 */
import { isLotteryFamily, type LotteryFamily } from '@wl/rules/lottery/families';
import { type PlayRule, playsOfFamily } from '@wl/rules/lottery/plays-catalogue';
import { validateSelection } from '@wl/rules/lottery/plays-units';
import type { PlaysAnswer } from '../api/lottery-plays';

/** Odds as decimals: one for the play, or one per option (sums, colours, dragon/tiger) or per SEA 4D tier. */
export type PlayOddsView = PlaysAnswer['plays'][number]['odds'];

export interface PlayView {
  rule: PlayRule;
  odds: PlayOddsView;
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
