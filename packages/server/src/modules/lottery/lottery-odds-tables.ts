import { LOTTERY_ODDS4_MAX, LOTTERY_TABLE_PLAYS } from '@wl/contract/operator-routes/lottery-settings';
import type { LotteryFamily } from '@wl/rules/lottery/families';
import type { OddsTable4 } from '@wl/rules/lottery/odds';
import { type PlayRule, playsOfFamily } from '@wl/rules/lottery/plays-catalogue';

/**
 * A game's published odds tables (lottery-plays.md: "Plays marked *table* have odds set by the operator in a
 * published table per game"): which plays have one, their keys, and the check of a table an operator publishes.
 */

export type TablePlay = (typeof LOTTERY_TABLE_PLAYS)[number];

const isTablePlay = (code: string): code is TablePlay => (LOTTERY_TABLE_PLAYS as readonly string[]).includes(code);

/**
 * The table plays of a family, in the rule book's order, with their keys. The contract lists the table plays the
 * desk edits; a table play of the rules package that the contract lacks fails here loudly, not silently skipped.
 */
export function tablePlaysOf(family: LotteryFamily): { playCode: TablePlay; keys: readonly string[] }[] {
  return playsOfFamily(family).flatMap((rule: PlayRule) => {
    if (rule.odds.kind !== 'table') return [];
    if (!isTablePlay(rule.code)) throw new Error(`${rule.code} is a table play the contract does not list`);
    return [{ playCode: rule.code, keys: rule.odds.keys }];
  });
}

/** The game's tables by play, where it publishes one; any other table play pays `defaultTable`. */
export type GameOddsTables = ReadonlyMap<string, OddsTable4>;

export type TableProblem = { path: string; message: string };

/**
 * What is wrong with a table for a play, or null: every key of the play and no other, each a positive integer odds4
 * no higher than LOTTERY_ODDS4_MAX (the contract's schema checks the numbers too; this is the rule's own copy).
 */
export function tableProblem(keys: readonly string[], odds4: Record<string, number>): TableProblem | null {
  for (const key of keys) {
    const value = odds4[key];
    if (value === undefined) return { path: `odds4.${key}`, message: 'required' };
    if (!Number.isSafeInteger(value) || value < 1 || value > LOTTERY_ODDS4_MAX) {
      return { path: `odds4.${key}`, message: `an integer from 1 to ${LOTTERY_ODDS4_MAX}` };
    }
  }
  const extra = Object.keys(odds4).find((key) => !keys.includes(key));
  if (extra !== undefined) return { path: `odds4.${extra}`, message: `not a key of this play (${keys.join(', ')})` };
  return null;
}
