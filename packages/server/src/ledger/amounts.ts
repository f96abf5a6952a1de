import { MAX_AMOUNT } from '@wl/contract/constants';
/**
 * Money is held as integers in units of 0.0001 of the currency (design.md "Money"); the API shows numbers with
 * at most 4 decimals.
 */
export const UNITS_PER_CURRENCY = 10_000;

export function toUnits(amount: number): number {
  const units = Math.round(amount * UNITS_PER_CURRENCY);
  if (!Number.isSafeInteger(units)) throw new RangeError(`amount out of range: ${amount}`);
  return units;
}

export function fromUnits(units: number): number {
  return units / UNITS_PER_CURRENCY;
}

/** True when the amount has at most 4 decimals (what the ledger can hold exactly). */
export function hasUnitPrecision(amount: number): boolean {
  return Math.abs(amount * UNITS_PER_CURRENCY - Math.round(amount * UNITS_PER_CURRENCY)) < 1e-6;
}

/**
 * Units of a money amount a caller sent, or null when it is not one: not a positive number, more than 4 decimals,
 * less than one unit, or above the contract's MAX_AMOUNT (what the ledger adds up safely).
 */
export function unitsOf(amount: unknown): number | null {
  if (typeof amount !== 'number' || !(amount > 0) || amount > MAX_AMOUNT || !hasUnitPrecision(amount)) return null;
  // Below one unit (1e-11 passes the precision check's tolerance) is not an amount: it would round to nothing.
  const units = toUnits(amount);
  return units > 0 ? units : null;
}
