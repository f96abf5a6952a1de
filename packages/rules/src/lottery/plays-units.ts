/**
 * A selection's units and its refusal (lottery-plays.md "Words" and "Plays"): a selection that makes 0 units, holds
 * an unknown option, repeats an option in a row or has the wrong number of rows is refused; the server answers
 * 400 `lottery_invalid_selection` with the reason. No zod: the bet slip counts units with this as the player picks.
 */
import { type LotteryFamily, VN_NORTH_PRIZE_DIGITS, VN_SOUTH_PRIZE_DIGITS } from './families.js';
import { isPlayCode, PLAYS, type PlayCode, type PlayRule } from './plays-catalogue.js';
import { choose, DIGIT_TRIPLES_BY_SUM } from './plays-combinatorics.js';
import { FOUR_DIGITS_PATTERN } from './plays-options.js';

export const SELECTION_REFUSALS = [
  /** The play code is not one of lottery-plays.md. */
  'unknown_play',
  /** A family was given that does not offer the play. */
  'wrong_family',
  /** The play is offered by several families (VN North and South) and the family decides its units. */
  'family_required',
  /** Not an array of rows, each an array of strings. */
  'not_a_selection',
  'wrong_row_count',
  'unknown_option',
  'repeated_option',
  /** Valid options that make 0 units (an empty row, fewer picks than a unit needs). */
  'no_units',
] as const;
export type SelectionRefusal = (typeof SELECTION_REFUSALS)[number];

export type SelectionCheck =
  | { ok: true; playCode: PlayCode; family: LotteryFamily; units: number }
  | { ok: false; reason: SelectionRefusal };

/**
 * Checks a selection for a play and counts its units. `family` is the game's family: required for the VN plays
 * (offered by VN_NORTH and VN_SOUTH), implied for the others, and refused when it does not offer the play.
 */
export function validateSelection(playCode: string, selection: unknown, family?: LotteryFamily): SelectionCheck {
  if (!isPlayCode(playCode)) return { ok: false, reason: 'unknown_play' };
  const rule = PLAYS[playCode];
  const resolved = resolveFamily(rule, family);
  if (typeof resolved !== 'string' || !rule.families.includes(resolved)) {
    return { ok: false, reason: resolved === undefined ? 'family_required' : 'wrong_family' };
  }
  if (!isRows(selection)) return { ok: false, reason: 'not_a_selection' };
  if (selection.length !== rule.rows) return { ok: false, reason: 'wrong_row_count' };
  for (const row of selection) {
    for (const option of row) if (!isOption(rule, option)) return { ok: false, reason: 'unknown_option' };
    if (new Set(row).size !== row.length) return { ok: false, reason: 'repeated_option' };
  }
  const count = countUnits(rule, selection, resolved);
  if (count === 0) return { ok: false, reason: 'no_units' };
  return { ok: true, playCode, family: resolved, units: count };
}

/** The selection's units, or 0 for a selection `validateSelection` refuses (a bet slip still being filled in). */
export function units(playCode: string, selection: unknown, family?: LotteryFamily): number {
  const check = validateSelection(playCode, selection, family);
  return check.ok ? check.units : 0;
}

function resolveFamily(rule: PlayRule, family: LotteryFamily | undefined): LotteryFamily | undefined | null {
  if (family !== undefined) return rule.families.includes(family) ? family : null;
  return rule.families.length === 1 ? rule.families[0] : undefined;
}

function isRows(value: unknown): value is string[][] {
  return Array.isArray(value) && value.every((row) => Array.isArray(row) && row.every((o) => typeof o === 'string'));
}

const optionSets = new Map<PlayCode, ReadonlySet<string>>();
function isOption(rule: PlayRule, option: string): boolean {
  if (rule.options === null) return FOUR_DIGITS_PATTERN.test(option);
  let options = optionSets.get(rule.code);
  if (!options) {
    options = new Set(rule.options);
    optionSets.set(rule.code, options);
  }
  return options.has(option);
}

/** Number of prizes in a VN draw: 27 North, 18 South (lottery-plays.md "Families and their draws"). */
export function vnPrizes(family: LotteryFamily): number {
  if (family === 'VN_NORTH') return VN_NORTH_PRIZE_DIGITS.length;
  if (family === 'VN_SOUTH') return VN_SOUTH_PRIZE_DIGITS.length;
  throw new RangeError(`not a VN family: ${family}`);
}

/** Units of a selection whose rows and options are already checked (lottery-plays.md "Plays", column "units"). */
function countUnits(rule: PlayRule, rows: readonly string[][], family: LotteryFamily): number {
  const first = rows[0] ?? [];
  switch (rule.units.kind) {
    case 'product':
      return rows.reduce((product, row) => product * row.length, 1);
    case 'choose':
      return choose(first.length, rule.units.k);
    case 'pairs':
      return first.length * (first.length - 1);
    case 'sum3':
      return first.reduce((total, sum) => total + (DIGIT_TRIPLES_BY_SUM[Number(sum)] ?? 0), 0);
    case 'total':
      return rows.reduce((total, row) => total + row.length, 0);
    case 'distinct':
      return distinctTuples(rows);
    case 'count':
      return first.length;
    case 'perPrize':
      return first.length * vnPrizes(family);
  }
}

/**
 * Ordered tuples, one pick per row, with no pick twice (the DIRECT plays of 11X5 and PK10, two or three rows), by
 * inclusion-exclusion over the picks rows share: |A||B| - |AB| for two rows, and for three
 * |A||B||C| - |AB||C| - |AC||B| - |BC||A| + 2|ABC|.
 */
function distinctTuples(rows: readonly string[][]): number {
  const [a = [], b = [], c = []] = rows;
  const both = (x: readonly string[], y: readonly string[]) => x.filter((option) => y.includes(option));
  if (rows.length === 2) return a.length * b.length - both(a, b).length;
  if (rows.length !== 3) throw new RangeError(`distinct tuples of ${rows.length} rows`);
  return (
    a.length * b.length * c.length -
    both(a, b).length * c.length -
    both(a, c).length * b.length -
    both(b, c).length * a.length +
    2 * both(both(a, b), c).length
  );
}
