import { LOTTERY_ODDS4_MAX } from '@wl/contract/operator-routes/lottery-settings';

/**
 * The lottery desk's settings forms as text (issue 14 "Console"): odds shown as decimals (odds4 / 10000, lottery-plays.md
 * "Odds"), limits as amounts where an empty field inherits. The server checks again; these keep a typo off the wire.
 */

/** odds4 as the decimal operators read: 170000 -> "17", 600000 -> "60", 12345 -> "1.2345". */
export const oddsText = (odds4: number): string => String(odds4 / 10_000);

/** A decimal odds typed by an operator as odds4, or null when it is not a positive number of 4 decimals at most. */
export function parseOdds(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,4})?$/.test(trimmed)) return null;
  const odds4 = Math.round(Number(trimmed) * 10_000);
  return odds4 >= 1 && odds4 <= LOTTERY_ODDS4_MAX ? odds4 : null;
}

/** A limit field: '' inherits (null); a positive amount of 4 decimals at most, or a whole count; else 'invalid'. */
export function parseLimit(text: string, whole: boolean): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const pattern = whole ? /^\d+$/ : /^\d+(\.\d{1,4})?$/;
  if (!pattern.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value > 0 ? value : 'invalid';
}

export const limitText = (value: number | null): string => (value === null ? '' : String(value));
