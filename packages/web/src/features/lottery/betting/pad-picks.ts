import type { LotteryFamily } from '@wl/rules/lottery/families';
import type { PlayRule } from '@wl/rules/lottery/plays-catalogue';
import { units } from '@wl/rules/lottery/plays-units';

/** The quick picks of a number pad row (issue 14 "number pad with quick picks"). */
export const QUICK_PICKS = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof QUICK_PICKS)[number];

/** Rows with more options than this are typed (VN 3 càng's 1000, SEA 4D's 10000), not tapped. */
export const MAX_PAD_OPTIONS = 100;

/** True when every option is a number: such rows get big/small/odd/even picks. */
export function isNumericRow(options: readonly string[]): boolean {
  return options.length > 1 && options.every((o) => /^\d+$/.test(o));
}

/** The quick picks a row offers: all six on number rows, all and clear on named options (BSOE, colours...). */
export function quickPicksOf(options: readonly string[]): QuickPick[] {
  return isNumericRow(options) ? [...QUICK_PICKS] : ['all', 'clear'];
}

/**
 * The options a quick pick selects. Big is the upper half of the row's range (for one digit 5-9 and for sums 0-27
 * 14-27, as lottery-plays.md "Families" defines BIG; 06-11 on 11X5, 25-49 on LHC), small the lower half.
 */
export function quickPick(options: readonly string[], pick: QuickPick): string[] {
  if (pick === 'clear') return [];
  if (pick === 'all') return [...options];
  if (!isNumericRow(options)) return [];
  const values = options.map(Number);
  const mid = Math.ceil((Math.min(...values) + Math.max(...values)) / 2);
  return options.filter((option) => {
    const v = Number(option);
    if (pick === 'big') return v >= mid;
    if (pick === 'small') return v < mid;
    return pick === 'odd' ? v % 2 === 1 : v % 2 === 0;
  });
}

/** The fewest picks of each row that make one unit, by the play's units rule (lottery-plays.md "Plays"). */
function leastPicks(rule: PlayRule): number[] {
  const k = rule.units.kind;
  if (k === 'choose') return [rule.units.k];
  if (k === 'pairs') return [2];
  if (k === 'total') {
    const row = Math.floor(Math.random() * rule.rows);
    return Array.from({ length: rule.rows }, (_, i) => (i === row ? 1 : 0));
  }
  return Array.from({ length: rule.rows }, () => 1);
}

const fourDigits = (random: () => number) => String(Math.floor(random() * 10_000)).padStart(4, '0');

function sample(options: readonly string[], count: number, random: () => number): string[] {
  const pool = [...options];
  const out: string[] = [];
  while (out.length < count && pool.length > 0) {
    out.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return out;
}

/** A random selection of the fewest picks that makes at least one unit ("random pick"). */
export function randomSelection(rule: PlayRule, family: LotteryFamily, random: () => number = Math.random): string[][] {
  for (let attempt = 0; attempt < 50; attempt++) {
    const selection = leastPicks(rule).map((count) =>
      rule.options === null
        ? Array.from({ length: count }, () => fourDigits(random))
        : sample(rule.options, count, random),
    );
    // Direct plays of distinct numbers (X5_F2_DIRECT...) refuse a number picked twice across rows: draw again.
    if (units(rule.code, selection, family) > 0) return selection;
  }
  return Array.from({ length: rule.rows }, () => []);
}

/**
 * The options typed into a long row ("123 456, 789"): the entries that are options of the row (or any four digits
 * for SEA 4D), each once, in the order typed.
 */
export function parseTyped(text: string, rule: PlayRule): string[] {
  const width = rule.options?.[0]?.length ?? 4;
  const seen = new Set<string>();
  for (const token of text.split(/[^\d]+/)) {
    if (token.length !== width) continue;
    if (rule.options && !rule.options.includes(token)) continue;
    seen.add(token);
  }
  return [...seen];
}
