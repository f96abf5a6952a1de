import { z } from 'zod';
import { MAX_AMOUNT } from './constants.js';

/**
 * The shared input rules of every request schema (design.md "The contract"): what PostgreSQL cannot store or index is
 * refused as bad input before a handler sees it, so no input answers 500. Every string, id, date and amount of a
 * route's request is built from these helpers; `routes.test.ts` walks the route table and fails on one that is not.
 */

/** PostgreSQL `integer`: ids and counters beyond it fail in the database. */
export const MAX_INT = 2_147_483_647;

/** The days a date input may name: far enough for birthdays and reports, near enough for every date library. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

/** Amounts have at most this many decimals (the ledger holds units of 0.0001, design.md "Money"). */
export const AMOUNT_DECIMALS = 4;

/** A NUL byte, or a UTF-16 surrogate without its pair: PostgreSQL text and jsonb reject both. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when PostgreSQL can store the string as text (no NUL byte, no lone surrogate). */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The one check instance every text input carries; the route-table test looks for it on every string. */
export const storableText = z.refine<string>(isStorableText, { message: 'invalid_characters' });

/** Any text input: a string PostgreSQL can store. Chain `.trim()`, `.min()`, `.max()` as on `z.string()`. */
export const text = () => z.string().check(storableText);

/** A row id of a PostgreSQL `integer` column (1 .. 2147483647); query strings carry it as text. */
export const id = () => z.coerce.number().int().min(1).max(MAX_INT);

/** A whole number within PostgreSQL `integer` (counters, nonces, page numbers), `min` 0 unless given. */
export const int = (min = 0) => z.coerce.number().int().min(min).max(MAX_INT);

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A day as 'YYYY-MM-DD', a real calendar day between MIN_DATE and MAX_DATE. */
export const dateText = () =>
  text()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
    .refine((value) => isRealDay(value) && value >= MIN_DATE && value <= MAX_DATE, {
      message: `a day from ${MIN_DATE} to ${MAX_DATE}`,
    });

/** True when `amount` has at most 4 decimals. */
export function hasAmountPrecision(amount: number): boolean {
  const scaled = amount * 10 ** AMOUNT_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The smallest amount the ledger holds: one unit of 0.0001 (design.md "Money"). */
export const MIN_AMOUNT = 10 ** -AMOUNT_DECIMALS;

/**
 * A positive amount of money the ledger can hold: from one ledger unit (a smaller positive number, 1e-11, passes the
 * 4-decimals check within its tolerance and would round to 0 units) to MAX_AMOUNT, 4 decimals at most.
 */
export const money = () =>
  z
    .number()
    .min(MIN_AMOUNT)
    .max(MAX_AMOUNT)
    .refine(hasAmountPrecision, { message: `${AMOUNT_DECIMALS} decimals at most` });

/**
 * Where a parsed payload holds text PostgreSQL cannot store (a NUL byte or a lone surrogate, in a value or a key):
 * its path, or null. The server runs it on every request after parsing, so a route whose schema forgot `text()`
 * (or takes free-form records) still never hands such text to the database.
 */
export function unstorablePath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || '.';
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unstorablePath(value[i], `${path}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  for (const key in value) {
    const at = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return at;
    const found = unstorablePath((value as Record<string, unknown>)[key], at);
    if (found) return found;
  }
  return null;
}

/** A proof image as a data: URL (png or jpg, 5 MB of bytes at most: base64 makes it about 6.7 MB of text). */
export const PROOF_MAX_TEXT = 7_000_000;
export const proofImage = () => text().max(PROOF_MAX_TEXT);
