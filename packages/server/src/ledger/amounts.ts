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
