import { CONSTANTS } from '@wl/contract/constants';

const pad = (n: number) => String(n).padStart(2, '0');

/** Spec 9 "Date format year-month-day hour:minute:second", in the visitor's local time. */
export function formatDateTime(value: Date | string): string | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
}

const money = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: CONSTANTS.balanceDecimals,
  maximumFractionDigits: CONSTANTS.balanceDecimals,
  // Never show more money than there is: 1.239 reads 1.23.
  roundingMode: 'trunc',
} as Intl.NumberFormatOptions);

/** Spec 9 "Balance: 2 decimals, thousands separators". */
export function formatMoney(amount: number): string {
  return money.format(amount);
}

/**
 * Text kept left to right inside any paragraph (Unicode LRI ... PDI), for places that take plain text only (an SVG
 * title, an attribute): a signed amount in Arabic reads "-2.00", not "2.00-".
 */
export function isolateLtr(text: string): string {
  return `\u2066${text}\u2069`;
}
